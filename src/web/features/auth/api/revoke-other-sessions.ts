import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';

/** POST /api/auth/revoke-other-sessions: signs out every other browser and device. */
export function revokeOtherSessions() {
  return apiRequest('POST', apiPaths.auth.revokeOtherSessions, {});
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
