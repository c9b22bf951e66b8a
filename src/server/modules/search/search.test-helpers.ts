// A listing as shoppers get it, for search's own tests and benchmarks: the summary and the page's
// books (their id, title, author and ISBN), read by id as the catalogue reads its cards.
import { inArray } from 'drizzle-orm';
import type { BooksQuery } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { listingSummary, pageIds, type ListingOptions } from './search.service.ts';

export async function listBooks(db: Db, query: BooksQuery, opts: ListingOptions) {
  const { page, pageSize, sort, ...rest } = query;
  const { filters: _filters, ranked: _ranked, ...summary } = await listingSummary(db, rest, opts);
  const ids = await pageIds(
    db,
    { filters: _filters, ranked: _ranked, ...summary },
    {
      page,
      pageSize,
      sort,
    },
  );
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: books.id, title: books.title, author: books.author, isbn: books.isbn13 })
          .from(books)
          .where(inArray(books.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { ...summary, items: ids.flatMap((id) => byId.get(id) ?? []), page, pageSize };
}

// The index's own parts, for bench/search-libraries.ts: built from rows as the repository builds
// it, and a typed query evaluated on it as memory-counts.ts does.
export { SearchIndex, type IndexedBookRow } from './memory-index.ts';
export { evaluate, parseTsQuery, type QueryNode } from './memory-query.ts';
