import { z } from 'zod';
import { adminPageQuery, pageOf, shopDay } from './admin-common.ts';
import {
  deliveryAddressSchema,
  orderSchema,
  orderStatuses,
  paymentMethods,
  shippingMethods,
  type OrderStatus,
} from './checkout.ts';

/**
 * docs/product.md "Order status": pending → confirmed → shipped → delivered; pending|confirmed →
 * cancelled; confirmed|shipped|delivered → refunded. Nothing leaves cancelled or refunded.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

export const adminOrderMessages = {
  trackingRequired: 'Enter the tracking number to mark the order shipped',
  refused: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot become ${to}.`,
} as const;

/** POST /api/admin/orders/:id/status */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(orderStatuses, { error: 'Choose a status' }),
    note: z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
    trackingNumber: z
      .string()
      .trim()
      .max(100, 'Tracking number must be at most 100 characters')
      .optional(),
  })
  .refine((b) => b.status !== 'shipped' || Boolean(b.trackingNumber), {
    message: adminOrderMessages.trackingRequired,
    path: ['trackingNumber'],
  });
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeSchema>;
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;

/**
 * GET /api/admin/orders (and export.csv): `from`/`to` are days in India Standard Time, both
 * included; `q` is an order number (PSK-000123 or 123), an email or a name; `userId` is one
 * account's orders (exact, unlike `q`, and still right after the account's email changes).
 */
export const adminOrdersQuerySchema = z
  .object({
    status: z.enum(orderStatuses).optional(),
    from: shopDay.optional(),
    to: shopDay.optional(),
    q: z.string().trim().max(200, 'Search is too long').optional(),
    userId: z.coerce
      .number({ error: 'No such customer' })
      .int('No such customer')
      .positive('No such customer')
      .optional(),
    ...adminPageQuery,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.string(),
  paymentMethod: z.enum(paymentMethods),
  shippingMethod: z.enum(shippingMethods),
  userId: z.number().int().nullable(),
  userName: z.string(),
  userEmail: z.string().nullable(),
  itemCount: z.number().int(),
  totalAmount: z.number(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersPageSchema = pageOf(adminOrderRowSchema);

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  /** The shopper's order lines, plus the MRP each was sold under. */
  items: z.array(orderSchema.shape.items.element.extend({ mrp: z.number() })),
  shippingAddress: deliveryAddressSchema,
  subtotal: z.number(),
  shippingFee: z.number(),
  tax: z.number(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  paymentDueAt: z.string().nullable(),
  events: z.array(
    z.object({
      status: z.string(),
      note: z.string().nullable(),
      createdAt: z.string(),
      actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
    }),
  ),
  /** Where staff may move the order next. */
  nextStatuses: z.array(z.enum(orderStatuses)),
  /** True when the street address and phone are withheld from this staff member's role. */
  contactHidden: z.boolean().optional(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/**
 * GET /api/admin/orders/pulse: what the admin area polls to notice new orders (docs/product.md
 * "Admin" with ADR 022): the newest order and how many wait for staff (pending).
 */
export const adminOrderPulseSchema = z.object({
  pendingCount: z.number().int(),
  latest: z.object({ id: z.string(), orderNumber: z.string(), createdAt: z.string() }).nullable(),
});
export type AdminOrderPulse = z.infer<typeof adminOrderPulseSchema>;
