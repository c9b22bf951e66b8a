import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import { Button } from './button.tsx';

export interface PageStepperProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Orders pages"). */
  label: string;
  disabled?: boolean;
  className?: string;
}

/** Previous / "Page n of m" / Next; nothing when everything fits on one page. */
export function PageStepper({
  page,
  pageCount,
  onPageChange,
  label,
  disabled = false,
  className,
}: PageStepperProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3', className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
