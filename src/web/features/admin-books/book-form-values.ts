import { rupeesToPaise } from '@shared/money.ts';
import type { AdminBookDetail, AdminBookInput } from '@shared/schemas/admin-books.ts';

/** The book form's fields, in the order a server error is looked for. */
export const bookFormFields = [
  'title',
  'author',
  'description',
  'isbn',
  'language',
  'publishedYear',
  'mrp',
  'msp',
  'sellingPrice',
  'stockQuantity',
  'lowStockThreshold',
  'category',
  'collection',
  'isPremium',
  'imageUrl',
  'videoUrl',
  'contributors',
  'format',
  'editionStatement',
  'pageCount',
  'publicationDate',
  'publisher',
  'imprint',
  'series',
] as const satisfies readonly (keyof AdminBookInput)[];

/** docs/product.md §9: a new book starts with 10 in stock; its threshold is the shop's default if left empty. */
export const newBookDefaults: AdminBookInput = {
  title: '',
  author: '',
  description: '',
  isbn: '',
  language: 'English',
  publishedYear: null,
  mrp: undefined as unknown as number,
  msp: null,
  sellingPrice: undefined as unknown as number,
  stockQuantity: 10,
  lowStockThreshold: undefined,
  category: [],
  collection: [],
  isPremium: false,
  imageUrl: '',
  videoUrl: '',
  contributors: [],
  format: null,
  editionStatement: '',
  pageCount: null,
  publicationDate: '',
  publisher: '',
  imprint: '',
  series: { name: '', number: null },
};

/** A saved book as the form's starting values. */
export function bookFormValues(book: AdminBookDetail): AdminBookInput {
  return {
    title: book.title,
    author: book.author,
    description: book.description,
    isbn: book.isbn13 ?? '',
    language: book.language,
    publishedYear: book.publishedYear,
    mrp: book.mrp,
    msp: book.msp,
    sellingPrice: book.sellingPrice,
    stockQuantity: book.stockQuantity,
    lowStockThreshold: book.lowStockThreshold,
    category: book.category,
    collection: book.collection,
    isPremium: book.isPremium,
    imageUrl: book.imageUrl,
    videoUrl: book.videoUrl ?? '',
    contributors: book.contributors ?? [],
    format: book.format ?? null,
    editionStatement: book.editionStatement ?? '',
    pageCount: book.pageCount ?? null,
    publicationDate: book.publicationDate ?? '',
    publisher: book.publisher ?? '',
    imprint: book.imprint ?? '',
    series: { name: book.series?.name ?? '', number: book.series?.number ?? null },
  };
}

/** A number field's text as the schema wants it: empty is `empty` (null or undefined). */
export function numberOrEmpty<E extends null | undefined>(empty: E) {
  return (value: unknown): number | E => {
    if (value === '' || value === null || value === undefined) return empty;
    return typeof value === 'number' ? value : Number(value);
  };
}

const usable = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The discount shoppers will see, worked out as the database does (in paise, rounded half up);
 * null while the prices are incomplete or the selling price is above the MRP.
 */
export function discountOf(mrp: unknown, sellingPrice: unknown): number | null {
  if (!usable(mrp) || !usable(sellingPrice) || mrp <= 0 || sellingPrice < 0) return null;
  const mrpPaise = rupeesToPaise(mrp);
  const sellingPaise = rupeesToPaise(sellingPrice);
  if (sellingPaise > mrpPaise) return null;
  return Math.round(((mrpPaise - sellingPaise) * 100) / mrpPaise);
}

/** What the storefront card preview is drawn from: the form as it stands, plus the saved book's. */
export type BookPreviewValues = Partial<AdminBookInput> & {
  id?: number;
  avgRating?: number;
  ratingCount?: number;
};
