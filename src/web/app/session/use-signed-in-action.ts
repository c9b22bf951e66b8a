import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrentUser } from '@shared/schemas/auth.ts';
import { meQueryOptions } from '@web/lib/get-me.ts';
import { useAuthDialog } from './auth-dialog-context.ts';
import { useCurrentUser } from './use-current-user.ts';

/**
 * Runs a press that needs a signed-in shopper: at once when one is known, else after the
 * session's first read has answered (a press on a page just drawn by the server must act as the
 * shopper, not ask them to sign in and then drop the press), and asks a visitor to sign in.
 */
export function useSignedInAction(): (action: (user: CurrentUser) => void) => void {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const authDialog = useAuthDialog();
  return useCallback(
    (action) => {
      if (user) {
        action(user);
        return;
      }
      if (!isLoading) {
        authDialog.open('login');
        return;
      }
      // The one session read already under way (or its answer, when the screen has not yet
      // drawn it): no second call.
      void queryClient.ensureQueryData(meQueryOptions).then(
        (known) => (known ? action(known) : authDialog.open('login')),
        () => authDialog.open('login'),
      );
    },
    [user, isLoading, queryClient, authDialog],
  );
}
