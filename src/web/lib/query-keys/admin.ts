import { adminOrdersUsersApi } from '@web/config/paths.ts';

/** GET /api/admin/dashboard: read again when an order's status changes. */
export const adminDashboardQueryKey = [adminOrdersUsersApi.dashboard] as const;
