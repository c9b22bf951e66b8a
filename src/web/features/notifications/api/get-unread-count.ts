import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { apiPaths } from '@web/config/paths.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { notificationsQueryKey } from '@web/lib/query-keys/notifications.ts';

/** GET /api/notifications/unread-count → `{unread}`. */
export function getUnreadCount(signal?: AbortSignal): Promise<{ unread: number }> {
  return apiGet<{ unread: number }>(apiPaths.notificationsUnreadCount, signal);
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: [...notificationsQueryKey, 'unread-count'] as const,
  queryFn: ({ signal }) => getUnreadCount(signal),
});

/**
 * The bell's number, for a signed-in user. docs/product.md §9 allows no polling: it is read again when the
 * shopper moves to another page instead.
 */
export function useUnreadCount() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const signedIn = user !== null;
  const query = useQuery({ ...unreadCountQueryOptions, enabled: signedIn });
  const { refetch } = query;
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (signedIn) void refetch();
  }, [pathname, signedIn, refetch]);
  return query;
}
