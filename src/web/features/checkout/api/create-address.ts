import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, SavedAddress } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { cacheSavedAddress } from './get-addresses.ts';

/** POST /api/addresses: 201 with the saved address (the first one becomes the default). */
export function createAddress(input: AddressInput): Promise<SavedAddress> {
  return apiRequest<SavedAddress>('POST', apiPaths.addresses, input);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (saved) => cacheSavedAddress(queryClient, saved),
  });
}
