import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, RazorpayPayment } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { orderQueryKey, ordersListQueryKey } from '@web/lib/query-keys/orders.ts';

/** POST /api/orders/{id}/payment: the server checks Razorpay's signature and confirms the order. */
export function verifyPayment({
  orderId,
  payment,
}: {
  orderId: string;
  payment: RazorpayPayment;
}): Promise<Order> {
  return apiRequest<Order>('POST', apiPaths.orderPayment(orderId), payment);
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (order) => {
      queryClient.setQueryData<Order>(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
    },
  });
}
