import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

/**
 * A data table that scrolls sideways on narrow screens instead of squashing its columns, its
 * first column held in place there so each row stays named while the rest slides (ADR 022).
 * The scroller takes focus so keyboard users can scroll it too (axe
 * `scrollable-region-focusable`), and is `relative` so the hidden labels inside (`sr-only`, which
 * is absolutely placed) stay in it rather than widening the page.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-lg border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table
        className={cn(
          'w-full caption-bottom border-collapse text-sm',
          'max-md:[&_tr>:first-child]:sticky max-md:[&_tr>:first-child]:left-0 max-md:[&_tr>:first-child]:z-[1] max-md:[&_tr>:first-child]:bg-card max-md:[&_tr>:first-child]:shadow-[1px_0_0_var(--border)]',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/60 text-left', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b transition-colors hover:bg-muted/40 aria-selected:bg-accent',
        className,
      )}
      {...props}
    />
  );
}

export function TableHeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 align-middle font-semibold whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
