import type { QueryClient } from '@tanstack/react-query';

const cataloguePrefixes = ['/api/books', '/api/collections', '/api/search'];

/**
 * Stock changed on the server (an order placed or cancelled): cached book listings and pages
 * are read again when next shown, so "Only N left" and "Out of stock" stay true.
 */
export function invalidateCatalogue(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      cataloguePrefixes.some(
        (p) =>
          queryKey[0] === p ||
          (queryKey[0] as string).startsWith(`${p}/`) ||
          (queryKey[0] as string).startsWith(`${p}?`),
      ),
  });
}
