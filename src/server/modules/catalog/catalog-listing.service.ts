// The catalogue's listing: search answers which books and in what order (search.public.ts); this
// reads their cards.
import type { BooksList, BooksQuery } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { cachedCatalogRead as cached } from '../../db/catalog-cache.ts';
import { listingSummary, pageIds } from '../search/search.public.ts';
import { toBookCard } from './book-card.ts';
import { findBookCardsByIds } from './catalog.repository.ts';
import { editionFilterOptions } from './edition-filters.repository.ts';
import { findNamedPages } from './named-pages.repository.ts';
import { findSmartCollectionByName } from './smart-collections.repository.ts';

/** Searching, filtering, sorting and paging the catalogue, with facet counts for the panel. */
export function listBooks(db: Db, query: BooksQuery, opts: { facets: boolean }) {
  return cached(db, `list:${JSON.stringify([query, opts])}`, () => readListing(db, query, opts));
}

async function readListing(
  db: Db,
  query: BooksQuery,
  opts: { facets: boolean },
): Promise<BooksList> {
  const { page, pageSize, sort, ...rest } = query;
  const smartCollection = rest.collection
    ? ((await findSmartCollectionByName(db, rest.collection)) ?? undefined)
    : undefined;
  const summary = await listingSummary(db, rest, { facets: opts.facets, smartCollection });
  const ids = await pageIds(db, summary, { page, pageSize, sort });
  // The cards in the page's order (a book archived meanwhile is left out).
  const byId = new Map((await findBookCardsByIds(db, ids)).map((card) => [card.id, card]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const { filters: _filters, ranked: _ranked, ...shown } = summary;
  const editionFilters = opts.facets ? await editionFilterOptions(db) : undefined;
  // A search's first page offers the pages it names (a series read in order, a person's page).
  const named =
    rest.search && page === 1 && opts.facets ? await findNamedPages(db, rest.search) : [];
  return {
    ...shown,
    items: rows.map(toBookCard),
    page,
    pageSize,
    editionFilters,
    ...(named.length > 0 ? { namedPages: named } : {}),
  };
}
