import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { notificationsQueryKey } from '@web/lib/query-keys/notifications.ts';
import { orderQueryKey, ordersListQueryKey } from '@web/lib/query-keys/orders.ts';

/** POST /api/orders/{id}/cancel: the cancelled order (409 once it can no longer be cancelled). */
export function cancelOrder(id: string): Promise<Order> {
  return apiRequest<Order>('POST', apiPaths.cancelOrder(id));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
      // The books went back on the shelf, and a notification says so.
      invalidateCatalogue(queryClient);
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
