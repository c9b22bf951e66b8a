import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, UserRole } from '@shared/schemas/admin-users.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { meQueryKey } from '@web/lib/query-keys/start-up.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { adminUsersQueryKey } from './get-admin-users.ts';

/** POST /api/admin/users/{id}/role: 409 LAST_ADMIN when it would leave the shop without one. */
export function changeUserRole(id: number, role: UserRole) {
  return apiRequest<AdminUserDetail>('POST', adminOrdersUsersApi.userRole(id), { role });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: UserRole }) => changeUserRole(id, role),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
      // An admin who stepped down loses the admin area: the me query says so.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
