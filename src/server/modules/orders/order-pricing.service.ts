import { paiseToRupees } from '@shared/money.ts';
import type { PlaceOrderInput, Quote, ShippingMethod } from '@shared/schemas/checkout.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import { getCartLines } from '../cart/cart.public.ts';
import {
  codRefusal,
  deliveryTerms,
  toQuote,
  type DeliveryTerms,
} from '../delivery/delivery.public.ts';
import { previewCoupon, type AppliedPromotionRow } from '../promotions/promotions.public.ts';
import { getShopSettings, type ShopSettings } from '../site-config/site-config.public.ts';

/*
 * What an order costs, in one place for the checkout's quote and for placing the order:
 * promotions come off the subtotal, then delivery (by the PIN code's zone) and tax are added.
 */

/**
 * Shipping in paise for a subtotal under delivery's terms (docs/product.md "Shipping": free
 * Standard at or above the threshold; issue #34: by the zone of the delivery PIN code).
 */
export function shippingFeePaise(terms: DeliveryTerms, method: ShippingMethod): number | null {
  if (!terms.deliverable) return null;
  return method === 'express' ? terms.expressPaise : terms.standardPaise;
}

/** Tax in paise, rounded half up to the paisa (printed books carry 0 % GST by default). */
export function taxPaise(settings: ShopSettings, subtotalPaise: number): number {
  return Math.round((subtotalPaise * settings.taxRatePercent) / 100);
}

/** The sum of what the promotions take off. */
export const discountOfAll = (promotions: AppliedPromotionRow[]) =>
  promotions.reduce((sum, p) => sum + p.discountPaise, 0);

const toApplied = (p: AppliedPromotionRow) => ({
  name: p.name,
  code: p.code,
  amount: paiseToRupees(p.discountPaise),
});

/**
 * What the cart costs now, and each shipping method's fee, for the checkout page: to `pincode`
 * when the address is chosen (its zone's charges, estimate and cash on delivery), with `coupon`
 * when the shopper typed one (taken, or why not). Priced as placing the order prices it:
 * promotions come off the subtotal before delivery and tax.
 */
export async function quote(
  db: Db,
  userId: number,
  pincode: string | null,
  coupon: string | null = null,
): Promise<Quote> {
  const settings = await getShopSettings(db);
  const lines = await getCartLines(db, userId);
  const subtotal = lines.reduce((sum, l) => sum + l.book.sellingPricePaise * l.quantity, 0);
  const tried = coupon
    ? await previewCoupon(db, coupon, { userId, subtotalPaise: subtotal, now: new Date() })
    : null;
  const promotions = tried?.applied ? [tried.applied] : [];
  const goods = subtotal - discountOfAll(promotions);
  const terms = await deliveryTerms(db, settings, pincode, goods);
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  const tax = taxPaise(settings, goods);
  return {
    subtotal: paiseToRupees(subtotal),
    shipping: {
      standard: rupees(shippingFeePaise(terms, 'standard')),
      express: rupees(shippingFeePaise(terms, 'express')),
    },
    freeShippingThreshold: terms.deliverable ? (rupees(terms.freeAbovePaise) ?? 0) : 0,
    taxRatePercent: settings.taxRatePercent,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    delivery: pincode === null ? null : toQuote(terms, settings),
    promotions: promotions.map(toApplied),
    discount: paiseToRupees(subtotal - goods),
    tax: paiseToRupees(tax),
    total: paiseToRupees(goods + (shippingFeePaise(terms, 'standard') ?? 0) + tax),
    coupon: coupon && tried ? { code: coupon, error: tried.error } : null,
  };
}

/**
 * The shipping fee in paise to the address's PIN code; refuses a PIN code outside every zone,
 * express delivery where it is not offered and cash on delivery where it does not reach.
 */
export function checkDelivery(
  terms: DeliveryTerms,
  settings: ShopSettings,
  input: PlaceOrderInput,
): number {
  if (!terms.deliverable) throw badRequest(terms.message, { addressId: terms.message });
  const cod = input.paymentMethod === 'cod' ? codRefusal(terms, settings) : null;
  if (cod) throw badRequest(cod, { paymentMethod: cod });
  const fee = shippingFeePaise(terms, input.shippingMethod);
  if (fee === null) {
    const message = `Express delivery is not available to PIN code ${terms.pincode}: choose Standard delivery.`;
    throw badRequest(message, { shippingMethod: message });
  }
  return fee;
}
