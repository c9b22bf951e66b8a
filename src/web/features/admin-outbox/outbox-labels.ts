import type { OutboxChannel, OutboxStatus } from '@shared/schemas/admin-outbox.ts';

export const channelLabels: Record<OutboxChannel, string> = { mail: 'Mail', sms: 'SMS' };

/** The state as staff read it; a held message says what is missing to deliver it. */
export function deliveryLabel(status: OutboxStatus, channel: OutboxChannel): string {
  switch (status) {
    case 'held':
      return channel === 'sms' ? 'Held — no SMS provider' : 'Held — no mail server';
    case 'sent':
      return 'Sent';
    case 'failed':
      return 'Failed';
    case 'pending':
      return 'Pending';
  }
}

/** The filter's names for the states (a held message may be mail or a text). */
export const statusFilterLabels: Record<OutboxStatus, string> = {
  held: 'Held',
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

/** The confirmation or reset code a message carries (6 digits), if any. */
export function codeIn(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1];
}
