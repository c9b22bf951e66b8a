import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOutboxMessage } from '@shared/schemas/admin-outbox.ts';
import { adminOutboxApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { adminOutboxQueryKey } from './get-outbox.ts';

/** GET /api/admin/outbox/{id}: one message with its text (and its HTML, when it has one). */
export function getOutboxMessage(id: number, signal?: AbortSignal) {
  return apiGet<AdminOutboxMessage>(adminOutboxApi.message(id), signal);
}

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminOutboxQueryKey, 'message', id] as const,
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
  });

export function useOutboxMessage(id: number | undefined) {
  return useQuery({
    ...outboxMessageQueryOptions(id ?? 0),
    enabled: id !== undefined,
    refetchOnMount: 'always',
  });
}
