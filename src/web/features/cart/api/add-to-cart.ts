import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartInput, CartItem } from '@shared/schemas/shopping.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { apiRequest } from '@web/lib/api-client.ts';
import { clearGlobalError, recordGlobalError } from '@web/lib/global-error.ts';
import { upsertById } from '@web/lib/list-cache.ts';
import { cartErrors } from '../cart-errors.ts';
import { updateCachedCart } from './get-cart.ts';

/** POST /api/cart: 201 with the line; a book already in the cart has its quantity raised. */
export function addToCart(input: AddToCartInput): Promise<CartItem> {
  return apiRequest<CartItem>('POST', apiPaths.cart, input);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (item) => {
      updateCachedCart(queryClient, (list) => upsertById(list, item));
      clearGlobalError();
      toast({
        variant: 'success',
        title: 'Added to cart',
        description: 'The item has been added to your cart.',
      });
    },
    onError: (error) => recordGlobalError(cartErrors.add, error),
  });
}
