import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamps, tsvector } from './columns.ts';

/**
 * docs/product.md §3 `books`. Money columns keep the spec's names (`mrp`, `msp`, `selling_price`) but
 * hold integer paise (docs/product.md "Money is exact"); the API converts to rupees.
 * `discount_percentage` and `in_stock` are generated so they can never disagree with the
 * prices and the stock they are derived from.
 */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    description: text('description').notNull().default(''),
    mrpPaise: integer('mrp').notNull(),
    mspPaise: integer('msp'),
    sellingPricePaise: integer('selling_price').notNull(),
    discountPercentage: integer('discount_percentage')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN mrp > 0 AND selling_price < mrp THEN round((mrp - selling_price) * 100.0 / mrp)::integer ELSE 0 END`,
      ),
    avgRating: real('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    imageUrl: text('image_url').notNull().default(''),
    videoUrl: text('video_url'),
    isbn13: text('isbn13').unique(),
    category: text('category').array().notNull(),
    collection: text('collection')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPremium: integer('is_premium').notNull().default(0),
    inStock: integer('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN stock_quantity > 0 THEN 1 ELSE 0 END`),
    stockQuantity: integer('stock_quantity').notNull().default(10),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Copies sold, kept with the stock decrement; ranks "bestselling". */
    soldCount: integer('sold_count').notNull().default(0),
    language: text('language').notNull().default('English'),
    publishedYear: integer('published_year'),
    /**
     * The work this book is an edition of (migration 0017). A book inserted without one joins the
     * work of the same title and first author, or starts its own.
     */
    workId: integer('work_id')
      .notNull()
      // Optional on insert: the trigger books_belong_to_work fills it before the row is checked.
      .default(sql`NULL`)
      .references(() => works.id, { onDelete: 'restrict' }),
    /** ONIX ProductForm code (BB hardback, BC paperback, …); null when not stated. */
    format: text('format'),
    editionStatement: text('edition_statement'),
    pageCount: integer('page_count'),
    /** A date after today makes the edition a pre-order. */
    publicationDate: date('publication_date'),
    publisherId: integer('publisher_id').references(() => publishers.id, {
      onDelete: 'set null',
    }),
    imprint: text('imprint'),
    /**
     * The names a search finds the book by besides its title and authors (its other
     * contributors, series, publisher and imprint), kept by triggers (migration 0017).
     */
    creditsText: text('credits_text').notNull().default(''),
    /**
     * The edition a listing shows for its work (migration 0020): in stock first, then the most
     * sold, then the first added. Kept by triggers.
     */
    workLead: boolean('work_lead').notNull().default(true),
    /** Archived books vanish from the storefront but keep their order history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Taken off sale by a feed, not by staff: a later record may put it back (migration 0024). */
    hiddenByFeed: boolean('hidden_by_feed').notNull().default(false),
    /** The title and author in the normal form searches compare (migrations 0008, 0016). */
    titleKey: text('title_key').generatedAlwaysAs(sql`pustak_key(title)`),
    authorKey: text('author_key').generatedAlwaysAs(sql`pustak_key(author)`),
    authorSurname: text('author_surname').generatedAlwaysAs(
      sql`regexp_replace(pustak_key(author), '^.* ', '')`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', pustak_fold(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', pustak_key(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', pustak_fold(coalesce(author, ''))), 'B') || setweight(to_tsvector('simple', pustak_key(coalesce(author, ''))), 'B') || pustak_loose_vector(title, author) || setweight(to_tsvector('english', pustak_fold(pustak_join_text(category) || ' ' || pustak_join_text(collection))), 'C') || setweight(to_tsvector('english', pustak_fold(coalesce(description, ''))), 'D')`,
    ),
    ...timestamps,
  },
  (t) => [
    check('books_stock_quantity_nonnegative', sql`${t.stockQuantity} >= 0`),
    check('books_prices_nonnegative', sql`${t.mrpPaise} >= 0 AND ${t.sellingPricePaise} >= 0`),
    check('books_selling_within_mrp', sql`${t.sellingPricePaise} <= ${t.mrpPaise}`),
    check('books_low_stock_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    check('books_is_premium_flag', sql`${t.isPremium} IN (0, 1)`),
    index('books_search_vector_idx').using('gin', t.searchVector),
    index('books_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('books_author_trgm_idx').using('gin', t.author.op('gin_trgm_ops')),
    index('books_category_idx').using('gin', t.category),
    index('books_collection_idx').using('gin', t.collection),
    index('books_selling_price_idx').on(t.sellingPricePaise),
    index('books_created_at_idx').on(t.createdAt),
    index('books_avg_rating_idx').on(t.avgRating),
    index('books_sold_count_idx').on(t.soldCount),
    index('books_work_id_idx').on(t.workId),
    index('books_publisher_id_idx').on(t.publisherId),
    index('books_publication_date_idx').on(t.publicationDate),
  ],
);

/** Named things of the catalogue with a page of their own: series, publishers. */
const namedColumns = {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Made from the name when a row is inserted without one (migration 0017). */
  slug: text('slug').notNull().unique(),
  /** The name as compared (pustak_name_key): one row per key. */
  nameKey: text('name_key').generatedAlwaysAs(sql`pustak_name_key(name)`),
};

/** A series read in order; its volumes are works with a number. */
export const series = pgTable(
  'series',
  { ...namedColumns, description: text('description').notNull().default(''), ...timestamps },
  (t) => [uniqueIndex('series_name_key_idx').on(t.nameKey)],
);

export const publishers = pgTable('publishers', { ...namedColumns, ...timestamps }, (t) => [
  uniqueIndex('publishers_name_key_idx').on(t.nameKey),
]);

/** A work groups its editions (`books`), and may be a volume of a series. */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    /** The volume's number in its series ("2", "2.5"). */
    seriesNumber: numeric('series_number', { precision: 7, scale: 2 }),
    /** Title and first author as compared; a new edition of them joins this work. */
    groupKey: text('group_key').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('works_series_idx').on(t.seriesId, t.seriesNumber),
    index('works_group_key_idx').on(t.groupKey),
  ],
);

/** A person credited on editions: an author, translator, editor, illustrator, … */
export const contributors = pgTable(
  'contributors',
  {
    ...namedColumns,
    /** "Rowling, J. K.": how the person is filed. */
    sortName: text('sort_name').notNull(),
    biography: text('biography').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('contributors_name_key_idx').on(t.nameKey)],
);

/**
 * An edition's credits in order, each with its ONIX ContributorRole code (A01 author, B01
 * editor, B06 translator, A12 illustrator, …). `books.author` is the display string of its A01
 * credits; a book written with only that string is credited from it when its transaction
 * commits (migration 0017).
 */
export const bookContributors = pgTable(
  'book_contributors',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id, { onDelete: 'restrict' }),
    role: text('role').notNull().default('A01'),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.position] }),
    index('book_contributors_contributor_idx').on(t.contributorId, t.role),
  ],
);

/** docs/product.md §3 `collections`: which books are in which named collection. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    collection: text('collection').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('collections_collection_book_idx').on(t.collection, t.bookId),
    index('collections_book_id_idx').on(t.bookId),
  ],
);

/** docs/product.md §3: "A second mapping of the same shape (category, bookId) is declared but unused." */
export const bookCategories = pgTable(
  'book_categories',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('book_categories_category_book_idx').on(t.category, t.bookId)],
);

/** docs/product.md §3 `reviews`, plus the reviewer's id: one review per book per user. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** published, pending (held until approved) or hidden by staff with a reason. */
    status: text('status').notNull().default('published'),
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_comment_length', sql`char_length(${t.comment}) <= 2000`),
    uniqueIndex('reviews_user_book_idx').on(t.userId, t.bookId),
    index('reviews_book_id_idx').on(t.bookId, t.createdAt),
  ],
);

/** Shoppers' reports of a review, one per shopper; staff resolve them by moderating. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('review_reports_once_idx').on(t.reviewId, t.userId)],
);

/** Uploaded images: the original is not kept; WebP variants at fixed widths are. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    variants: jsonb('variants').$type<{ width: number; url: string }[]>().notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('images_original_name_trgm_idx').using('gin', t.originalName.op('gin_trgm_ops'))],
);

/**
 * The words of live books' titles and authors, with how many books use each: the vocabulary a
 * misspelt search is corrected against (trigram KNN over a few thousand words instead of every
 * title). Kept by triggers on `books` (migration 0005), so it is derived data: backups leave
 * it out and a restore rebuilds it as the books go in.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    word: text('word').primaryKey(),
    bookCount: integer('book_count').notNull(),
  },
  (t) => [
    index('search_terms_word_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
    index('search_terms_word_prefix_idx').on(t.word.op('text_pattern_ops')),
  ],
);
