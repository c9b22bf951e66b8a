import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderReturns, ReturnRequestInput, ReturnView } from '@shared/schemas/returns.ts';
import { apiGet, apiRequest, apiRequestRaw, errorMessage } from '@web/lib/api-client.ts';
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

/** The photo of a return, for the shopper who asked it. */
export const returnPhotoUrl = (orderId: string, returnId: number) =>
  `${returnsUrl(orderId)}/${returnId}/photo`;

/** POST the request, then PUT its photo when one was chosen (the return stands either way). */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, ...input }: ReturnRequestInput & { photo?: File }) => {
      const made = await apiRequest<ReturnView>('POST', returnsUrl(orderId), input);
      if (!photo) return { made, photoError: null };
      const form = new FormData();
      form.append('photo', photo);
      try {
        await apiRequestRaw('PUT', returnPhotoUrl(orderId, made.id), form);
        return { made, photoError: null };
      } catch (error) {
        return { made, photoError: errorMessage(error) };
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: returnsKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
