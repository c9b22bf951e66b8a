import type { ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links beside the title (New book, Export CSV…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin screen's frame: its one h1, a line on what it is for, its actions, its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="mx-auto w-full max-w-7xl p-4 md:p-6">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
