import { formatINR, paiseToRupees } from '@shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { notifyUsers, type NewNotification } from '../notifications/notifications.public.ts';
import { findWishlistUserIds } from './wishlist.repository.ts';

/** What a wishlist alert compares, before and after a change to a book. */
export interface BookSnapshot {
  id: number;
  title: string;
  author: string;
  sellingPricePaise: number;
  stockQuantity: number;
  archivedAt: Date | string | null;
}

function alertsFor(before: BookSnapshot, after: BookSnapshot): Omit<NewNotification, 'userId'>[] {
  if (after.archivedAt) return [];
  const link = `/books/${after.id}`;
  const alerts: Omit<NewNotification, 'userId'>[] = [];
  if (before.stockQuantity === 0 && after.stockQuantity > 0) {
    alerts.push({
      type: 'back-in-stock',
      title: `Back in stock: ${after.title}`,
      body: `${after.title} by ${after.author} is available again. Get your copy before it goes.`,
      link,
    });
  }
  if (after.sellingPricePaise < before.sellingPricePaise) {
    alerts.push({
      type: 'price-drop',
      title: `Price drop: ${after.title}`,
      body: `Now ${formatINR(paiseToRupees(after.sellingPricePaise))} (was ${formatINR(paiseToRupees(before.sellingPricePaise))}).`,
      link,
    });
  }
  return alerts;
}

/**
 * Tells everyone who keeps a book on their wishlist when it comes back in stock (0 → more) or
 * its selling price drops. Runs in the caller's transaction, so a rolled-back change sends
 * nothing. Returns how many notifications were written.
 */
export async function notifyWishlisters(
  db: Tx,
  changes: { before: BookSnapshot; after: BookSnapshot }[],
): Promise<number> {
  let written = 0;
  for (const { before, after } of changes) {
    const alerts = alertsFor(before, after);
    if (alerts.length === 0) continue;
    const userIds = await findWishlistUserIds(db, after.id);
    const rows = userIds.flatMap((userId) => alerts.map((a) => ({ ...a, userId })));
    await notifyUsers(db, rows);
    written += rows.length;
  }
  return written;
}
