import { Star } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';

/** Five stars, filled to the nearest half, named "Rated 4.5 out of 5". */
export function StarRating({
  rating,
  className,
  size = 'size-4',
}: {
  rating: number;
  className?: string;
  size?: string;
}) {
  const halves = Math.round(rating * 2);
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1).replace(/\.0$/, '')} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'none';
        return (
          <span key={n} aria-hidden="true" className={cn('relative inline-block', size)}>
            <Star className={cn('absolute inset-0 text-rating', size)} />
            {fill === 'none' ? null : (
              <span
                className={cn(
                  'absolute inset-y-0 left-0 overflow-hidden',
                  fill === 'half' ? 'w-1/2' : 'w-full',
                )}
              >
                <Star className={cn('fill-rating text-rating', size)} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
