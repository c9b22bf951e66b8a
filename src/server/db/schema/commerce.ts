import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { books } from './catalog.ts';
import { createdAt, timestamps } from './columns.ts';

/** docs/product.md §3 `cart_items`: one line per (user, book); quantity 1..10. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('cart_items_quantity_range', sql`${t.quantity} BETWEEN 1 AND 10`),
    uniqueIndex('cart_items_user_book_idx').on(t.userId, t.bookId),
  ],
);

/** docs/product.md §3 `wishlist_items`: one row per (user, book). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wishlist_items_user_book_idx').on(t.userId, t.bookId),
    index('wishlist_items_book_id_idx').on(t.bookId),
  ],
);

export interface OrderItemJson {
  bookId: number;
  title: string;
  author: string;
  quantity: number;
  unitPrice: number;
  imageUrl: string;
}

export interface ShippingAddressJson {
  fullName: string;
  mobile: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * docs/product.md §3 `orders`. `user_id` is nulled (and the name and email anonymised) when an account is
 * deleted, so the shop keeps its order history. Money in integer paise.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human order number shown to shoppers and staff (e.g. PSK-000123). */
    orderNumber: serial('order_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email'),
    status: text('status').notNull().default('pending'),
    totalAmountPaise: integer('total_amount').notNull(),
    subtotalPaise: integer('subtotal').notNull().default(0),
    shippingFeePaise: integer('shipping_fee').notNull().default(0),
    /** What the order's promotions took off the subtotal (order_promotions says which). */
    discountPaise: integer('discount').notNull().default(0),
    taxPaise: integer('tax').notNull().default(0),
    items: jsonb('items').$type<OrderItemJson[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressJson>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    razorpayOrderId: text('razorpay_order_id').unique(),
    razorpayPaymentId: text('razorpay_payment_id'),
    trackingNumber: text('tracking_number'),
    /** Stock of an unpaid online order is released after this moment. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      'orders_status_known',
      sql`${t.status} IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check('orders_total_nonnegative', sql`${t.totalAmountPaise} >= 0`),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
  ],
);

/** A price and title snapshot per order line; `orders.items` stays as the spec's JSON copy. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price').notNull(),
    mrpPaise: integer('mrp').notNull(),
    lineTotalPaise: integer('line_total').notNull(),
    /** The publication date of a pre-ordered edition: the line took no stock (migration 0021). */
    preorderUntil: date('preorder_until'),
    /** The line's share of the order's promotions, its tax rate and tax (migration 0027). */
    discountPaise: integer('discount_paise').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    hsn: text('hsn').notNull().default('4901'),
    ...createdAt,
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_book_id_idx').on(t.bookId),
  ],
);

/** Status history of an order (the timeline). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId, t.createdAt)],
);

/** Saved Indian shipping addresses. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('addresses_pincode_format', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('addresses_mobile_format', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`),
    index('addresses_user_id_idx').on(t.userId),
  ],
);

/** A repeated order request with the same key gets the first answer, never a second order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Delivery zones (issue #34): the PIN codes a zone covers (whole codes and their starts), its
 * charges in paise, its estimate in business days and whether cash on delivery reaches it.
 * With no zone the shop's flat rates (shop_settings) apply everywhere.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    pincodes: text('pincodes').array().notNull(),
    standardFeePaise: integer('standard_fee_paise').notNull(),
    freeAbovePaise: integer('free_above_paise'),
    expressFeePaise: integer('express_fee_paise'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    cod: boolean('cod').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_zones_name_idx').on(sql`lower(${t.name})`),
    check('delivery_zones_days', sql`${t.minDays} >= 0 AND ${t.maxDays} >= ${t.minDays}`),
    check(
      'delivery_zones_fees',
      sql`${t.standardFeePaise} >= 0 AND coalesce(${t.freeAbovePaise}, 0) >= 0 AND coalesce(${t.expressFeePaise}, 0) >= 0`,
    ),
  ],
);

/**
 * Promotions (issue #34): a coupon code shoppers type, a percentage (basis points) or a fixed
 * amount off the order, with its conditions. `uses` counts the orders holding it: it is raised
 * by a conditional update in the order's transaction, so a last use goes to one order only.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code'),
    kind: text('kind').notNull(),
    percentBp: integer('percent_bp'),
    amountPaise: integer('amount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    uses: integer('uses').notNull().default(0),
    /** What it applies to: the whole order, or the books of a category, collection, author… */
    targetKind: text('target_kind').notNull().default('order'),
    targetValue: text('target_value'),
    /** Buy N get M free (`buy_get`), or N for an amount (`bundle`, the amount in amount_paise). */
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    /** A code that may be used together with other codes. */
    combinable: boolean('combinable').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promotions_code_idx')
      .on(sql`upper(${t.code})`)
      .where(sql`${t.code} IS NOT NULL`),
    check(
      'promotions_kind',
      sql`(${t.kind} = 'percent' AND ${t.percentBp} BETWEEN 1 AND 10000) OR (${t.kind} = 'fixed' AND ${t.amountPaise} > 0) OR (${t.kind} = 'buy_get' AND ${t.buyQuantity} >= 1 AND ${t.getQuantity} >= 1) OR (${t.kind} = 'bundle' AND ${t.buyQuantity} >= 2 AND ${t.amountPaise} > 0) OR (${t.kind} = 'free_delivery')`,
    ),
    check(
      'promotions_uses',
      sql`${t.uses} >= 0 AND (${t.usageLimit} IS NULL OR ${t.uses} <= ${t.usageLimit})`,
    ),
  ],
);

/** The promotions an order used, as they were then; `released` once a cancel gave the use back. */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').references(() => promotions.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    code: text('code'),
    discountPaise: integer('discount_paise').notNull(),
    /** Free delivery: the discount is the delivery charge it waived, not off the books. */
    delivery: boolean('delivery').notNull().default(false),
    released: boolean('released').notNull().default(false),
    ...createdAt,
  },
  (t) => [
    index('order_promotions_order_idx').on(t.orderId),
    index('order_promotions_promotion_idx').on(t.promotionId, t.userId),
  ],
);

/** A category's tax (issue #34): its HSN code and GST rate; other books take the shop's rate. */
export const categoryTax = pgTable(
  'category_tax',
  {
    category: text('category').primaryKey(),
    hsn: text('hsn').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('category_tax_rate', sql`${t.rateBp} BETWEEN 0 AND 2800`),
    check('category_tax_hsn', sql`${t.hsn} ~ '^[0-9]{4,8}$'`),
  ],
);

/** The last number given per kind of document and financial year (April to March). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_counters_pk', columns: [t.kind, t.financialYear] })],
);

/**
 * An order's invoice (or bill of supply) and its credit note: numbered in sequence per financial
 * year, the document frozen as issued, so later edits of the shop or the books never change it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    document: jsonb('document').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
    uniqueIndex('invoices_number_idx').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('invoices_order_kind_idx').on(t.orderId, t.kind),
  ],
);
