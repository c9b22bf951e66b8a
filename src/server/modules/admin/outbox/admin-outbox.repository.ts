import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxChannel, OutboxStatus } from '@shared/schemas/admin-outbox.ts';
import type { Tx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';
import { outbox } from '../../../db/schema/content.ts';

export interface OutboxFilters {
  status?: OutboxStatus;
  channel?: OutboxChannel;
  /** Part of the recipient's address or number, any case. */
  to?: string;
}

const listColumns = {
  id: outbox.id,
  channel: outbox.channel,
  to: outbox.to,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  nextAttemptAt: outbox.nextAttemptAt,
};

function conditions(f: OutboxFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(outbox.status, f.status));
  if (f.channel) where.push(eq(outbox.channel, f.channel));
  if (f.to) where.push(sql`${outbox.to} ILIKE ${containsPattern(f.to)}`);
  return and(...where);
}

/** A page of messages, newest first, without their bodies; and how many match in all. */
export async function findOutboxPage(
  db: Tx,
  filters: OutboxFilters,
  page: { limit: number; offset: number },
) {
  const where = conditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type OutboxRow = Awaited<ReturnType<typeof findOutboxPage>>['rows'][number];

export async function findOutboxMessage(db: Tx, id: number) {
  const [row] = await db
    .select({ ...listColumns, from: outbox.from, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(eq(outbox.id, id));
  return row;
}
