import { BookOpen } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import { coverAtWidth, coverSrcSet } from '@web/lib/cover-image.ts';
import { useCoverFailed } from '@web/lib/use-cover-failed.ts';

const sizes = {
  sm: 'w-12',
  md: 'w-16 sm:w-20',
} as const;

/**
 * A small cover for lists (cart, checkout, orders): decorative where the title is beside it;
 * given `alt` (the book's title) where the cover stands alone, as on the orders list.
 */
export function BookThumbnail({
  imageUrl,
  size = 'md',
  className,
  alt = '',
}: {
  imageUrl: string;
  size?: keyof typeof sizes;
  className?: string;
  alt?: string;
}) {
  const srcSet = coverSrcSet(imageUrl);
  const { failed, coverProps } = useCoverFailed(imageUrl);
  return (
    <div
      className={cn(
        'aspect-[2/3] shrink-0 overflow-hidden rounded-md border bg-muted',
        sizes[size],
        className,
      )}
    >
      {imageUrl && !failed ? (
        <img
          {...coverProps}
          src={srcSet ? coverAtWidth(imageUrl, 160) : imageUrl}
          srcSet={srcSet}
          sizes="80px"
          width={160}
          height={240}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div
          className="flex size-full items-center justify-center text-muted-foreground"
          {...(alt ? { role: 'img', 'aria-label': alt } : {})}
        >
          <BookOpen aria-hidden="true" className="size-5" />
        </div>
      )}
    </div>
  );
}
