import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@shared/schemas/admin-users.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** Every admin users query starts with this key. */
export const adminUsersQueryKey = [adminOrdersUsersApi.users] as const;

export const adminUsersPageSize = 20;

export interface AdminUsersQuery {
  q?: string;
  role?: string;
  page?: number;
}

export interface AdminUsersPage {
  items: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/users: accounts matching the search, newest first. */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return apiGet<AdminUsersPage>(adminOrdersUsersApi.usersList(query, adminUsersPageSize), signal);
}

export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => getAdminUsers(query, signal),
  });

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    ...adminUsersQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
