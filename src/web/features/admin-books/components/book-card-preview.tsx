import type { BookCard as BookCardData } from '@shared/schemas/book.ts';
import { BookCard } from '@web/features/catalog/catalog.public.ts';
import { discountOf, type BookPreviewValues } from '../book-form-values.ts';

// docs/product.md §9's default; a blank threshold takes the shop's setting, which only the server knows.
const defaultLowStockThreshold = 5;

const finite = (n: unknown, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? n : fallback;

/**
 * The storefront's own book card, drawn from the form as it stands. Inert: it is a picture of
 * the card, so its link neither takes focus nor leaves the form.
 */
export function BookCardPreview({ values }: { values: BookPreviewValues }) {
  const mrp = finite(values.mrp, 0);
  const sellingPrice = finite(values.sellingPrice, 0);
  const stockQuantity = finite(values.stockQuantity, 0);
  const book: BookCardData = {
    id: values.id ?? 0,
    title: values.title?.trim() || 'Book title',
    author: values.author?.trim() || 'Author',
    imageUrl: values.imageUrl?.trim() ?? '',
    mrp,
    sellingPrice,
    discountPercentage: discountOf(mrp, sellingPrice) ?? 0,
    avgRating: values.avgRating ?? 0,
    ratingCount: values.ratingCount ?? 0,
    inStock: stockQuantity > 0 ? 1 : 0,
    stockQuantity,
    lowStockThreshold: finite(values.lowStockThreshold, defaultLowStockThreshold),
    isPremium: values.isPremium ? 1 : 0,
    category: values.category ?? [],
    publicationDate: values.publicationDate || null,
  };
  return (
    <section aria-labelledby="book-preview-heading">
      <h2 id="book-preview-heading" className="mb-2 text-sm font-semibold text-muted-foreground">
        Storefront preview
      </h2>
      <div inert className="pointer-events-none mx-auto w-52 select-none">
        <BookCard book={book} />
      </div>
    </section>
  );
}
