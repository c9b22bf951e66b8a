import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOutboxPage } from '@shared/schemas/admin-outbox.ts';
import { adminOutboxApi, type AdminOutboxFilters } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** Every outbox query starts with this key. */
export const adminOutboxQueryKey = [adminOutboxApi.outbox] as const;

export const outboxPageSize = 20;

/** GET /api/admin/outbox: messages matching the filters, newest first, without their text. */
export function getOutbox(filters: AdminOutboxFilters, signal?: AbortSignal) {
  return apiGet<AdminOutboxPage>(adminOutboxApi.list(filters, outboxPageSize), signal);
}

export const outboxQueryOptions = (filters: AdminOutboxFilters) =>
  queryOptions({
    queryKey: [...adminOutboxQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getOutbox(filters, signal),
  });

/** Not polled (docs/product.md §9): the screen has a Refresh button for a message just asked for. */
export function useOutbox(filters: AdminOutboxFilters) {
  return useQuery({
    ...outboxQueryOptions(filters),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
