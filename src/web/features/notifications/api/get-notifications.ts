import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { notificationsQueryKey } from '@web/lib/query-keys/notifications.ts';

export const notificationsPageSize = 20;

export interface Notification {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationsPage {
  items: Notification[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

/** GET /api/notifications?page&pageSize: newest first, with the unread count. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return apiGet<NotificationsPage>(apiPaths.notificationsPage(page, notificationsPageSize), signal);
}

export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'list', page] as const,
    queryFn: ({ signal }) => getNotifications(page, signal),
  });

export function useNotifications(page: number) {
  return useQuery({
    ...notificationsQueryOptions(page),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
