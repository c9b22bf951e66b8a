import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPulse } from '@shared/schemas/admin-orders.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** How often an open admin screen asks whether an order has come in (ADR 022). */
export const orderPulseIntervalMs = 5_000;

/** GET /api/admin/orders/pulse: the newest order and how many are pending. */
export function getOrderPulse(signal?: AbortSignal): Promise<AdminOrderPulse> {
  return apiGet<AdminOrderPulse>(adminOrdersUsersApi.orderPulse, signal);
}

export const orderPulseQueryOptions = () =>
  queryOptions({
    queryKey: [adminOrdersUsersApi.orderPulse] as const,
    queryFn: ({ signal }) => getOrderPulse(signal),
  });

/**
 * Polled while an admin screen is open and visible (a hidden tab does not poll; it asks again
 * when it comes back). Polling rather than a push stream: every instance answers it from the
 * database, so an order placed through any instance shows (ADR 022).
 */
export function useOrderPulse(enabled = true) {
  return useQuery({
    ...orderPulseQueryOptions(),
    enabled,
    refetchInterval: orderPulseIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}
