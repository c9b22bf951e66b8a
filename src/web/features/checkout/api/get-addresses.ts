import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SavedAddress } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';

/** GET /api/addresses: the shopper's saved delivery addresses, the default first. */
export const addressesQueryOptions = queryOptions<SavedAddress[]>({
  queryKey: [apiPaths.addresses],
});

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}

/** Puts a saved address into the cached list; a new default takes over from the old one. */
export function cacheSavedAddress(queryClient: QueryClient, saved: SavedAddress): void {
  queryClient.setQueryData(addressesQueryOptions.queryKey, (list) => {
    if (!list) return list;
    const updated = list.map((a) =>
      a.id === saved.id ? saved : saved.isDefault ? { ...a, isDefault: false } : a,
    );
    return updated.some((a) => a.id === saved.id) ? updated : [...updated, saved];
  });
}
