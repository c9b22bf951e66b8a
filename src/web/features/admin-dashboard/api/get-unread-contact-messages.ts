import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactMessagesPage } from '@shared/schemas/admin-contact-messages.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** Every contact-message query starts with this key. */
export const contactMessagesQueryKey = [adminOrdersUsersApi.contactMessages] as const;

export const unreadMessagesShown = 5;

/** GET /api/admin/contact-messages?unread=1: the newest messages nobody has read yet. */
export function getUnreadContactMessages(signal?: AbortSignal) {
  return apiGet<AdminContactMessagesPage>(
    adminOrdersUsersApi.unreadContactMessages(unreadMessagesShown),
    signal,
  );
}

export const unreadContactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...contactMessagesQueryKey, 'unread'] as const,
    queryFn: ({ signal }) => getUnreadContactMessages(signal),
  });

export function useUnreadContactMessages() {
  return useQuery({ ...unreadContactMessagesQueryOptions(), refetchOnMount: 'always' });
}
