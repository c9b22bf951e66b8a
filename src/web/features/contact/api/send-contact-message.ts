import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@shared/schemas/contact.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';

export function sendContactMessage(message: ContactMessage) {
  return apiRequest<{ ok: true }>('POST', apiPaths.contact, message);
}

/** POST /api/contact: 201 {ok:true}, or 400 with `error.fields` per form field. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
