import type {
  AdminOutboxMessage,
  AdminOutboxPage,
  AdminOutboxQuery,
  AdminOutboxRow,
  OutboxChannel,
  OutboxStatus,
} from '@shared/schemas/admin-outbox.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { findOutboxMessage, findOutboxPage, type OutboxRow } from './admin-outbox.repository.ts';

/** Whether the shop delivers mail (SMTP) and text messages (an SMS provider) itself. */
export interface DeliveryConfigured {
  mail: boolean;
  sms: boolean;
}

function toDto(row: OutboxRow): AdminOutboxRow {
  return {
    ...row,
    // Written only by the mailer, as these values.
    channel: row.channel as OutboxChannel,
    status: row.status as OutboxStatus,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    // Only a message still waiting for delivery has a next attempt.
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function listOutbox(
  db: Db,
  query: AdminOutboxQuery,
  deliveryConfigured: DeliveryConfigured,
): Promise<AdminOutboxPage> {
  const { page, pageSize, status, channel, to } = query;
  const { rows, total } = await findOutboxPage(
    db,
    { status, channel, to: to || undefined },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { items: rows.map(toDto), total, page, pageSize, deliveryConfigured };
}

/**
 * One message with its text. Reading it is written to the audit log: a held message may carry a
 * customer's code, and staff who pass codes on should leave a trace of whose they read.
 */
export async function getOutboxMessage(
  db: Db,
  id: number,
  actorUserId: number,
): Promise<AdminOutboxMessage> {
  const row = await findOutboxMessage(db, id);
  if (!row) throw notFound('Message not found');
  await recordAudit(db, [
    {
      actorUserId,
      action: 'outbox.read',
      entity: 'outbox',
      entityId: id,
      before: null,
      after: { to: row.to, subject: row.subject, status: row.status },
    },
  ]);
  return { ...toDto(row), from: row.from, text: row.text, html: row.html };
}
