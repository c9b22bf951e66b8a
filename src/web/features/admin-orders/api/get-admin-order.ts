import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shared/schemas/admin-orders.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

/** GET /api/admin/orders/{id}: lines, address, payment, timeline and the allowed next statuses. */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiGet<AdminOrderDetail>(adminOrdersUsersApi.order(id), signal);
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminOrdersQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  });

export function useAdminOrder(id: string) {
  return useQuery({ ...adminOrderQueryOptions(id), enabled: id !== '', refetchOnMount: 'always' });
}
