import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartItem } from '@shared/schemas/shopping.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { cartQueryKey, cartQuoteQueryKey } from '@web/lib/query-keys/shopping.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { recordLoadError } from '@web/lib/global-error.ts';
import { cartErrors } from '../cart-errors.ts';

/** GET /api/cart: the signed-in shopper's cart lines with their books at today's prices. */
export function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return apiGet<CartItem[]>(apiPaths.cart, signal);
}

export const cartQueryOptions = queryOptions({
  queryKey: cartQueryKey,
  queryFn: async ({ signal }) => {
    try {
      return await getCart(signal);
    } catch (error) {
      if (!signal.aborted) recordLoadError(cartErrors.load, error);
      throw error;
    }
  },
});

/**
 * The cart, only for a signed-in shopper. `fresh` reads it again on mount (cart and checkout
 * pages), so stock and prices are today's rather than those of the first page load.
 */
export function useCart({ fresh = false }: { fresh?: boolean } = {}) {
  const { user } = useCurrentUser();
  return useQuery({
    ...cartQueryOptions,
    enabled: user !== null,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/**
 * docs/product.md §4 "Cart": the cached list changes in place after a successful call; the quote, which
 * depends on it, is read again when next shown. Nothing cached yet: the next read fetches it.
 */
export function updateCachedCart(
  queryClient: QueryClient,
  update: (list: CartItem[] | undefined) => CartItem[] | undefined,
): void {
  const next = update(queryClient.getQueryData(cartQueryKey));
  if (next) queryClient.setQueryData(cartQueryKey, next);
  else void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  void queryClient.invalidateQueries({ queryKey: cartQuoteQueryKey });
}
