import { z } from 'zod';
import {
  bookApiUrl,
  booksApiUrl,
  collectionsApiUrl,
  type BooksApiQuery,
} from '@shared/catalog-queries.ts';
import {
  bookCardCoverSizes,
  bookPageCoverSizes,
  imagePreload,
  type PreloadedImage,
} from '@shared/image-variants.ts';
import { matchStorefrontPage, pageReads, type PageRead } from '@shared/pages.ts';
import { collectionsResponseSchema } from '@shared/schemas/book.ts';
import {
  bookDetailSchema,
  booksListQuerySchema,
  booksListSchema,
  type BookDetail,
  type BooksList,
} from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { cachedCatalogRead } from '../../db/catalog-cache.ts';
import { listBooks } from './catalog-listing.service.ts';
import { getBookDetail, listCollectionRails } from './catalog.service.ts';

/** One read: the URL the client would GET and the body its API route would send. */
type Answer = [url: string, body: unknown];

export interface CatalogPageData {
  /** Keyed by URL; reads that failed are left out (the client makes them itself). */
  answers: Record<string, unknown>;
  /** The first cover the page shows, as the page shows it, to preload. */
  firstCover?: PreloadedImage;
  /** The search the page's listing answers, and how many books it found (for the analytics). */
  servedSearch?: { search: string; resultCount: number };
}

/**
 * GET /api/books as its route answers it: the query string read by the route's schema. Kept
 * encoded with the listings (encoding the home page's rails took a third of its time).
 */
function booksAnswer(db: Db, query: BooksApiQuery): Promise<Answer | null> {
  const url = booksApiUrl(query);
  return cachedCatalogRead(db, `answer:${url}`, async () => {
    const params = Object.fromEntries(new URL(url, 'http://page').searchParams);
    const parsed = booksListQuerySchema.safeParse(params);
    // The client reads leniently; a query the API refuses gets its error from the API itself.
    if (!parsed.success) return null;
    const list = await listBooks(db, parsed.data, { facets: parsed.data.facets !== '0' });
    return [url, z.encode(booksListSchema, list)];
  });
}

function collectionsAnswer(db: Db): Promise<Answer> {
  return cachedCatalogRead(db, `answer:${collectionsApiUrl}`, async () => {
    const collections = await listCollectionRails(db);
    return [collectionsApiUrl, z.encode(collectionsResponseSchema, { collections })];
  });
}

async function bookAnswer(db: Db, id: number): Promise<Answer | null> {
  // No such book rejects, and the page asks the API, which answers with its not-found error.
  return [bookApiUrl(id), z.encode(bookDetailSchema, await getBookDetail(db, id))];
}

/** A read of the pages table (src/shared/pages.ts) as its API route answers it. */
function answer(db: Db, read: PageRead): Promise<Answer | null> {
  switch (read.read) {
    case 'books':
      return booksAnswer(db, read.query);
    case 'book':
      return bookAnswer(db, read.id);
    case 'collections':
      return collectionsAnswer(db);
  }
}

/** The first cover a read's answer shows, as the page shows it. */
function firstCoverOf(read: PageRead, body: unknown): PreloadedImage | undefined {
  if (read.read === 'book') {
    const url = (body as BookDetail).imageUrl;
    return url ? imagePreload(url, bookPageCoverSizes) : undefined;
  }
  if (read.read === 'books') {
    const url = (body as BooksList).items[0]?.imageUrl;
    return url ? imagePreload(url, bookCardCoverSizes) : undefined;
  }
  return undefined;
}

/**
 * The answers to the catalogue reads a storefront page makes for its first render (its `reads`
 * in src/shared/pages.ts), keyed by the URL the client would GET (src/shared/catalog-queries.ts
 * spells them for both sides), each as its API route would send it: the same service calls
 * (listings are cached in-process) and the same response schema. With them in the page, the
 * first render needs no round trip. Everything here is public: the same for every visitor.
 */
export async function catalogPageData(
  db: Db,
  pathname: string,
  search: URLSearchParams,
): Promise<CatalogPageData> {
  const reads = pageReads(pathname, search);
  // A read that fails is left out: the client makes it and shows the API's error as it would.
  const settled = await Promise.all(reads.map((read) => answer(db, read).catch(() => null)));
  const answers: Record<string, unknown> = {};
  for (const found of settled) {
    if (found) answers[found[0]] = found[1];
  }
  // The first read is the one whose first cover the page shows at the top.
  const first = settled[0];
  const preload = matchStorefrontPage(pathname)?.page.preloadFirstCover;
  // The listing's own read (the first); a category's counts without the category come after.
  const listing = reads[0]?.read === 'books' && first ? reads[0].query : undefined;
  return {
    answers,
    firstCover: first && preload && reads[0] ? firstCoverOf(reads[0], first[1]) : undefined,
    servedSearch:
      listing?.search && first
        ? { search: listing.search, resultCount: (first[1] as BooksList).total }
        : undefined,
  };
}
