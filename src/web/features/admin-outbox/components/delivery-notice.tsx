import type { AdminOutboxPage } from '@shared/schemas/admin-outbox.ts';
import { Alert } from '@web/components/ui/alert.tsx';

/** Why messages wait here rather than reach people: what the shop has no way to send. */
export function DeliveryNotice({
  configured,
}: {
  configured: AdminOutboxPage['deliveryConfigured'];
}) {
  let title;
  if (!configured.mail && !configured.sms) {
    title =
      "No mail server (SMTP_URL) or SMS provider (SMS_WEBHOOK_URL) is set up, so the shop's mail and text messages wait here.";
  } else if (!configured.mail) {
    title = "No mail server is set up (SMTP_URL), so the shop's mail waits here.";
  } else if (!configured.sms) {
    title = "No SMS provider is set up (SMS_WEBHOOK_URL), so the shop's text messages wait here.";
  } else {
    return null;
  }
  return (
    <Alert tone="warning" role="note" title={title} className="mb-4">
      Pass codes on to customers only when they ask.
    </Alert>
  );
}
