import { CircleAlert, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

const tones = {
  error: {
    box: 'border-destructive/50 bg-destructive/10',
    title: 'text-destructive',
    Icon: CircleAlert,
  },
  info: { box: 'border-info/40 bg-info/10', title: 'text-info', Icon: Info },
  warning: { box: 'border-warning/50 bg-warning/10', title: 'text-warning', Icon: TriangleAlert },
} as const;

export interface AlertProps {
  title: ReactNode;
  children?: ReactNode;
  tone?: keyof typeof tones;
  /** Shows a close button with this handler. */
  onDismiss?: () => void;
  /** `note` for a standing notice that should not be announced as it appears. */
  role?: 'alert' | 'note';
  className?: string;
}

/** An inline message in the page's flow (role=alert, so it is announced when it appears). */
export function Alert({
  title,
  children,
  tone = 'error',
  onDismiss,
  role = 'alert',
  className,
}: AlertProps) {
  const t = tones[tone];
  return (
    <div
      role={role}
      className={cn('flex items-start gap-3 rounded-lg border p-4 text-sm', t.box, className)}
    >
      <t.Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', t.title)} />
      <div className="min-w-0 flex-1">
        <p className={cn('font-semibold', t.title)}>{title}</p>
        {children ? <div className="mt-1 text-foreground">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-m-1.5 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
