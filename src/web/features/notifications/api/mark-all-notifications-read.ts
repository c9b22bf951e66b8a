import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { notificationsQueryKey } from '@web/lib/query-keys/notifications.ts';
import type { NotificationsPage } from './get-notifications.ts';
import { unreadCountQueryOptions } from './get-unread-count.ts';

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('POST', apiPaths.notificationsReadAll);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueriesData<NotificationsPage>(
        { queryKey: [...notificationsQueryKey, 'list'] },
        (page) =>
          page && { ...page, unread: 0, items: page.items.map((n) => ({ ...n, read: true })) },
      );
      queryClient.setQueryData(unreadCountQueryOptions.queryKey, { unread: 0 });
    },
  });
}
