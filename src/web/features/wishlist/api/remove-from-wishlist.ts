import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@shared/schemas/shopping.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { apiRequest } from '@web/lib/api-client.ts';
import { clearGlobalError, recordGlobalError } from '@web/lib/global-error.ts';
import { removeById } from '@web/lib/list-cache.ts';
import { wishlistErrors } from '../wishlist-errors.ts';
import { wishlistQueryKey } from '@web/lib/query-keys/shopping.ts';
import { updateCachedWishlist } from './get-wishlist.ts';

/** An item by its id or by its book; `silent` skips the toast (moving it to the cart says enough). */
export type RemoveFromWishlistInput = ({ id: number } | { bookId: number }) & { silent?: boolean };

class WishlistItemNotFoundError extends Error {
  constructor() {
    super(wishlistErrors.notFound);
  }
}

function wishlistItemIdFor(queryClient: QueryClient, target: RemoveFromWishlistInput): number {
  if ('id' in target) return target.id;
  const list = queryClient.getQueryData<WishlistItem[]>(wishlistQueryKey);
  const item = list?.find((x) => x.bookId === target.bookId);
  if (!item) throw new WishlistItemNotFoundError();
  return item.id;
}

/** DELETE /api/wishlist/{id}: answers `{message}`. */
export async function removeFromWishlist(id: number): Promise<{ id: number; message: string }> {
  const { message } = await apiRequest<{ message: string }>('DELETE', apiPaths.wishlistItem(id));
  return { id, message };
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (input: RemoveFromWishlistInput) =>
      removeFromWishlist(wishlistItemIdFor(queryClient, input)),
    onSuccess: ({ id, message }, input) => {
      updateCachedWishlist(queryClient, (list) => removeById(list, id));
      clearGlobalError();
      if (!input.silent) {
        toast({ variant: 'success', title: 'Removed from wishlist', description: message });
      }
    },
    onError: (error) => {
      if (error instanceof WishlistItemNotFoundError) recordGlobalError(wishlistErrors.notFound);
      else recordGlobalError(wishlistErrors.remove, error);
    },
  });
}
