import type { ComponentType, ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';
import { Container } from './container.tsx';

export interface NarrowPageProps {
  title: string;
  Icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  intro?: ReactNode;
  /** Below the card: links elsewhere. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A single-task page (confirm email, reset password…): one card with its heading and form. */
export function NarrowPage({ title, Icon, intro, footer, children }: NarrowPageProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          {Icon ? (
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          ) : null}
          <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-muted-foreground">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm">{footer}</div> : null}
      </div>
    </Container>
  );
}
