import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { meQueryKey } from '@web/lib/query-keys/start-up.ts';

/** POST /api/auth/phone-number/verify: checks the code and saves the number as verified. */
export function verifyPhone({ phoneNumber, code }: { phoneNumber: string; code: string }) {
  return apiRequest('POST', apiPaths.auth.verifyPhone, {
    phoneNumber,
    code,
    updatePhoneNumber: true,
  });
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
