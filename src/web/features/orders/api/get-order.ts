import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { orderQueryKey } from '@web/lib/query-keys/orders.ts';

/** GET /api/orders/{id}: one of the shopper's orders with its status history. */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(apiPaths.order(id), signal);
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...orderQueryOptions(id),
    enabled: enabled && id !== '',
    refetchOnMount: 'always',
  });
}
