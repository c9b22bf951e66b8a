import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnixFeed, OnixFeedInput, OnixFeedRun } from '@shared/schemas/onix-feeds.ts';
import { apiGet, apiRequest } from '@web/lib/api-client.ts';

const feedsUrl = '/api/admin/feeds';
const feedsKey = ['admin', 'feeds'] as const;

const running = (run: OnixFeedRun | null) =>
  run?.status === 'fetching' || run?.status === 'importing';

/** GET /api/admin/feeds; looked at again every few seconds while a run is under way. */
export function useFeeds() {
  return useQuery({
    queryKey: feedsKey,
    queryFn: ({ signal }) => apiGet<OnixFeed[]>(feedsUrl, signal),
    refetchInterval: (query) => (query.state.data?.some((f) => running(f.lastRun)) ? 2_000 : false),
  });
}

export function useFeedRuns(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...feedsKey, id, 'runs'],
    queryFn: ({ signal }) => apiGet<OnixFeedRun[]>(`${feedsUrl}/${id}/runs`, signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.some(running) ? 2_000 : false),
  });
}

function useFeedMutation<V>(request: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsKey }),
  });
}

export const useAddFeed = () =>
  useFeedMutation((input: OnixFeedInput) => apiRequest<OnixFeed>('POST', feedsUrl, input));

export const useUpdateFeed = () =>
  useFeedMutation(({ id, input }: { id: number; input: OnixFeedInput }) =>
    apiRequest<OnixFeed>('PUT', `${feedsUrl}/${id}`, input),
  );

export const useRunFeed = () =>
  useFeedMutation((id: number) => apiRequest<OnixFeed>('POST', `${feedsUrl}/${id}/run`));

export const useDeleteFeed = () =>
  useFeedMutation((id: number) => apiRequest<null>('DELETE', `${feedsUrl}/${id}`));
