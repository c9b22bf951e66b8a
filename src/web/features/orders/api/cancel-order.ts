import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { notificationsQueryKey } from '@web/features/notifications/api/get-notifications.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { orderQueryOptions } from './get-order.ts';
import { ordersQueryKey } from './get-orders.ts';

/** POST /api/orders/{id}/cancel: the cancelled order (409 once it can no longer be cancelled). */
export function cancelOrder(id: string): Promise<Order> {
  return apiRequest<Order>('POST', apiPaths.cancelOrder(id));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
      // The books went back on the shelf, and a notification says so.
      invalidateCatalogue(queryClient);
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
