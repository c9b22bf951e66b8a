import { DeliveryCheck } from '@web/features/delivery/delivery.public.ts';
import { textLinkClassName } from './text-link.ts';
import { BookOpen, ChevronRight, Crown, ZoomIn } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookDetail } from '@shared/schemas/catalog.ts';
import { bookPageCoverSizes } from '@shared/image-variants.ts';
import { formatINR } from '@shared/money.ts';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { slugOf } from '@shared/params.ts';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { coverAtWidth, coverSrcSet } from '@web/lib/cover-image.ts';
import { useCoverFailed } from '@web/lib/use-cover-failed.ts';
import { discountPercent, stockStatus } from '../stock-status.ts';
import { bookVideo } from '../video-embed.ts';
import { BookRail } from './book-rail.tsx';
import { Details } from './book-details-list.tsx';
import { Credits, EditionSwitcher, OtherEditions, SeriesNav } from './edition-panel.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { StarRating } from './star-rating.tsx';

const CoverZoomDialog = lazy(() => import('./cover-zoom-dialog.tsx'));

export interface BookDetailViewProps {
  book: BookDetail;
  /** The buying buttons (add to cart, wishlist, share), composed by the page. */
  actions: ReactNode;
  /** The reviews: the reader's own (write, edit, delete) and everyone's, composed by the page. */
  reviews: ReactNode;
}

const stockTone = {
  preorder: 'text-info',
  'in-stock': 'text-success',
  low: 'text-warning',
  out: 'text-destructive',
} as const;

const linkClassName = textLinkClassName;

function BookCover({ book }: { book: BookDetail }) {
  const [zoomed, setZoomed] = useState(false);
  const [zoomUsed, setZoomUsed] = useState(false);
  if (zoomed && !zoomUsed) setZoomUsed(true);
  const srcSet = coverSrcSet(book.imageUrl);
  const { failed, coverProps } = useCoverFailed(book.imageUrl);
  const frame =
    'mx-auto block aspect-[2/3] w-full max-w-64 overflow-hidden rounded-lg bg-muted shadow-md md:max-w-none';
  if (!book.imageUrl || failed) {
    return (
      <div className={cn(frame, 'flex items-center justify-center text-muted-foreground')}>
        <BookOpen aria-hidden="true" className="size-16" />
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setZoomed(true)}
        aria-haspopup="dialog"
        aria-label={`Enlarge the cover of ${book.title}`}
        className={cn(frame, 'group relative cursor-zoom-in')}
      >
        <img
          {...coverProps}
          src={srcSet ? coverAtWidth(book.imageUrl, 320) : book.imageUrl}
          srcSet={srcSet}
          sizes={bookPageCoverSizes}
          width={320}
          height={480}
          alt=""
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-card/90 text-foreground shadow-sm transition-opacity md:opacity-0 md:group-hover:opacity-100 md:group-focus-visible:opacity-100"
        >
          <ZoomIn className="size-5" />
        </span>
      </button>
      {zoomUsed ? (
        <Suspense fallback={null}>
          <CoverZoomDialog
            open={zoomed}
            onOpenChange={setZoomed}
            title={book.title}
            author={book.author}
            src={srcSet ? coverAtWidth(book.imageUrl, 640) : book.imageUrl}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function Price({ book }: { book: BookDetail }) {
  const discount = discountPercent(book);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-semibold">
          <span className="sr-only">Price </span>
          {formatINR(book.sellingPrice)}
        </span>
        {discount > 0 ? (
          <>
            <span className="text-muted-foreground">
              M.R.P.: <del>{formatINR(book.mrp)}</del>
            </span>
            <span className="rounded-md bg-success/10 px-2 py-0.5 text-sm font-semibold text-success">
              {discount}% off
            </span>
          </>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">Inclusive of all taxes</p>
    </div>
  );
}

function Video({ book }: { book: BookDetail }) {
  const video = bookVideo(book.videoUrl);
  if (video.kind === 'none') return null;
  return (
    <section aria-labelledby="video-heading" className="space-y-3">
      <h2 id="video-heading" className="text-2xl font-semibold">
        Video
      </h2>
      <div className="aspect-video w-full max-w-3xl overflow-hidden rounded-lg border bg-black">
        {video.kind === 'youtube' ? (
          <iframe
            src={video.embedUrl}
            title={`Video: ${book.title}`}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="size-full"
          />
        ) : (
          <video
            controls
            preload="metadata"
            className="size-full"
            aria-label={`Video: ${book.title}`}
          >
            <source src={video.src} />
            <a href={video.src}>Watch the video</a>
          </video>
        )}
      </div>
    </section>
  );
}

/** The book page: cover, price, stock, buying buttons, description, details, reviews, related. */
export function BookDetailView({ book, actions, reviews }: BookDetailViewProps) {
  return (
    <div className="space-y-12">
      <Breadcrumb book={book} />

      <div className="-mt-6 grid gap-8 md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12">
        <div>
          <BookCover book={book} />
        </div>
        <div className="min-w-0 space-y-6">
          <BookHeading book={book} />

          <SeriesNav book={book} />

          <BuyBox book={book} actions={actions} />

          <EditionSwitcher book={book} />

          <AboutBook book={book} />

          <section aria-labelledby="details-heading" className="space-y-3">
            <h2 id="details-heading" className="text-2xl font-semibold">
              Details
            </h2>
            <Details book={book} />
          </section>

          <OtherEditions book={book} />
        </div>
      </div>

      <Video book={book} />

      <Reviews book={book} reviews={reviews} />

      {book.related.length > 0 ? (
        <BookRail id="related" title="You may also like" books={book.related} />
      ) : null}
    </div>
  );
}

/** Home, the book's first category, the book. */
function Breadcrumb({ book }: { book: BookDetail }) {
  const firstCategory = book.category[0];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        <li>
          <Link to={paths.home} className="hover:text-foreground hover:underline">
            Home
          </Link>
        </li>
        {firstCategory ? (
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4" />
            <Link
              to={paths.collections({ category: firstCategory })}
              className="hover:text-foreground hover:underline"
            >
              {firstCategory}
            </Link>
          </li>
        ) : null}
        <li className="flex min-w-0 items-center gap-1">
          <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
          <span aria-current="page" className="truncate text-foreground">
            {book.title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** The title with its premium badge, the credits and the rating. */
function BookHeading({ book }: { book: BookDetail }) {
  return (
    <div className="space-y-2">
      {book.isPremium ? (
        <p className="inline-flex items-center gap-1 rounded-full bg-badge px-2.5 py-0.5 text-xs font-semibold text-badge-foreground">
          <Crown aria-hidden="true" className="size-3.5" />
          Premium edition
        </p>
      ) : null}
      <h1 className="text-3xl leading-tight font-semibold sm:text-4xl">{book.title}</h1>
      <Credits
        book={book}
        fallback={
          <Link
            // The author's page; a name with no Latin letters is searched for instead.
            to={
              slugOf(book.author)
                ? paths.author(book.author)
                : paths.collections({ search: book.author })
            }
            className={linkClassName}
          >
            {book.author}
          </Link>
        }
      />
      {book.ratingCount > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <StarRating rating={book.avgRating} />
          <span className="font-medium">{book.avgRating.toFixed(1)}</span>
          <a href="#reviews-heading" className={linkClassName}>
            {book.ratingCount} {book.ratingCount === 1 ? 'rating' : 'ratings'}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Price, stock, the buying buttons and the delivery check. */
function BuyBox({ book, actions }: { book: BookDetail; actions: ReactNode }) {
  const stock = stockStatus(book);
  return (
    <div className="space-y-3 rounded-lg border bg-card p-5">
      <Price book={book} />
      <p className={cn('font-semibold', stockTone[stock.kind])}>{stock.label}</p>
      {actions}
      <DeliveryCheck amount={book.sellingPrice} className="border-t pt-3" />
    </div>
  );
}

/** The description, a paragraph for each blank-line-separated part. */
function AboutBook({ book }: { book: BookDetail }) {
  if (!book.description) return null;
  return (
    <section aria-labelledby="about-heading" className="space-y-2">
      <h2 id="about-heading" className="text-2xl font-semibold">
        About this book
      </h2>
      <div className="max-w-prose space-y-3 leading-relaxed">
        {book.description
          .split(/\n\s*\n/)
          .filter((p) => p.trim() !== '')
          .map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
      </div>
    </section>
  );
}

function Reviews({ book, reviews }: { book: BookDetail; reviews: ReactNode }) {
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="scroll-mt-24 text-2xl font-semibold">
        Ratings &amp; reviews
      </h2>
      <div className="grid gap-6 md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12">
        <RatingSummary book={book} />
        <div className="min-w-0 space-y-6">{reviews}</div>
      </div>
    </section>
  );
}

/** The book page's shape while it loads, so nothing jumps when it arrives. */
export function BookDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading the book" className="space-y-12">
      <Skeleton className="h-5 w-64" />
      <div className="-mt-6 grid gap-8 md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12">
        <Skeleton className="mx-auto aspect-[2/3] w-full max-w-64 md:max-w-none" />
        <div className="space-y-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      </div>
    </div>
  );
}
