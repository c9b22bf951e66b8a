import { paiseToRupees } from '@shared/money.ts';
import type { CollectionRail } from '@shared/schemas/book.ts';
import type { BookDetail, PersonPage, reviewSorts } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { toBookCard } from './book-card.ts';
import { editionFieldsOf, getPersonPage } from './edition.service.ts';
import { findSoleAuthorSlug } from './edition.repository.ts';
import { cachedCatalogRead as cached } from '../../db/catalog-cache.ts';
import {
  findBookById,
  findBooksByAuthorName,
  findBooksInCollection,
  findBoughtTogether,
  findCollectionNamesWithCounts,
  findBestsellersInCategory,
  findBooksByAuthor,
} from './catalog.repository.ts';
import {
  countReviews,
  countReviewsByRating,
  findReviewsPage,
} from './catalog-reviews.repository.ts';
import {
  countBooksInSmartCollection,
  findBooksInSmartCollection,
  findSmartCollectionByName,
  findSmartCollections,
  type SmartCollection,
} from './smart-collections.repository.ts';

type ReviewSort = (typeof reviewSorts)[number];

const railLength = 12;
const relatedLength = 8;

/** A book's stored row whatever its state, or undefined: to check it exists or read its stock. */
export function getBook(db: Db, id: number) {
  return findBookById(db, id);
}

/**
 * An author's or a category's best sellers for the related books of a page, one more than it
 * shows (the page's own book is left out of them): read once for all of that author's or that
 * category's books and kept with the listings, not once for each book opened.
 */
const authorsBestSellers = (db: Db, author: string) =>
  cached(db, `author-best:${author}`, () =>
    findBooksByAuthor(db, { id: 0, author }, relatedLength + 1),
  );
const categoryBestSellers = (db: Db, category: string) =>
  cached(db, `category-best:${category}`, () =>
    findBestsellersInCategory(db, category, 0, relatedLength + 1),
  );

export async function getBookDetail(db: Db, id: number): Promise<BookDetail> {
  // The book itself (price, stock) is read fresh; its rating counts and related books are kept
  // with the listings, which staff changes and new reviews clear at once.
  const book = await findBookById(db, id);
  if (!book) throw notFound('This book is not in our catalogue.');
  const { ratingSummary, related } = await cached(db, `book-extras:${id}`, async () => {
    const [byRating, byAuthor, inCategory, together] = await Promise.all([
      countReviewsByRating(db, id),
      authorsBestSellers(db, book.author),
      book.category[0] ? categoryBestSellers(db, book.category[0]) : Promise.resolve([]),
      findBoughtTogether(db, id, relatedLength),
    ]);
    const ratingSummary = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const { rating, count } of byRating) {
      if (rating >= 1 && rating <= 5) ratingSummary[rating as 1 | 2 | 3 | 4 | 5] = count;
    }
    const seen = new Set<number>([id]);
    const related = [...byAuthor, ...inCategory, ...together]
      .filter((b) => !seen.has(b.id) && seen.add(b.id))
      .slice(0, relatedLength);
    return { ratingSummary, related };
  });
  return {
    ...toBookCard(book),
    description: book.description,
    isbn13: book.isbn13,
    videoUrl: book.videoUrl,
    mspp: book.mspPaise === null ? null : paiseToRupees(book.mspPaise),
    collection: book.collection,
    language: book.language,
    publishedYear: book.publishedYear,
    ratingSummary,
    related: related.map(toBookCard),
    createdAt: book.createdAt.toISOString(),
    ...(await editionFieldsOf(db, book)),
  };
}

export async function listReviews(
  db: Db,
  bookId: number,
  { page, pageSize, sort }: { page: number; pageSize: number; sort: ReviewSort },
) {
  if (!(await findBookById(db, bookId))) throw notFound('This book is not in our catalogue.');
  const [rows, total] = await Promise.all([
    findReviewsPage(db, bookId, { limit: pageSize, offset: (page - 1) * pageSize }, sort),
    countReviews(db, bookId),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** A smart collection's rail: its rules run as a WHERE on books, so it is always current. */
async function smartRail(db: Db, smart: SmartCollection): Promise<CollectionRail> {
  const [count, rows] = await Promise.all([
    countBooksInSmartCollection(db, smart),
    findBooksInSmartCollection(db, smart, railLength),
  ]);
  return { name: smart.name, count, books: rows.map(toBookCard) };
}

/**
 * Every collection with its size and first books: hand-picked ones in the order they were
 * created, then smart ones (saved books queries) in the order they were saved. A smart
 * collection that matches nothing today is left out, as an empty hand-picked one is.
 */
export function listCollectionRails(db: Db): Promise<CollectionRail[]> {
  return cached(db, 'rails', () => findCollectionRails(db));
}

async function findCollectionRails(db: Db): Promise<CollectionRail[]> {
  const [names, smart] = await Promise.all([
    findCollectionNamesWithCounts(db),
    findSmartCollections(db),
  ]);
  const smartNames = new Set(smart.map((c) => c.name.toLowerCase()));
  const manual = await Promise.all(
    names
      .filter(({ name }) => !smartNames.has(name.toLowerCase()))
      .map(async ({ name, count }) => ({
        name,
        count,
        books: (await findBooksInCollection(db, name, railLength)).map(toBookCard),
      })),
  );
  const smartRails = await Promise.all(smart.map((c) => smartRail(db, c)));
  return [...manual, ...smartRails.filter((r) => r.count > 0)];
}

export async function getCollection(db: Db, name: string): Promise<CollectionRail> {
  const smart = await findSmartCollectionByName(db, name);
  if (smart) return smartRail(db, smart);
  const all = await findCollectionNamesWithCounts(db);
  const found = all.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!found) throw notFound('No such collection.');
  return {
    ...found,
    books: (await findBooksInCollection(db, found.name, railLength)).map(toBookCard),
  };
}

/** How many of an author's books their page lists (the best sellers). */
const authorPageBooks = 60;

/**
 * An author's page (/authors/:slug): their name as most of their books spell it, how many books
 * they have and the best sellers among them. The slug is the name's words joined by hyphens.
 */
export function getAuthor(db: Db, slug: string): Promise<PersonPage> {
  return cached(db, `author:${slug}`, async () => {
    // A contributor's page: their books by role. Else a name as older links spelled it.
    const person = await getPersonPage(db, slug, authorPageBooks);
    if (person) return person;
    const { rows, count } = await findBooksByAuthorName(
      db,
      slug.replace(/-/g, ' '),
      authorPageBooks,
    );
    if (rows.length === 0) throw notFound('No such author.');
    const spellings = new Map<string, number>();
    for (const row of rows) spellings.set(row.author, (spellings.get(row.author) ?? 0) + 1);
    const name = [...spellings].sort((a, b) => b[1] - a[1])[0]![0];
    const cards = rows.map(toBookCard);
    const movedTo = await findSoleAuthorSlug(
      db,
      rows.map((row) => row.id),
    );
    return {
      name,
      count,
      books: cards,
      sortName: null,
      groups: [],
      ...(movedTo && movedTo !== slug ? { slug: movedTo } : {}),
    };
  });
}
