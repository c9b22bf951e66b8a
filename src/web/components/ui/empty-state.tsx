import type { ComponentType, ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

export interface EmptyStateProps {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children?: ReactNode;
  /** A link or button to move on with. */
  action?: ReactNode;
  className?: string;
}

/** A list with nothing in it yet: what it is for, and where to go instead. */
export function EmptyState({ Icon, title, children, action, className }: EmptyStateProps) {
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
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      {children ? <div className="mt-2 max-w-md text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
