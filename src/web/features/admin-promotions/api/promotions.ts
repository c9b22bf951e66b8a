import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedQueriesPage } from '@shared/schemas/admin-queries.ts';
import type { DeliveryZone } from '@shared/schemas/delivery.ts';
import type { Promotion, PromotionInput } from '@shared/schemas/promotions.ts';
import { adminQueriesApi } from '@web/config/paths.ts';
import { apiGet, apiRequest } from '@web/lib/api-client.ts';

const promotionsUrl = '/api/admin/promotions';
const promotionsKey = ['admin', 'promotions'] as const;

/** GET /api/admin/promotions: every promotion with its figures. */
export function usePromotions() {
  return useQuery({
    queryKey: promotionsKey,
    queryFn: ({ signal }) => apiGet<Promotion[]>(promotionsUrl, signal),
  });
}

/** POST (no id) or PUT (an id) a promotion. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PromotionInput }) =>
      id === null
        ? apiRequest<Promotion>('POST', promotionsUrl, input)
        : apiRequest<Promotion>('PUT', `${promotionsUrl}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

/** A promotion's fields as the form sends them back (to pause, resume or end it). */
export function inputOf(p: Promotion): PromotionInput {
  return {
    name: p.name,
    code: p.code ?? '',
    kind: p.kind,
    targetKind: p.targetKind,
    targetValue: p.targetValue,
    buyQuantity: p.buyQuantity,
    getQuantity: p.getQuantity,
    combinable: p.combinable,
    percent: p.percent,
    amount: p.amount,
    minOrder: p.minOrder,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    usageLimit: p.usageLimit,
    perCustomerLimit: p.perCustomerLimit,
    firstOrderOnly: p.firstOrderOnly,
    paused: p.paused,
  };
}

/** What a promotion can target by a list: the saved books queries and the delivery zones. */
export function useTargetChoices(kind: string) {
  const queries = useQuery({
    queryKey: ['admin', 'promotions', 'query-targets'],
    queryFn: ({ signal }) => apiGet<SavedQueriesPage>(adminQueriesApi.listPage(1, 100), signal),
    enabled: kind === 'query',
  });
  const zones = useQuery({
    queryKey: ['admin', 'promotions', 'zone-targets'],
    queryFn: ({ signal }) => apiGet<DeliveryZone[]>('/api/admin/delivery-zones', signal),
    enabled: kind === 'zone',
  });
  if (kind === 'query') {
    return (queries.data?.items ?? [])
      .filter((q) => q.entity === 'books')
      .map((q) => ({ value: String(q.id), label: q.name }));
  }
  if (kind === 'zone') return (zones.data ?? []).map((z) => ({ value: z.name, label: z.name }));
  return null;
}
