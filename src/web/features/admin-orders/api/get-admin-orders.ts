import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderRow } from '@shared/schemas/admin-orders.ts';
import { adminOrdersUsersApi, type AdminOrdersFilters } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** Every admin orders query starts with this key: invalidating it refreshes lists and details. */
export const adminOrdersQueryKey = [adminOrdersUsersApi.orders] as const;

export const adminOrdersPageSize = 20;

export interface AdminOrdersPage {
  items: AdminOrderRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/orders with the screen's filters, newest first. */
export function getAdminOrders(
  filters: AdminOrdersFilters,
  signal?: AbortSignal,
): Promise<AdminOrdersPage> {
  return apiGet<AdminOrdersPage>(
    adminOrdersUsersApi.ordersList(filters, adminOrdersPageSize),
    signal,
  );
}

export const adminOrdersQueryOptions = (filters: AdminOrdersFilters) =>
  queryOptions({
    queryKey: [...adminOrdersQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
  });

/** Read again on every visit: shoppers place and cancel orders meanwhile. */
export function useAdminOrders(filters: AdminOrdersFilters) {
  return useQuery({
    ...adminOrdersQueryOptions(filters),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
