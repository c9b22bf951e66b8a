import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { apiRequest } from '@web/lib/api-client.ts';
import { clearGlobalError, recordGlobalError } from '@web/lib/global-error.ts';
import { wishlistErrors } from '../wishlist-errors.ts';
import { updateCachedWishlist } from './get-wishlist.ts';

/** DELETE /api/wishlist: removes every saved book. */
export async function clearWishlist(): Promise<void> {
  await apiRequest('DELETE', apiPaths.wishlist);
}

export function useClearWishlist() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: clearWishlist,
    onSuccess: () => {
      updateCachedWishlist(queryClient, () => []);
      clearGlobalError();
      toast({
        variant: 'success',
        title: 'Wishlist cleared',
        description: 'Your wishlist has been cleared.',
      });
    },
    onError: (error) => recordGlobalError(wishlistErrors.clear, error),
  });
}
