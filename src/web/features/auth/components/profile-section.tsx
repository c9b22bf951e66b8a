import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

/** One card of the profile page, named by its heading. */
export function ProfileSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-card p-5 shadow-sm sm:p-6',
        tone === 'danger' && 'border-destructive/40',
      )}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-muted-foreground">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
