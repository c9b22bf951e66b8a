import type { QueryClient } from '@tanstack/react-query';
import type { AdminBookDetail } from '@shared/schemas/admin-books.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { adminBookQueryOptions } from './get-admin-book.ts';
import { adminBooksQueryKey } from './get-admin-books.ts';

/**
 * A book changed and the server answered with it: its detail is that answer; lists and the
 * collection names (which it may have joined or left) and the storefront's pages read again.
 */
export function cacheSavedBook(queryClient: QueryClient, book: AdminBookDetail) {
  queryClient.setQueryData(adminBookQueryOptions(book.id).queryKey, book);
  void queryClient.invalidateQueries({
    queryKey: adminBooksQueryKey,
    predicate: ({ queryKey }) => queryKey[1] !== 'detail',
  });
  invalidateCatalogue(queryClient);
}
