import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, SavedAddress } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { cacheSavedAddress } from './get-addresses.ts';

/** PUT /api/addresses/{id}: the whole address again, answered as saved. */
export function updateAddress({
  id,
  ...input
}: AddressInput & { id: number }): Promise<SavedAddress> {
  return apiRequest<SavedAddress>('PUT', apiPaths.address(id), input);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (saved) => cacheSavedAddress(queryClient, saved),
  });
}
