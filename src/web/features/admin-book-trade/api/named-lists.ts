import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MergeResult,
  NamedKind,
  NamedPage,
  NamedRow,
  RenameInput,
} from '@shared/schemas/admin-book-trade.ts';
import { withQuery } from '@shared/catalog-queries.ts';
import { apiGet, apiRequest } from '@web/lib/api-client.ts';

export const namedListKey = (kind: NamedKind) => ['admin', 'book-trade', kind] as const;

/** GET /api/admin/{contributors,series,publishers}: a page of one kind, searched by name. */
export function useNamedList(kind: NamedKind, q: string, page = 1, pageSize = 20) {
  return useQuery({
    queryKey: [...namedListKey(kind), { q, page, pageSize }],
    queryFn: ({ signal }) =>
      apiGet<NamedPage>(
        withQuery(`/api/admin/${kind}`, { q: q || undefined, page, pageSize }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRenameNamed(kind: NamedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RenameInput }) =>
      apiRequest<NamedRow>('PATCH', `/api/admin/${kind}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namedListKey(kind) }),
  });
}

export function useMergePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { from: number; into: number }) =>
      apiRequest<MergeResult>('POST', '/api/admin/contributors/merge', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namedListKey('contributors') }),
  });
}
