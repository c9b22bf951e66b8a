import { useEffect, useRef } from 'react';
import type { CatalogQuery } from '@web/config/paths.ts';
import { track } from '@web/lib/tracking.ts';
import { searchEventFor } from '../search-tracking.ts';

interface ListingAnswer {
  total: number | undefined;
  isPlaceholder: boolean;
}

/**
 * A listing's analytics: a category browsed (ViewContent) and a search once it has its own
 * answer (Search; searchEventFor decides when).
 */
export function useListingTracking(query: CatalogQuery, answer: ListingAnswer) {
  useEffect(() => {
    if (!query.search && query.category) {
      track('ViewContent', { content_category: query.category });
    }
  }, [query.search, query.category]);
  const trackedSearch = useRef<string | undefined>(undefined);
  const { total, isPlaceholder } = answer;
  useEffect(() => {
    const results = total === undefined ? undefined : { total, isPlaceholder };
    const payload = searchEventFor(query.search, results, trackedSearch.current);
    if (!payload) return;
    trackedSearch.current = query.search;
    track('Search', payload);
  }, [query.search, total, isPlaceholder]);
}
