import type { AdminUserRow, UserRole } from '@shared/schemas/admin-users.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useChangeUserRole } from './api/change-user-role.ts';
import { useDisableUser } from './api/disable-user.ts';
import { useEnableUser } from './api/enable-user.ts';

const nameOf = (u: AdminUserRow) => u.fullName || u.username || u.email;

/**
 * The three account changes with their toasts. A refusal (the last admin, one's own account)
 * shows the server's own words.
 */
export function useUserActions() {
  const { toast } = useToast();
  const role = useChangeUserRole();
  const disable = useDisableUser();
  const enable = useEnableUser();
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'error', title, description: errorMessage(error), duration: 6000 });

  return {
    busy: role.isPending || disable.isPending || enable.isPending,
    changeRole(user: AdminUserRow, to: UserRole, done: () => void) {
      role.mutate(
        { id: user.id, role: to },
        {
          onSuccess: () =>
            toast({
              variant: 'success',
              title: 'Role changed',
              description: `${nameOf(user)} is now ${to === 'admin' ? 'an admin' : 'a shopper'}.`,
            }),
          onError: failed('Role not changed'),
          onSettled: done,
        },
      );
    },
    disable(user: AdminUserRow, reason: string, done: () => void) {
      disable.mutate(
        { id: user.id, reason: reason || undefined },
        {
          onSuccess: () =>
            toast({
              variant: 'success',
              title: 'Account disabled',
              description: `${nameOf(user)} has been signed out and cannot sign in.`,
            }),
          onError: failed('Account not disabled'),
          onSettled: done,
        },
      );
    },
    enable(user: AdminUserRow, done: () => void) {
      enable.mutate(user.id, {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: 'Account re-enabled',
            description: `${nameOf(user)} can sign in again.`,
          }),
        onError: failed('Account not re-enabled'),
        onSettled: done,
      });
    },
  };
}
