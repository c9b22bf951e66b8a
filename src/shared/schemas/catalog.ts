import { z } from 'zod';
import { bookCardSchema } from './book.ts';

/** Sort orders of the book listings. */
export const bookSorts = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
  'bestselling',
] as const;
export type BookSort = (typeof bookSorts)[number];

/** Price bands of the filter panel, in rupees; `max` is exclusive. */
export const priceBands = [
  { key: 'under-200', label: 'Under ₹200', min: 0, max: 200 },
  { key: '200-499', label: '₹200 – ₹499', min: 200, max: 500 },
  { key: '500-999', label: '₹500 – ₹999', min: 500, max: 1000 },
  { key: '1000-plus', label: '₹1,000 and above', min: 1000, max: null },
] as const;

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

const rupees = z.coerce
  .number({ error: 'Price must be a number of rupees' })
  .min(0, 'Price cannot be negative')
  .max(1_000_000, 'Price can be at most ₹10,00,000');

/** A whole number from `min` to `max`, named in its messages (a query string's page, size, rating). */
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max.toLocaleString('en-IN')}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** GET /api/books query: the filters, sort and page of every listing (also the URL's). */
export const booksQuerySchema = z
  .object({
    search: z.string().trim().max(200, 'Search is too long').optional(),
    category: z.string().trim().max(100).optional(),
    collection: z.string().trim().max(100).optional(),
    minPrice: rupees.optional(),
    maxPrice: rupees.optional(),
    minRating: wholeNumber('Rating', 1, 5).optional(),
    inStock: flag.optional(),
    premium: flag.optional(),
    /** Only books that have sold at least one copy (the home page's bestsellers). */
    sold: flag.optional(),
    /** Search for the words as typed, without correcting their spelling. */
    exact: flag.optional(),
    /** An edition's format as its ONIX ProductForm code (BC paperback, BB hardback, …). */
    format: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9]$/, 'Format must be a two-letter code such as BC or BB')
      .optional(),
    language: z.string().trim().max(50, 'Language is too long').optional(),
    /** A publisher's slug (its page's address). */
    publisher: z
      .string()
      .trim()
      .max(120, 'Publisher is too long')
      .regex(/^[a-z0-9-]*$/, 'Publisher must be written as in its page’s address')
      .optional(),
    /**
     * `work`: one edition per work (each work's lead, see migration 0020) — what the storefront
     * lists; every edition otherwise, as the spec's listing does.
     */
    editions: z.enum(['all', 'work']).optional(),
    sort: z.enum(bookSorts).optional(),
    page: wholeNumber('Page', 1, 10_000).default(1),
    pageSize: wholeNumber('Page size', 1, 60).default(24),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'The lowest price must not be above the highest',
    path: ['maxPrice'],
  });
export type BooksQueryInput = z.input<typeof booksQuerySchema>;

/** GET /api/books's query string: the listing's query, and `facets=0` to skip counting facets. */
export const booksListQuerySchema = booksQuerySchema.and(
  z.object({ facets: z.enum(['0', '1']).optional() }),
);
export type BooksQuery = z.output<typeof booksQuerySchema>;

export const facetCountSchema = z.object({ name: z.string(), count: z.number().int() });

/** What a listing's edition filters offer (catalogue-wide), with each one's number of books. */
export const editionFilterOptionsSchema = z.object({
  formats: z.array(z.object({ code: z.string(), label: z.string(), count: z.number().int() })),
  languages: z.array(facetCountSchema),
  publishers: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
});
export type EditionFilterOptions = z.infer<typeof editionFilterOptionsSchema>;

/** A series, person or publisher whose name a search is, with their page and number of books. */
export const namedPagesSchema = z.array(
  z.object({
    kind: z.enum(['series', 'person', 'publisher']),
    name: z.string(),
    slug: z.string(),
    books: z.number().int(),
    /** It has more books than `books` (counted up to a bound: "1,000+ books"). */
    more: z.literal(true).optional(),
    /** A person's roles ("Author", "Translator"); empty for the others. */
    roles: z.array(z.string()),
  }),
);
export type NamedPages = z.infer<typeof namedPagesSchema>;

export const booksListSchema = z.object({
  items: z.array(bookCardSchema),
  total: z.number().int(),
  /**
   * False when a search finds more books than a listing counts: `total` books are listed (the
   * most relevant) and more were found; the facets then name the listed books' categories and
   * their counts are not shown.
   */
  totalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    categories: z.array(facetCountSchema),
    priceBands: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        min: z.number(),
        max: z.number().nullable(),
        count: z.number().int(),
      }),
    ),
    inStock: z.number().int(),
  }),
  /** The pages the search names (a series, a person, a publisher), on its first page. */
  namedPages: namedPagesSchema.optional(),
  /** The edition filters' choices, with the facets (absent when facets are not asked for). */
  editionFilters: editionFilterOptionsSchema.optional(),
  /** A likely intended search when this one found little. */
  didYouMean: z.string().nullable(),
  /**
   * The corrected search whose books are listed, when the search as typed found none
   * ("Showing results for …"); null when the books are the typed search's own.
   */
  showingResultsFor: z.string().nullable(),
});
export type BooksList = z.infer<typeof booksListSchema>;

export const bookDetailSchema = bookCardSchema.extend({
  description: z.string(),
  isbn13: z.string().nullable(),
  videoUrl: z.string().nullable(),
  mspp: z.number().nullable(),
  collection: z.array(z.string()),
  language: z.string(),
  publishedYear: z.number().int().nullable(),
  ratingSummary: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  related: z.array(bookCardSchema),
  createdAt: z.string(),
  /** Everyone credited on this edition, in order, with their ONIX role and its words. */
  contributors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      role: z.string(),
      roleLabel: z.string(),
      /** "Translated by": how the role credits a person on the book. */
      by: z.string(),
    }),
  ),
  format: z.string().nullable(),
  formatLabel: z.string().nullable(),
  editionStatement: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  /** YYYY-MM-DD; a date after today makes the edition a pre-order. */
  publicationDate: z.string().nullable(),
  publisher: z.object({ name: z.string(), slug: z.string() }).nullable(),
  imprint: z.string().nullable(),
  work: z.object({ id: z.number().int(), title: z.string() }),
  /** The live editions of the work, this one included, in stock and cheapest first. */
  editions: z.array(
    z.object({
      id: z.number().int(),
      formatLabel: z.string().nullable(),
      editionStatement: z.string().nullable(),
      language: z.string(),
      sellingPrice: z.number(),
      mrp: z.number(),
      inStock: z.boolean(),
      publicationDate: z.string().nullable(),
      isbn13: z.string().nullable(),
      publisher: z.string().nullable(),
    }),
  ),
  /** The series this work is a volume of, with the volumes on either side. */
  series: z
    .object({
      name: z.string(),
      slug: z.string(),
      number: z.number().nullable(),
      previous: z
        .object({ id: z.number().int(), title: z.string(), number: z.number() })
        .nullable(),
      next: z.object({ id: z.number().int(), title: z.string(), number: z.number() }).nullable(),
    })
    .nullable(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

/** A person's page: their books, grouped by what they did ("Translated by"). */
export const personPageSchema = z.object({
  name: z.string(),
  /**
   * The person's own slug. An older link spelled from an author string ("rowling-j-k") that
   * reaches one person carries theirs, and the page moves there (301).
   */
  slug: z.string().optional(),
  count: z.number().int(),
  books: z.array(bookCardSchema),
  sortName: z.string().nullable(),
  groups: z.array(
    z.object({ role: z.string(), heading: z.string(), books: z.array(bookCardSchema) }),
  ),
});
export type PersonPage = z.infer<typeof personPageSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewStatuses = ['published', 'pending', 'hidden'] as const;

/** The author's own review: also whether shoppers see it, and staff's reason when not. */
export const ownReviewSchema = reviewSchema.extend({
  status: z.enum(reviewStatuses),
  moderationReason: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const reviewReportMessages = {
  own: 'You cannot report your own review.',
  done: 'Thank you. The shop’s staff will look at this review.',
  already: 'You have already reported this review. The shop’s staff will look at it.',
} as const;

/** POST /api/reviews/:id/report: why a shopper thinks a review should not be shown. */
export const reviewReportSchema = z.object({
  reason: z
    .string({ error: 'Say why this review should be looked at' })
    .trim()
    .min(3, 'Say why this review should be looked at')
    .max(500, 'The reason must be at most 500 characters'),
});

export const reviewsPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const suggestQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });

export const suggestionsSchema = z.object({
  books: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      author: z.string(),
      imageUrl: z.string(),
      sellingPrice: z.number(),
    }),
  ),
  authors: z.array(z.string()),
  categories: z.array(z.string()),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** A shopper's review (docs/product.md "Reviews"): rating 1–5, comment up to 2,000 characters. */
export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: 'Choose a rating' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comment: z.string().trim().max(2000, 'Your review must be at most 2,000 characters').default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSorts = ['newest', 'highest', 'lowest'] as const;

/** A series' page: its volumes in reading order, each shown by its work's lead edition. */
export const seriesPageSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  volumes: z.array(
    z.object({
      number: z.number().nullable(),
      title: z.string(),
      /** How many live editions the volume has, and whether any is in stock. */
      editions: z.number().int(),
      inStock: z.boolean(),
      book: bookCardSchema,
    }),
  ),
});
export type SeriesPage = z.infer<typeof seriesPageSchema>;

/** GET /api/publishers/:slug's query: the page, refused in the listing's words. */
export const publisherPageQuerySchema = z.object({
  page: wholeNumber('Page', 1, 10_000).default(1),
});

/** A publisher's page: its live books, newest first, a page at a time. */
export const publisherPageSchema = z.object({
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  books: z.array(bookCardSchema),
});
export type PublisherPage = z.infer<typeof publisherPageSchema>;
