import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn.ts';
import { pageItems } from './pagination-items.ts';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Pages as links (shareable listings), or… */
  hrefFor?: (page: number) => string;
  /** …as buttons (a section within a page). */
  onPageChange?: (page: number) => void;
  className?: string;
}

const itemClassName =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium sm:h-10 sm:min-w-10 sm:px-3';
const activeClassName = 'bg-primary text-primary-foreground';
const idleClassName =
  'cursor-pointer border border-input bg-card text-foreground hover:bg-accent hover:text-accent-foreground';
const disabledClassName = 'border border-transparent text-muted-foreground opacity-60';

/** Numbered pages with previous and next; the current page is marked with aria-current. */
export function Pagination({
  page,
  totalPages,
  label = 'Pagination',
  hrefFor,
  onPageChange,
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;

  function item(target: number, content: ReactNode, extra: { ariaLabel?: string } = {}) {
    const current = target === page;
    const className = cn(itemClassName, current ? activeClassName : idleClassName);
    const common = {
      className,
      'aria-label': extra.ariaLabel,
      'aria-current': current ? ('page' as const) : undefined,
    };
    if (hrefFor) {
      return (
        <Link to={hrefFor(target)} {...common}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" onClick={() => onPageChange?.(target)} {...common}>
        {content}
      </button>
    );
  }

  function step(target: number, text: string, icon: ReactNode, iconFirst: boolean) {
    const body = (
      <>
        {iconFirst ? icon : null}
        <span className="sr-only sm:not-sr-only">{text}</span>
        {iconFirst ? null : icon}
      </>
    );
    if (target < 1 || target > totalPages) {
      return (
        <span aria-disabled="true" className={cn(itemClassName, disabledClassName)}>
          {body}
        </span>
      );
    }
    return item(target, body);
  }

  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          {step(page - 1, 'Previous', <ChevronLeft aria-hidden="true" className="size-4" />, true)}
        </li>
        {pageItems(page, totalPages).map((p, i) => (
          <li key={p === 'gap' ? `gap-${i}` : p}>
            {p === 'gap' ? (
              <span
                aria-hidden="true"
                className="inline-flex h-9 w-5 items-end justify-center pb-2 text-muted-foreground sm:h-10 sm:w-6"
              >
                …
              </span>
            ) : (
              item(p, p, { ariaLabel: `Page ${p}` })
            )}
          </li>
        ))}
        <li>
          {step(page + 1, 'Next', <ChevronRight aria-hidden="true" className="size-4" />, false)}
        </li>
      </ul>
    </nav>
  );
}
