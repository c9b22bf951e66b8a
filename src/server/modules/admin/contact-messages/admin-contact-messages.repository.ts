import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { contactMessages } from '../../../db/schema/content.ts';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
};

export async function findContactMessagesPage(
  db: Tx,
  filters: { unread?: boolean },
  page: { limit: number; offset: number },
) {
  const where = filters.unread ? isNull(contactMessages.readAt) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type ContactMessageRow = Awaited<ReturnType<typeof findContactMessagesPage>>['rows'][number];

export async function findContactMessage(db: Tx, id: number) {
  const [row] = await db.select(columns).from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Marks a message read once: a second call keeps the first time (and changes nothing). */
export async function markContactMessageRead(db: Tx, id: number) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
    .returning(columns);
  return row;
}
