import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { adminDashboardQueryKey } from '@web/lib/query-keys/admin.ts';
import { adminOrdersQueryKey } from './api/get-admin-orders.ts';
import { useOrderPulse } from './api/get-order-pulse.ts';

/**
 * Staff notice a new order without reloading: when the polled newest order changes, a toast
 * names it and the dashboard and order list read again. Returns the pending count for the
 * Orders badge (undefined until the first answer). Off for staff who cannot see orders.
 */
export function useNewOrderAlerts(enabled = true): number | undefined {
  const pulse = useOrderPulse(enabled);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  // The newest order when the admin area opened: only orders after it are news.
  const seen = useRef<string | null | undefined>(undefined);
  const latest = pulse.data?.latest;

  useEffect(() => {
    if (!pulse.data) return;
    const id = latest?.id ?? null;
    if (seen.current === undefined) {
      seen.current = id;
      return;
    }
    if (id === seen.current || !latest) return;
    seen.current = id;
    toast({
      title: 'New order',
      description: `Order ${latest.orderNumber} has just been placed.`,
    });
    void queryClient.invalidateQueries({ queryKey: adminDashboardQueryKey });
    void queryClient.invalidateQueries({ queryKey: [...adminOrdersQueryKey, 'list'] });
  }, [pulse.data, latest, queryClient, toast]);

  return pulse.data?.pendingCount;
}
