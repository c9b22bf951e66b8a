import { apiPaths } from '@web/config/paths.ts';

/** Every orders query starts with this key: invalidating it refreshes lists and details. */
export const ordersQueryKey = [apiPaths.orders] as const;

/** Every page of the shopper's orders list. */
export const ordersListQueryKey = [...ordersQueryKey, 'list'] as const;

export const orderQueryKey = (id: string) => [...ordersQueryKey, 'detail', id] as const;
