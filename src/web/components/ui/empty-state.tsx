import type { ComponentType, ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

export interface EmptyStateProps {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children?: ReactNode;
  /** A link or button to move on with. */
  action?: ReactNode;
  /** h1 when the empty state is the whole page (a page always has one h1). */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** A list with nothing in it yet: what it is for, and where to go instead. */
export function EmptyState({
  Icon,
  title,
  children,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center',
        className,
      )}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-4 text-xl font-semibold">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
