import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordForm } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequestWithHeaders } from '@web/lib/api-client.ts';
import { writeClientState } from '@web/lib/client-state.ts';
import { sessionTokenHeader } from '@web/lib/session.ts';

/** POST /api/auth/change-password: other sessions end; this one is replaced by a new one. */
export function changePassword({ currentPassword, newPassword }: ChangePasswordForm) {
  return apiRequestWithHeaders('POST', apiPaths.auth.changePassword, {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ headers }) => {
      const token = headers.get(sessionTokenHeader);
      if (token) writeClientState({ accessToken: token });
    },
  });
}
