import { z } from 'zod';

export const returnStatuses = [
  'requested',
  'approved',
  'declined',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnReasons = {
  damaged: 'Damaged in transit',
  defective: 'Defective (pages missing, misprinted, loose binding)',
  wrong: 'Not the book I ordered',
  other: 'Something else',
} as const;
export type ReturnReason = keyof typeof returnReasons;

export const returnMessages = {
  notDelivered: 'Only a delivered order can be returned.',
  window: (days: number, delivered: string) =>
    `Books can be returned within ${days} days of delivery. This order was delivered on ${delivered}.`,
  tooMany: (n: number, title: string) =>
    n === 0
      ? `“${title}” has already been returned in full.`
      : `You can return at most ${n} of “${title}”.`,
  noLine: 'Choose at least one book to return.',
  unknownLine: 'That book is not in this order. Reload the page and choose again.',
  bankNeeded: 'Give the bank account for your refund: this order was paid in cash.',
  notNow: (status: string) => `This return is ${status}: that step is not possible now.`,
  photoUnreadable: 'That file could not be read as a picture. Send a JPEG, PNG or WebP photo.',
  photoTooLarge: 'That photo is larger than 5 MB. Send a smaller one.',
  photoLate: 'Staff have already looked at this return: its photo cannot change now.',
  refundFailed:
    'Razorpay did not accept the refund. Nothing was refunded; try again in a few minutes.',
} as const;

/** The bank account a cash-on-delivery refund goes to. */
export const bankDetailsSchema = z.object({
  accountName: z
    .string({ error: 'Enter the account holder’s name' })
    .trim()
    .min(2, 'Enter the account holder’s name')
    .max(100, 'The name must be at most 100 characters'),
  accountNumber: z
    .string({ error: 'Enter the account number' })
    .trim()
    .regex(/^\d{9,18}$/, 'An account number has 9 to 18 digits'),
  ifsc: z
    .string({ error: 'Enter the IFSC' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'An IFSC is 11 characters, like SBIN0001234'),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** POST /api/orders/:id/returns */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        orderItemId: z.number().int().positive(),
        quantity: z.number().int().min(1, 'Return at least one copy').max(1000),
      }),
    )
    .min(1, returnMessages.noLine)
    .max(100),
  reason: z.enum(Object.keys(returnReasons) as [ReturnReason, ...ReturnReason[]], {
    error: 'Choose why you are returning the books',
  }),
  details: z.string().trim().max(1000, 'Tell us in at most 1,000 characters').default(''),
  bank: bankDetailsSchema.optional(),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

export const returnViewSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(returnStatuses),
  reason: z.string(),
  details: z.string(),
  refund: z.number(),
  refundMethod: z.enum(['razorpay', 'bank']),
  refundReference: z.string().nullable(),
  /** Whether the shopper sent a photo (read through the return's photo URL). */
  hasPhoto: z.boolean(),
  /** Only for staff who refund: the account a cash order's refund goes to. */
  bank: bankDetailsSchema.nullable().optional(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      orderItemId: z.number().int(),
      title: z.string(),
      quantity: z.number().int(),
      refund: z.number(),
      restocked: z.number().int().nullable(),
    }),
  ),
  events: z.array(
    z.object({ status: z.string(), note: z.string().nullable(), createdAt: z.string() }),
  ),
  createdAt: z.string(),
});
export type ReturnView = z.infer<typeof returnViewSchema>;

/** An order's returns and what can still be returned (the shopper's view). */
export const orderReturnsSchema = z.object({
  returns: z.array(returnViewSchema),
  /** Per order line: copies that can still be asked back; empty when the order cannot be returned. */
  returnable: z.array(
    z.object({ orderItemId: z.number().int(), title: z.string(), quantity: z.number().int() }),
  ),
  /** Why nothing can be returned, when so. */
  closedReason: z.string().nullable(),
  windowDays: z.number().int(),
  deliveredAt: z.string().nullable(),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

/** Staff's steps. */
export const returnDecisionSchema = z.object({
  approve: z.boolean(),
  note: z.string().trim().max(500, 'The note must be at most 500 characters').default(''),
});
export const returnReceiptSchema = z.object({
  /** Per return line: how many copies go back on sale (0 when damaged). */
  restock: z.array(
    z.object({ lineId: z.number().int().positive(), quantity: z.number().int().min(0) }),
  ),
  note: z.string().trim().max(500, 'The note must be at most 500 characters').default(''),
});
export const returnRefundSchema = z.object({
  /** For a bank transfer: the transfer's reference. */
  reference: z.string().trim().max(100, 'The reference must be at most 100 characters').default(''),
});
