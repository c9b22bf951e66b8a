import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

/** A titled card on the dashboard, with an optional link at the right of its heading. */
export function DashboardPanel({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cn('rounded-xl border bg-card p-4 sm:p-5', className)}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export const panelLinkClassName = 'text-sm font-medium text-primary hover:underline';
