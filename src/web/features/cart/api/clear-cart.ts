import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { apiRequest } from '@web/lib/api-client.ts';
import { clearGlobalError, recordGlobalError } from '@web/lib/global-error.ts';
import { cartErrors } from '../cart-errors.ts';
import { updateCachedCart } from './get-cart.ts';

/** DELETE /api/cart: empties the cart (docs/product.md §7: the body is not read). */
export async function clearCart(): Promise<void> {
  await apiRequest('DELETE', apiPaths.cart);
}

export function useClearCart() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: () => {
      updateCachedCart(queryClient, () => []);
      clearGlobalError();
      toast({
        variant: 'success',
        title: 'Cart cleared',
        description: 'Your cart has been cleared.',
      });
    },
    onError: (error) => recordGlobalError(cartErrors.clear, error),
  });
}
