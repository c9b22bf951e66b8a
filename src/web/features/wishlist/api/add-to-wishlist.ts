import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@shared/schemas/shopping.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { apiRequest } from '@web/lib/api-client.ts';
import { clearGlobalError, recordGlobalError } from '@web/lib/global-error.ts';
import { upsertById } from '@web/lib/list-cache.ts';
import { track } from '@web/lib/tracking.ts';
import { wishlistErrors } from '../wishlist-errors.ts';
import { updateCachedWishlist } from './get-wishlist.ts';

/** POST /api/wishlist: 201 with the item; saving a book twice answers the same item. */
export function addToWishlist(input: { bookId: number }): Promise<WishlistItem> {
  return apiRequest<WishlistItem>('POST', apiPaths.wishlist, input);
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (item) => {
      updateCachedWishlist(queryClient, (list) => upsertById(list, item));
      clearGlobalError();
      track(
        'AddToWishlist',
        {
          content_ids: [item.bookId],
          content_name: item.book?.title,
          value: item.book?.sellingPrice,
        },
        { bookId: item.bookId },
      );
      toast({
        variant: 'success',
        title: 'Added to wishlist',
        description: item.book ? `“${item.book.title}” is saved for later.` : 'Saved for later.',
      });
    },
    onError: (error) => recordGlobalError(wishlistErrors.add, error),
  });
}
