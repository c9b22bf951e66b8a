import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@shared/schemas/catalog.ts';
import { apiPaths } from '@web/config/paths.ts';
import { getJson } from '@web/lib/api-client.ts';

/** The shortest text worth asking about; the server takes 1–100 characters. */
export const minSuggestLength = 2;
export const maxSuggestLength = 100;

/** GET /api/search/suggest?q=: books, authors and categories for the header's search box. */
export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [apiPaths.suggest, { q }] as const,
    queryFn: ({ signal }) => getJson<Suggestions>(apiPaths.suggestUrl(q), signal),
  });
}

/** Keeps the last answer on screen while the next one is on its way, so the list does not flicker. */
export function useSuggestions(q: string) {
  const text = q.trim().slice(0, maxSuggestLength);
  return useQuery({
    ...suggestionsQueryOptions(text),
    enabled: text.length >= minSuggestLength,
    placeholderData: keepPreviousData,
  });
}
