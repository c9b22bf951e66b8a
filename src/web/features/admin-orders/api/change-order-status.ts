import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderStatusChangeInput } from '@shared/schemas/admin-orders.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { adminDashboardQueryKey } from '@web/lib/query-keys/admin.ts';
import { adminOrderQueryOptions } from './get-admin-order.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

/**
 * POST /api/admin/orders/{id}/status: the order after the change. The server refuses a step
 * off docs/product.md "Order status" transitions (409) and notifies the shopper itself.
 */
export function changeOrderStatus(id: string, input: OrderStatusChangeInput) {
  return apiRequest<AdminOrderDetail>('POST', adminOrdersUsersApi.orderStatus(id), input);
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OrderStatusChangeInput }) =>
      changeOrderStatus(id, input),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...adminOrdersQueryKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminDashboardQueryKey });
      // A cancel or refund put books back on the shelf.
      if (order.status === 'cancelled' || order.status === 'refunded') {
        invalidateCatalogue(queryClient);
      }
    },
  });
}
