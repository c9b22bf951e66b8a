import { Star } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@web/lib/cn.ts';

const stars = [1, 2, 3, 4, 5] as const;

/** Read-only stars: "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      <span className="sr-only">Rated {rating} out of 5</span>
      {stars.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= rating ? 'fill-rating text-rating' : 'text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}

export interface StarRatingInputProps {
  /** The chosen rating as the radios hold it ("1".."5"), or null. */
  value: string | null;
  registration: UseFormRegisterReturn;
  errorId?: string;
  invalid?: boolean;
}

/**
 * Five native radio buttons drawn as stars (put them in a fieldset with a legend): arrow keys
 * change the rating, and each star is named "1 star" … "5 stars".
 */
export function StarRatingInput({ value, registration, errorId, invalid }: StarRatingInputProps) {
  const chosen = Number(value) || 0;
  return (
    <div className="flex items-center gap-1">
      {stars.map((n) => (
        <label
          key={n}
          className="relative cursor-pointer rounded-md p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring"
        >
          {/* Transparent over its star, so a click or tap lands on the radio itself. */}
          <input
            type="radio"
            value={String(n)}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            aria-label={n === 1 ? '1 star' : `${n} stars`}
            aria-invalid={invalid || undefined}
            aria-describedby={errorId}
            {...registration}
          />
          <Star
            aria-hidden="true"
            className={cn(
              'size-8 transition-colors',
              n <= chosen ? 'fill-rating text-rating' : 'text-muted-foreground/60',
            )}
          />
        </label>
      ))}
      <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
        {chosen ? `${chosen} of 5` : 'Choose 1 to 5 stars'}
      </span>
    </div>
  );
}
