import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@shared/schemas/admin-contact-messages.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { dashboardQueryOptions } from './get-dashboard.ts';
import { contactMessagesQueryKey } from './get-unread-contact-messages.ts';

/** POST /api/admin/contact-messages/{id}/read (marking twice keeps the first time). */
export function markContactMessageRead(id: number) {
  return apiRequest<AdminContactMessage>('POST', adminOrdersUsersApi.contactMessageRead(id));
}

export function useMarkContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessageRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey });
      // The unread count on the dashboard.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
    },
  });
}
