import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { ordersListQueryKey } from '@web/lib/query-keys/orders.ts';

export const ordersPageSize = 10;

export interface OrdersPage {
  items: Order[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/orders?page&pageSize: the shopper's orders, newest first. */
export function getOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  return apiGet<OrdersPage>(apiPaths.ordersPage(page, ordersPageSize), signal);
}

export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersListQueryKey, page] as const,
    queryFn: ({ signal }) => getOrders(page, signal),
  });

/** Read again on every visit: statuses change on the server (shipping, delivery). */
export function useOrders(page: number) {
  return useQuery({
    ...ordersQueryOptions(page),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
