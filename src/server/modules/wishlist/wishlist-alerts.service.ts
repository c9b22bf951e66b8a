import { formatINR, paiseToRupees } from '@shared/money.ts';
import type { Tx } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notifyUsers, type NewNotification } from '../notifications/notifications.public.ts';
import { findWishlisters } from './wishlist.repository.ts';

/** How a back-in-stock alert is mailed: the outbox, and the shop's address for the book's link. */
export interface WishlistMail {
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}

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
 * its selling price drops: a notification each, and for a restock a mail too. Runs in the
 * caller's transaction, so a rolled-back change sends nothing (the caller wakes the mailer after
 * commit). Returns how many notifications were written.
 */
export async function notifyWishlisters(
  db: Tx,
  changes: { before: BookSnapshot; after: BookSnapshot }[],
  mail: WishlistMail,
): Promise<number> {
  let written = 0;
  for (const { before, after } of changes) {
    const alerts = alertsFor(before, after);
    if (alerts.length === 0) continue;
    const wishlisters = await findWishlisters(db, after.id);
    const rows = wishlisters.flatMap(({ userId }) => alerts.map((a) => ({ ...a, userId })));
    await notifyUsers(db, rows);
    written += rows.length;
    // Back in stock is mailed as well, through the outbox in this transaction (ADR 020).
    const restocked = alerts.find((a) => a.type === 'back-in-stock');
    if (!restocked) continue;
    for (const { email } of wishlisters) {
      await mail.mailer.send(
        {
          to: email,
          subject: restocked.title,
          text: `${restocked.body}\n\nSee the book: ${mail.publicUrl}/books/${after.id}`,
        },
        db,
      );
    }
  }
  return written;
}
