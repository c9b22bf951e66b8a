import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookDetail } from '@shared/schemas/catalog.ts';
import { apiPaths } from '@web/config/paths.ts';

/** GET /api/books/:id: the book page (404 when there is no such book). */
export function bookQueryOptions(id: number) {
  return queryOptions<BookDetail>({ queryKey: [apiPaths.book(id)] });
}

export function useBook(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...bookQueryOptions(id), ...options });
}
