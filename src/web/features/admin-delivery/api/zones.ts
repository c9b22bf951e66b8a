import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryZone, DeliveryZoneInput } from '@shared/schemas/delivery.ts';
import { apiGet, apiRequest } from '@web/lib/api-client.ts';

const zonesUrl = '/api/admin/delivery-zones';
const zonesKey = ['admin', 'delivery-zones'] as const;

/** GET /api/admin/delivery-zones. */
export function useZones() {
  return useQuery({
    queryKey: zonesKey,
    queryFn: ({ signal }) => apiGet<DeliveryZone[]>(zonesUrl, signal),
  });
}

function useZoneMutation<V>(request: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}

/** POST (no id) or PUT (an id) a zone. */
export const useSaveZone = () =>
  useZoneMutation(({ id, input }: { id: number | null; input: DeliveryZoneInput }) =>
    id === null
      ? apiRequest<DeliveryZone>('POST', zonesUrl, input)
      : apiRequest<DeliveryZone>('PUT', `${zonesUrl}/${id}`, input),
  );

export const useDeleteZone = () =>
  useZoneMutation((id: number) => apiRequest<null>('DELETE', `${zonesUrl}/${id}`));
