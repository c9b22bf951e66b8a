import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartItem } from '@shared/schemas/shopping.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { apiRequest } from '@web/lib/api-client.ts';
import { clearGlobalError, recordGlobalError } from '@web/lib/global-error.ts';
import { removeById } from '@web/lib/list-cache.ts';
import { cartErrors } from '../cart-errors.ts';
import { cartQueryKey } from '@web/lib/query-keys/shopping.ts';
import { updateCachedCart } from './get-cart.ts';

/** A cart line by its id, or by its book (docs/product.md §4 "Remove by book id"). */
export type RemoveCartItemTarget = { id: number } | { bookId: number };

class CartItemNotFoundError extends Error {
  constructor() {
    super(cartErrors.notFound);
  }
}

/** The cart line's id: given, or found by its book in the cached cart. */
export function cartItemIdFor(queryClient: QueryClient, target: RemoveCartItemTarget): number {
  if ('id' in target) return target.id;
  const cart = queryClient.getQueryData<CartItem[]>(cartQueryKey);
  const item = cart?.find((line) => line.bookId === target.bookId);
  if (!item) throw new CartItemNotFoundError();
  return item.id;
}

/** DELETE /api/cart/{id}: answers `{message}` naming the book, shown in the toast. */
export async function removeCartItem(id: number): Promise<{ id: number; message: string }> {
  const { message } = await apiRequest<{ message: string }>('DELETE', apiPaths.cartItem(id));
  return { id, message };
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (target: RemoveCartItemTarget) =>
      removeCartItem(cartItemIdFor(queryClient, target)),
    onSuccess: ({ id, message }) => {
      updateCachedCart(queryClient, (list) => removeById(list, id));
      clearGlobalError();
      toast({ variant: 'success', title: 'Removed from cart', description: message });
    },
    onError: (error) =>
      error instanceof CartItemNotFoundError
        ? recordGlobalError(cartErrors.notFound)
        : recordGlobalError(cartErrors.remove, error),
  });
}
