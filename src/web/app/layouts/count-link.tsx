import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';

export interface CountLinkProps {
  to: string;
  label: string;
  count: number;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The accessible name when it is not "Cart, 2 items". */
  ariaLabel?: string;
}

/** A header icon link with a count badge, shown only when the count is above zero (docs/product.md §2). */
export function CountLink({ to, label, count, Icon, ariaLabel }: CountLinkProps) {
  return (
    <Link
      to={to}
      aria-label={
        ariaLabel ?? (count > 0 ? `${label}, ${count} ${count === 1 ? 'item' : 'items'}` : label)
      }
      // A little smaller on phones, so four icons and the account button fit one row at 375 px.
      className={cn(
        buttonVariants({ variant: 'ghost', size: null }),
        'relative h-9 w-8 sm:size-10',
      )}
    >
      <Icon aria-hidden={true} className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-badge px-1 text-[0.6875rem] leading-5 font-semibold text-badge-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
