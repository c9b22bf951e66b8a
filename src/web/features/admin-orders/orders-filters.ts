import { useSearchParams } from 'react-router';
import { orderStatuses, type OrderStatus } from '@shared/schemas/checkout.ts';
import type { AdminOrdersFilters } from '@web/config/paths.ts';

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters in /admin/orders' address, keeping only values the API accepts, so a hand-edited
 * or stale link shows a list rather than an error.
 */
export function parseOrdersFilters(params: URLSearchParams): AdminOrdersFilters {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const userId = Math.floor(Number(params.get('userId')));
  const page = Math.floor(Number(params.get('page')));
  const filters: AdminOrdersFilters = {
    status: orderStatuses.includes(status as OrderStatus) ? status : undefined,
    from: day.test(from) ? from : undefined,
    to: day.test(to) ? to : undefined,
    q: q || undefined,
    userId: userId > 0 ? userId : undefined,
    page: page > 1 ? page : undefined,
  };
  if (filters.from && filters.to && filters.from > filters.to) filters.to = undefined;
  return filters;
}

export function hasOrdersFilters(f: AdminOrdersFilters): boolean {
  return Boolean(f.status || f.from || f.to || f.q || f.userId);
}

/** The filters and the open order (`?order=`), read from and written to the address. */
export function useOrdersFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseOrdersFilters(params);
  const openOrderId = params.get('order') ?? '';

  function write(next: AdminOrdersFilters, order: string) {
    const entries: [string, string][] = [];
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
      entries.push([key, String(value)]);
    }
    if (order) entries.push(['order', order]);
    setParams(entries);
  }

  return {
    filters,
    openOrderId,
    /** New filters start again on page 1. */
    setFilters: (patch: Partial<AdminOrdersFilters>) =>
      write({ ...filters, ...patch, page: undefined }, ''),
    clearFilters: () => write({}, ''),
    closeOrder: () => write(filters, ''),
  };
}
