import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@shared/schemas/admin-users.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { adminUsersQueryKey } from './get-admin-users.ts';

/** POST /api/admin/users/{id}/enable: the account may sign in again. */
export function enableUser(id: number) {
  return apiRequest<AdminUserDetail>('POST', adminOrdersUsersApi.userEnable(id));
}

export function useEnableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
