import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderInput } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { notificationsQueryKey } from '@web/lib/query-keys/notifications.ts';
import { orderQueryKey, ordersListQueryKey } from '@web/lib/query-keys/orders.ts';
import { cartQueryKey, cartQuoteQueryKey } from '@web/lib/query-keys/shopping.ts';

export interface PlaceOrderVariables {
  input: PlaceOrderInput;
  /** The same key for a retry of the same attempt (see idempotency-key.ts). */
  idempotencyKey: string;
}

/** POST /api/orders with an Idempotency-Key: 201 with the order (a repeat gets the same one). */
export function placeOrder({ input, idempotencyKey }: PlaceOrderVariables): Promise<Order> {
  return apiRequest<Order>('POST', apiPaths.orders, input, { 'Idempotency-Key': idempotencyKey });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      // The server emptied the cart, took the stock and sent a notification.
      queryClient.setQueryData<Order>(orderQueryKey(order.id), order);
      queryClient.setQueryData(cartQueryKey, []);
      void queryClient.invalidateQueries({ queryKey: cartQuoteQueryKey });
      void queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      invalidateCatalogue(queryClient);
    },
  });
}
