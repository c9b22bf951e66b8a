import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { adminDashboardQueryKey } from '@web/lib/query-keys/admin.ts';

/** GET /api/admin/dashboard: revenue, orders by status, low stock, recent orders. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiGet<AdminDashboard>(adminOrdersUsersApi.dashboard, signal);
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
  });

/** Read again on every visit: the figures move with every order. */
export function useDashboard() {
  return useQuery({ ...dashboardQueryOptions(), refetchOnMount: 'always' });
}
