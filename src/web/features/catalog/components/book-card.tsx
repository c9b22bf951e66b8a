import { BookOpen, Crown, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { BookCard as BookCardData } from '@shared/schemas/book.ts';
import { bookCardCoverSizes } from '@shared/image-variants.ts';
import { formatINR } from '@shared/money.ts';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { coverAtWidth, coverSrcSet } from '@web/lib/cover-image.ts';
import { useCoverFailed } from '@web/lib/use-cover-failed.ts';
import { discountPercent, stockStatus } from '../stock-status.ts';

export interface BookCardProps {
  book: BookCardData;
  /** The page's first visible cover: load it at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

const stockTone = {
  preorder: 'text-info',
  'in-stock': 'text-success',
  low: 'text-warning',
  out: 'text-destructive',
} as const;

/** The one book card of every listing: the whole card opens the book. */
export function BookCard({ book, priority = false, className }: BookCardProps) {
  const stock = stockStatus(book);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-lg border bg-card p-3 text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        className,
      )}
    >
      <CardCover book={book} priority={priority} />
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <h3 className="line-clamp-2 font-serif text-base leading-snug font-semibold">
          <Link
            to={paths.book(book.id)}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {book.title}
          </Link>
        </h3>
        <p className="line-clamp-1 text-sm text-muted-foreground">{book.author}</p>
        {book.ratingCount > 0 ? <CardRating book={book} /> : null}
        <CardPrice book={book} />
        <p className={cn('text-sm font-medium', stockTone[stock.kind])}>{stock.label}</p>
      </div>
    </article>
  );
}

/** The cover (or the book mark when it has none or it does not load) with the premium badge. */
function CardCover({ book, priority }: { book: BookCardData; priority: boolean }) {
  const srcSet = coverSrcSet(book.imageUrl);
  const { failed, coverProps } = useCoverFailed(book.imageUrl);
  return (
    <div className="relative aspect-[2/3] overflow-hidden rounded-md bg-muted">
      {book.imageUrl && !failed ? (
        <img
          {...coverProps}
          src={srcSet ? coverAtWidth(book.imageUrl, 320) : book.imageUrl}
          srcSet={srcSet}
          sizes={bookCardCoverSizes}
          width={320}
          height={480}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <BookOpen aria-hidden="true" className="size-10" />
        </div>
      )}
      {book.isPremium ? (
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-badge px-2 py-0.5 text-xs font-semibold text-badge-foreground shadow-sm">
          <Crown aria-hidden="true" className="size-3" />
          Premium
        </span>
      ) : null}
    </div>
  );
}

function CardRating({ book }: { book: BookCardData }) {
  return (
    <p className="flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-rating text-rating" />
      <span className="sr-only">Rated</span>
      <span className="font-medium">{book.avgRating.toFixed(1)}</span>
      <span className="sr-only">out of 5,</span>
      <span className="text-muted-foreground">
        ({book.ratingCount}
        <span className="sr-only"> ratings</span>)
      </span>
    </p>
  );
}

function CardPrice({ book }: { book: BookCardData }) {
  const discount = discountPercent(book);
  return (
    <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
      <span className="text-lg font-semibold">
        <span className="sr-only">Price </span>
        {formatINR(book.sellingPrice)}
      </span>
      {discount > 0 ? (
        <>
          <del className="text-sm text-muted-foreground">
            <span className="sr-only">MRP </span>
            {formatINR(book.mrp)}
          </del>
          <span className="text-sm font-medium text-success">{discount}% off</span>
        </>
      ) : null}
    </p>
  );
}

export function BookCardSkeleton() {
  return (
    <div className="flex flex-col rounded-lg border bg-card p-3">
      <Skeleton className="aspect-[2/3] w-full" />
      <Skeleton className="mt-3 h-4 w-5/6" />
      <Skeleton className="mt-2 h-3 w-1/2" />
      <Skeleton className="mt-4 h-5 w-2/3" />
    </div>
  );
}
