import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from '@shared/schemas/admin-analytics.ts';
import { adminAnalyticsApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

export interface AnalyticsQuery {
  from: string;
  to: string;
}

/** GET /api/admin/analytics?from&to: the figures of one range of shop days. */
export function getAnalytics(query: AnalyticsQuery, signal?: AbortSignal) {
  return apiGet<AdminAnalytics>(adminAnalyticsApi.analyticsUrl(query), signal);
}

export const analyticsQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: [adminAnalyticsApi.analytics, query] as const,
    queryFn: ({ signal }) => getAnalytics(query, signal),
  });

/** The previous range stays on screen (dimmed) while another loads. */
export function useAnalytics(query: AnalyticsQuery) {
  return useQuery({ ...analyticsQueryOptions(query), placeholderData: keepPreviousData });
}
