import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@shared/schemas/shopping.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { wishlistQueryKey } from '@web/lib/query-keys/shopping.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { recordLoadError } from '@web/lib/global-error.ts';
import { wishlistErrors } from '../wishlist-errors.ts';

/** GET /api/wishlist: the signed-in shopper's saved books. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return apiGet<WishlistItem[]>(apiPaths.wishlist, signal);
}

export const wishlistQueryOptions = queryOptions({
  queryKey: wishlistQueryKey,
  queryFn: async ({ signal }) => {
    try {
      return await getWishlist(signal);
    } catch (error) {
      if (!signal.aborted) recordLoadError(wishlistErrors.load, error);
      throw error;
    }
  },
});

/** The wishlist, only for a signed-in shopper. */
export function useWishlist() {
  const { user } = useCurrentUser();
  return useQuery({ ...wishlistQueryOptions, enabled: user !== null });
}

/** docs/product.md §4 "Wishlist": changed locally after each successful call. */
export function updateCachedWishlist(
  queryClient: QueryClient,
  update: (list: WishlistItem[] | undefined) => WishlistItem[] | undefined,
): void {
  const next = update(queryClient.getQueryData(wishlistQueryKey));
  if (next) queryClient.setQueryData(wishlistQueryKey, next);
  else void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
}
