import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderReturns, ReturnRequestInput, ReturnView } from '@shared/schemas/returns.ts';
import { apiGet, apiRequest } from '@web/lib/api-client.ts';
import { notificationsQueryKey } from '@web/lib/query-keys/notifications.ts';

const returnsUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/returns`;
const returnsKey = (orderId: string) => [returnsUrl(orderId)] as const;

/** GET /api/orders/{id}/returns: the order's returns and what can still be returned. */
export function useOrderReturns(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: returnsKey(orderId),
    queryFn: ({ signal }) => apiGet<OrderReturns>(returnsUrl(orderId), signal),
    enabled,
  });
}

export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) =>
      apiRequest<ReturnView>('POST', returnsUrl(orderId), input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: returnsKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
