import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionInput } from '@shared/schemas/promotions.ts';
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
