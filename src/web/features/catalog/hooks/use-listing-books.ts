import { useState } from 'react';
import { listingQueries } from '@shared/catalog-queries.ts';
import type { BooksList } from '@shared/schemas/catalog.ts';
import type { CatalogQuery } from '@web/config/paths.ts';
import { useBooks } from '../api/get-books.ts';

type Facets = BooksList['facets'];

/** The last facets seen, so the panel keeps its counts while the next answer loads. */
function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

/**
 * A listing's books and the facets its filter panel shows: the counts of the last answer while
 * the next loads, and uncounted when a search finds more books than a listing counts.
 */
export function useListingBooks(query: CatalogQuery) {
  const reads = listingQueries(query);
  const books = useBooks(reads.books);
  // The API counts categories within the chosen one; the panel wants each category's count as
  // if it were the one chosen, which is the same listing without the category.
  const otherCategories = useBooks(reads.otherCategories, {
    enabled: query.category !== undefined,
  });

  const facets = useLastDefined<Facets>(books.data?.facets);
  const editionFilters = useLastDefined(books.data?.editionFilters);
  const categoryFacets = useLastDefined(
    query.category === undefined
      ? books.data?.facets.categories
      : otherCategories.data?.facets.categories,
  );
  // A search finding more books than a listing counts names its books' categories, uncounted.
  const panelFacets = {
    counted:
      (books.data?.totalExact ?? true) &&
      (query.category === undefined || (otherCategories.data?.totalExact ?? true)),
    categories: categoryFacets,
    priceBands: facets?.priceBands,
    inStockCount: facets?.inStock,
    editionFilters,
  };
  return { books, panelFacets };
}
