import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@shared/schemas/admin-users.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { adminUsersQueryKey } from './get-admin-users.ts';

/** POST /api/admin/users/{id}/disable: the account is signed out everywhere at once. */
export function disableUser(id: number, reason?: string) {
  return apiRequest<AdminUserDetail>(
    'POST',
    adminOrdersUsersApi.userDisable(id),
    reason ? { reason } : {},
  );
}

export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) => disableUser(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
