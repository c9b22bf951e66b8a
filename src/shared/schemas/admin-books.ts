import { z } from 'zod';
import { toIsbn13 } from '../isbn.ts';
import { editionDetailSchema, editionFieldsSchema } from './admin-book-trade.ts';
import { adminPageQuery, pageOf, queryFlag, rupeeAmount } from './admin-common.ts';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const wholeNumber = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} must be at most 1,000,000`);

const distinct = (names: string[]) => {
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()));
};

/** Empty text means "none". */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** The earliest year a book may carry: years before the Common Era are negative (Homer: -720). */
export const publishedYearMin = -3000;

export const adminBookMessages = {
  yearTooEarly: `Year must be ${-publishedYearMin} BCE (${publishedYearMin}) or later; write years before the Common Era as negative numbers, such as -720`,
  yearZero: 'There is no year 0: leave the year empty when it is not known',
  sellingAboveMrp: 'Selling price cannot be more than the MRP',
  isbn: 'Enter a valid ISBN-13 (or an ISBN-10, which is converted)',
  videoUrl: 'Video link must start with http:// or https://',
  imageUrl: 'Image must be an uploaded image (/uploads/…) or an http(s) link',
  categoryRequired: 'Choose at least one category',
  collectionRequired: 'Choose a collection',
} as const;

const isHttpUrl = (v: string) => /^https?:\/\//i.test(v) && URL.canParse(v);

/**
 * The book form (admin "new" and "edit"), and the body of POST and PUT /api/admin/books.
 * Prices in rupees; the server also checks each category against the site configuration.
 */
export const adminBookSchema = z
  .object({
    title: requiredText('Title', 300),
    // Several authors in one field can run long (742 characters in a real catalogue); cards
    // shorten them, so they are stored whole.
    author: requiredText('Author', 2000),
    description: z
      .string()
      .trim()
      .max(5000, 'Description must be at most 5,000 characters')
      .default(''),
    mrp: rupeeAmount('MRP').refine((v) => v > 0, 'MRP must be more than ₹0'),
    msp: rupeeAmount('MSP').nullish(),
    sellingPrice: rupeeAmount('Selling price'),
    category: z
      .array(requiredText('Category', 100), { error: adminBookMessages.categoryRequired })
      .min(1, adminBookMessages.categoryRequired)
      .max(20, 'Choose at most 20 categories')
      .transform(distinct),
    collection: z
      .array(requiredText('Collection', 100))
      .max(50, 'A book can be in at most 50 collections')
      .default([])
      .transform(distinct),
    isbn: z
      .string()
      .trim()
      .max(20, adminBookMessages.isbn)
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const isbn13 = toIsbn13(v);
        if (!isbn13) ctx.addIssue({ code: 'custom', message: adminBookMessages.isbn });
        return isbn13;
      }),
    isPremium: z.boolean({ error: 'Premium must be yes or no' }).default(false),
    stockQuantity: wholeNumber('Stock'),
    /** Absent: the shop's default low-stock threshold (settings). */
    lowStockThreshold: wholeNumber('Low-stock threshold').optional(),
    videoUrl: optionalText(500, adminBookMessages.videoUrl).refine(
      (v) => v === null || isHttpUrl(v),
      adminBookMessages.videoUrl,
    ),
    imageUrl: z
      .string()
      .trim()
      .max(500, adminBookMessages.imageUrl)
      .refine(
        (v) => v === '' || v.startsWith('/uploads/') || isHttpUrl(v),
        adminBookMessages.imageUrl,
      )
      .default(''),
    language: requiredText('Language', 50).default('English'),
    publishedYear: z
      .number({ error: 'Year must be a number' })
      .int('Year must be a whole number')
      .min(publishedYearMin, adminBookMessages.yearTooEarly)
      .refine((v) => v !== 0, adminBookMessages.yearZero)
      .refine((v) => v <= new Date().getFullYear() + 1, 'Year cannot be in the future')
      .nullish()
      .transform((v) => v ?? null),
    // The book trade's fields (format, publisher, series, contributors, …): each optional.
    ...editionFieldsSchema.shape,
  })
  .refine((b) => b.sellingPrice <= b.mrp, {
    message: adminBookMessages.sellingAboveMrp,
    path: ['sellingPrice'],
  });
export type AdminBookInput = z.input<typeof adminBookSchema>;
export type AdminBookValues = z.output<typeof adminBookSchema>;

/** PATCH /api/admin/books/:id/stock */
export const bookStockSchema = z.object({ stockQuantity: wholeNumber('Stock') });

/** PATCH /api/admin/books/:id/price: the selling price alone, as the books list edits it. */
export const bookPriceSchema = z.object({ sellingPrice: rupeeAmount('Selling price') });

export const bulkBookActions = [
  'archive',
  'unarchive',
  'set-premium',
  'unset-premium',
  'add-to-collection',
  'remove-from-collection',
] as const;
export type BulkBookAction = (typeof bulkBookActions)[number];

/** POST /api/admin/books/bulk */
export const bulkBookActionSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(2_147_483_647, 'No such book'), {
        error: 'Choose at least one book',
      })
      .min(1, 'Choose at least one book')
      .max(500, 'Choose at most 500 books at a time')
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(bulkBookActions, { error: 'Choose an action' }),
    collection: z.string().trim().max(100, 'Collection must be at most 100 characters').optional(),
  })
  .refine((b) => !b.action.endsWith('-collection') || Boolean(b.collection), {
    message: adminBookMessages.collectionRequired,
    path: ['collection'],
  });
export type BulkBookActionInput = z.input<typeof bulkBookActionSchema>;

/**
 * Stock filter: `out` none left, `low` 1 up to the book's threshold, `in` above its threshold.
 */
export const stockFilters = ['in', 'low', 'out'] as const;
export const adminBookSorts = [
  'newest',
  'oldest',
  'updated',
  'title',
  'title-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
  'bestselling',
] as const;
export type AdminBookSort = (typeof adminBookSorts)[number];

/** GET /api/admin/books: archived books are left out unless `archived` is `1` or `all`. */
export const adminBooksQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  category: z.string().trim().max(100).optional(),
  collection: z.string().trim().max(100).optional(),
  stock: z.enum(stockFilters).optional(),
  premium: queryFlag.optional(),
  archived: z
    .union([queryFlag, z.literal('all')])
    .optional()
    .transform((v) => v ?? false),
  sort: z.enum(adminBookSorts).default('newest'),
  ...adminPageQuery,
});
export type AdminBooksQuery = z.output<typeof adminBooksQuerySchema>;

/** A book as staff see it (no transforms: this is a response schema). */
export const adminBookRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  imageUrl: z.string(),
  mrp: z.number(),
  msp: z.number().nullable(),
  sellingPrice: z.number(),
  discountPercentage: z.number().int(),
  category: z.array(z.string()),
  collection: z.array(z.string()),
  isbn13: z.string().nullable(),
  isPremium: z.boolean(),
  stockQuantity: z.number().int(),
  lowStockThreshold: z.number().int(),
  stockStatus: z.enum(stockFilters),
  soldCount: z.number().int(),
  avgRating: z.number(),
  ratingCount: z.number().int(),
  language: z.string(),
  publishedYear: z.number().int().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBookRow = z.infer<typeof adminBookRowSchema>;

export const adminBookDetailSchema = adminBookRowSchema.extend({
  description: z.string(),
  videoUrl: z.string().nullable(),
  ...editionDetailSchema.partial().shape,
});
export type AdminBookDetail = z.infer<typeof adminBookDetailSchema>;

export const adminBooksPageSchema = pageOf(adminBookRowSchema);
export type AdminBooksPage = z.infer<typeof adminBooksPageSchema>;

export const bulkBookResultSchema = z.object({ updated: z.number().int() });

/** GET /api/admin/books/collections: every collection name in use, with how many books (archived too). */
export const adminBookCollectionsSchema = z.object({
  items: z.array(z.object({ name: z.string(), bookCount: z.number().int() })),
});
export type AdminBookCollections = z.infer<typeof adminBookCollectionsSchema>;
