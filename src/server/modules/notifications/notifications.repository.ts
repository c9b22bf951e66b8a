import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/content.ts';

export interface NewNotification {
  userId: number;
  type: 'order' | 'back-in-stock' | 'price-drop' | 'account';
  title: string;
  body: string;
  link?: string;
}

export async function insertNotifications(db: Tx, rows: NewNotification[]) {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows.map((r) => ({ ...r, link: r.link ?? null })));
}

export async function findNotificationsPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: Db, userId: number, unreadOnly: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined),
    );
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: number, ids: number[] | 'all') {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findNotification(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}
