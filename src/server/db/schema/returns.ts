import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orderItems, orders } from './commerce.ts';
import { createdAt, timestamps } from './columns.ts';

/**
 * A shopper's request to return delivered books (issue #35): requested, then approved or
 * declined, received, refunded. The refund is the lines' share of what was paid, fixed when the
 * request is made.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    refundPaise: integer('refund_paise').notNull(),
    /** razorpay: back to the payment; bank: to the account the shopper gave (sealed). */
    refundMethod: text('refund_method').notNull(),
    bankDetails: text('bank_details'),
    refundReference: text('refund_reference'),
    ...timestamps,
  },
  (t) => [
    check(
      'returns_status_known',
      sql`${t.status} IN ('requested', 'approved', 'declined', 'received', 'refunded')`,
    ),
    check('returns_refund_nonnegative', sql`${t.refundPaise} >= 0`),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.createdAt),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    refundPaise: integer('refund_paise').notNull(),
    /** Set on arrival: whether the copies go back on sale. */
    restocked: integer('restocked'),
  },
  (t) => [
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('return_lines_return_idx').on(t.returnId),
  ],
);

export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);

/** A return's photo, re-encoded to WebP (metadata dropped), readable only through the API. */
export const returnPhotos = pgTable('return_photos', {
  returnId: integer('return_id')
    .primaryKey()
    .references(() => returns.id, { onDelete: 'cascade' }),
  webpBase64: text('webp_base64').notNull(),
  ...createdAt,
});
