import type {
  AdminContactMessage,
  AdminContactMessagesQuery,
} from '@shared/schemas/admin-contact-messages.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../plugins/errors.ts';
import {
  findContactMessage,
  findContactMessagesPage,
  markContactMessageRead,
  type ContactMessageRow,
} from './admin-contact-messages.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';

function toDto(row: ContactMessageRow): AdminContactMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function listContactMessages(db: Db, query: AdminContactMessagesQuery) {
  const { page, pageSize, unread } = query;
  const { rows, total } = await findContactMessagesPage(
    db,
    { unread },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { items: rows.map(toDto), total, page, pageSize };
}

/** Marks a message read (idempotent); only the first marking is audited. */
export async function readContactMessage(db: Db, actorUserId: number, id: number) {
  return db.transaction(async (tx) => {
    const marked = await markContactMessageRead(tx, id);
    if (marked) {
      await recordAudit(tx, [
        {
          actorUserId,
          action: 'contact-message.read',
          entity: 'contact-message',
          entityId: id,
          before: { readAt: null },
          after: { readAt: marked.readAt?.toISOString() ?? null },
        },
      ]);
      return toDto(marked);
    }
    const existing = await findContactMessage(tx, id);
    if (!existing) throw notFound('Message not found');
    return toDto(existing);
  });
}
