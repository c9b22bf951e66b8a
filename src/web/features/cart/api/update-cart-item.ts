import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@shared/schemas/shopping.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { apiRequest } from '@web/lib/api-client.ts';
import { clearGlobalError, recordGlobalError } from '@web/lib/global-error.ts';
import { mergeById } from '@web/lib/list-cache.ts';
import { cartErrors } from '../cart-errors.ts';
import { updateCachedCart } from './get-cart.ts';

export interface UpdateCartItemInput {
  id: number;
  quantity: number;
}

/** PUT /api/cart/{id}: the line with its new quantity (1..10, within stock). */
export function updateCartItem({ id, quantity }: UpdateCartItemInput): Promise<CartItem> {
  return apiRequest<CartItem>('PUT', apiPaths.cartItem(id), { quantity });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (item) => {
      updateCachedCart(queryClient, (list) => mergeById(list, item));
      clearGlobalError();
      toast({
        variant: 'success',
        title: 'Cart updated',
        description: 'Your cart has been updated.',
      });
    },
    onError: (error) => recordGlobalError(cartErrors.update, error),
  });
}
