import { z } from 'zod';
import { messages } from './api-error.ts';
import { deliveryQuoteSchema } from './delivery.ts';
import { couponCodeSchema } from './promotions.ts';

/** The states and union territories of India, for addresses. */
export const indianStates = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

const required = (max: number, tooLong: string) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, tooLong);

/** An Indian delivery address (docs/product.md "Shipping"). */
export const addressSchema = z.object({
  fullName: required(100, 'Name must be at most 100 characters'),
  mobile: z
    .string({ error: messages.required })
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number')),
  line1: required(200, 'Address line must be at most 200 characters'),
  line2: z.string().trim().max(200, 'Address line must be at most 200 characters').default(''),
  city: required(100, 'City must be at most 100 characters'),
  state: z.enum(indianStates, { error: 'Choose a state or union territory' }),
  pincode: z
    .string({ error: messages.required })
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code'),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** An address as the API answers with it (already normalised, so no transforms). */
export const deliveryAddressSchema = z.object({
  fullName: z.string(),
  mobile: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

export const savedAddressSchema = deliveryAddressSchema.extend({
  id: z.number().int(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const shippingMethods = ['standard', 'express'] as const;
export const paymentMethods = ['cod', 'razorpay'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
export type PaymentMethod = (typeof paymentMethods)[number];

export const placeOrderSchema = z.object({
  addressId: z.coerce
    .number({ error: 'Choose a delivery address' })
    .int()
    .positive('Choose a delivery address'),
  shippingMethod: z.enum(shippingMethods, { error: 'Choose a shipping method' }),
  paymentMethod: z.enum(paymentMethods, { error: 'Choose a payment method' }),
  /** A promotion's coupon code, as the shopper typed it (case and spaces do not matter). */
  couponCode: couponCodeSchema.optional(),
  /** More than one code, where staff let them combine. */
  couponCodes: z.array(couponCodeSchema).max(5, 'Use at most 5 coupon codes').optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** A promotion an order or a cart takes: its name, its code if it has one, what it takes off. */
export const appliedPromotionSchema = z.object({
  name: z.string(),
  code: z.string().nullable(),
  amount: z.number(),
  /** True for free delivery: the amount is the delivery charge it waived, not off the books. */
  delivery: z.boolean(),
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

export const orderStatuses = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.string(),
  paymentMethod: z.enum(paymentMethods),
  shippingMethod: z.enum(shippingMethods),
  items: z.array(
    z.object({
      bookId: z.number().int().nullable(),
      title: z.string(),
      author: z.string(),
      imageUrl: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      lineTotal: z.number(),
      /** A pre-ordered edition's publication date (YYYY-MM-DD): the line ships on or after it. */
      shipsOnOrAfter: z.string().optional(),
    }),
  ),
  shippingAddress: deliveryAddressSchema,
  subtotal: z.number(),
  /** What the order's promotions took off the subtotal, before tax (free delivery aside). */
  discount: z.number(),
  promotions: z.array(appliedPromotionSchema),
  shippingFee: z.number(),
  tax: z.number(),
  totalAmount: z.number(),
  events: z.array(
    z.object({ status: z.string(), note: z.string().nullable(), createdAt: z.string() }),
  ),
  canCancel: z.boolean(),
  /** Online payment: the Razorpay order to pay, and when an unpaid order is released. */
  razorpayOrderId: z.string().nullable(),
  paymentDueAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const quoteSchema = z.object({
  subtotal: z.number(),
  /** Each method's fee; null where it is not offered (or the PIN code is not delivered to). */
  shipping: z.object({ standard: z.number().nullable(), express: z.number().nullable() }),
  /** Standard delivery is free from this subtotal; 0 when it never is. */
  freeShippingThreshold: z.number(),
  taxRatePercent: z.number(),
  itemCount: z.number().int(),
  /** Delivery to the PIN code asked about (GET …/quote?pincode=); null when none was. */
  delivery: deliveryQuoteSchema.nullable(),
  /** The promotions the cart takes now, and their sum off the subtotal. */
  promotions: z.array(appliedPromotionSchema),
  discount: z.number(),
  /** Tax and the total to pay with the cheapest way of delivery offered (Standard). */
  tax: z.number(),
  total: z.number(),
  /** The coupon asked about (…/quote?coupon=): taken, or why not. */
  coupon: z.object({ code: z.string(), error: z.string().nullable() }).nullable(),
  /** Each code asked about (…/quote?coupon=A,B), taken or why not. */
  coupons: z.array(z.object({ code: z.string(), error: z.string().nullable() })),
  /** What would bring an offer within reach (“add 1 more book…”). */
  hints: z.array(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;

/** `PSK-000123`: the order number shoppers and staff quote. */
export function formatOrderNumber(n: number): string {
  return `PSK-${String(n).padStart(6, '0')}`;
}

/** What Razorpay Checkout hands back after a payment (POST /api/orders/:id/payment). */
export const razorpayPaymentSchema = z.object({
  razorpayOrderId: z.string().min(1).max(100),
  razorpayPaymentId: z.string().min(1).max(100),
  razorpaySignature: z.string().regex(/^[0-9a-f]{64}$/i, 'Invalid payment signature'),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;
