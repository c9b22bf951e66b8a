import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { notificationsQueryKey } from '@web/lib/query-keys/notifications.ts';
import type { NotificationsPage } from './get-notifications.ts';
import { unreadCountQueryOptions } from './get-unread-count.ts';

/** POST /api/notifications/{id}/read. */
export function markNotificationRead(id: number): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('POST', apiPaths.notificationRead(id));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ updated }, id) => {
      queryClient.setQueriesData<NotificationsPage>(
        { queryKey: [...notificationsQueryKey, 'list'] },
        (page) =>
          page && {
            ...page,
            unread: Math.max(0, page.unread - updated),
            items: page.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
          },
      );
      queryClient.setQueryData(unreadCountQueryOptions.queryKey, (count) =>
        count ? { unread: Math.max(0, count.unread - updated) } : count,
      );
    },
  });
}
