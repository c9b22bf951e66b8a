import { apiPaths } from '@web/config/paths.ts';

/** Every notifications query (pages and the unread count) starts with this key. */
export const notificationsQueryKey = [apiPaths.notifications] as const;
