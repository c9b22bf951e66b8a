import { paiseToRupees } from '@shared/money.ts';
import type { PlaceOrderInput, Quote, ShippingMethod } from '@shared/schemas/checkout.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import { getCartLines } from '../cart/cart.public.ts';
import {
  codRefusal,
  deliveryTerms,
  toQuote,
  type DeliveryTerms,
} from '../delivery/delivery.public.ts';
import {
  applyPromotions,
  taxRulesOf,
  type AppliedPromotionRow,
  type PricedLine,
} from '../promotions/promotions.public.ts';
import { getShopSettings, type ShopSettings } from '../site-config/site-config.public.ts';

/*
 * What an order costs, in one place for the cart, the checkout's quote and placing the order:
 * promotions come off the lines (promotions/pricing.ts), then delivery (by the PIN code's zone,
 * unless a free-delivery offer waives it) and tax, line by line, are added.
 */

/** Printed books: HSN 4901 (docs/product.md "Invoices"). */
export const booksHsn = '4901';

/** A line's tax: its rate in basis points, its HSN code and the tax on what it costs after discounts. */
export interface LineTax {
  rateBp: number;
  hsn: string;
  taxPaise: number;
}

export interface OrderPrice {
  subtotalPaise: number;
  /** The promotions that took something off the books, and their sum. */
  applied: AppliedPromotionRow[];
  discountPaise: number;
  lineDiscounts: number[];
  lineTaxes: LineTax[];
  taxPaise: number;
  terms: DeliveryTerms;
  /** A free-delivery offer this order meets for Standard delivery (its saving is the fee). */
  freeDelivery: AppliedPromotionRow | null;
  couponErrors: { code: string; error: string }[];
  hints: string[];
}

/**
 * Shipping in paise under delivery's terms (docs/product.md "Shipping": free Standard at or
 * above the threshold; issue #34: by the zone of the delivery PIN code, or free by an offer).
 */
export function shippingFeePaise(
  price: Pick<OrderPrice, 'terms' | 'freeDelivery'>,
  method: ShippingMethod,
): number | null {
  const { terms } = price;
  if (!terms.deliverable) return null;
  if (method === 'express') return terms.expressPaise;
  return price.freeDelivery ? 0 : terms.standardPaise;
}

/** Each line's tax: its categories' rule with the highest rate, else the shop's rate on books. */
async function taxesOf(
  db: Tx,
  settings: ShopSettings,
  lines: PricedLine[],
  discounts: number[],
): Promise<LineTax[]> {
  const rules = new Map<number, { hsn: string; rateBp: number }>();
  for (const rule of await taxRulesOf(
    db,
    lines.map((l) => l.bookId),
  )) {
    if (!rules.has(rule.bookId)) rules.set(rule.bookId, rule);
  }
  const shopRateBp = Math.round(settings.taxRatePercent * 100);
  return lines.map((line, i) => {
    const rule = rules.get(line.bookId) ?? { hsn: booksHsn, rateBp: shopRateBp };
    const taxable = line.unitPricePaise * line.quantity - discounts[i]!;
    return { ...rule, taxPaise: Math.round((taxable * rule.rateBp) / 10_000) };
  });
}

/**
 * Prices an order: the promotions running and the coupons typed, then delivery to `pincode`
 * and tax. To preview, a coupon that cannot be taken is reported; to redeem (in the order's
 * transaction) it refuses the order, and the promotions used take their uses.
 */
export async function priceOrder(
  db: Tx,
  settings: ShopSettings,
  input: { userId: number; lines: PricedLine[]; codes: string[]; pincode: string | null },
  mode: 'preview' | 'redeem',
): Promise<OrderPrice> {
  const promotions = await applyPromotions(db, { ...input, now: new Date() }, mode);
  const subtotalPaise = input.lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const discountPaise = promotions.applied.reduce((sum, p) => sum + p.discountPaise, 0);
  const terms = await deliveryTerms(db, settings, input.pincode, subtotalPaise - discountPaise);
  const offer = promotions.freeDelivery.find((a) => {
    const p = promotions.promotions.get(a.promotionId)!;
    return (
      p.targetKind !== 'zone' ||
      (terms.deliverable && terms.zone?.toLowerCase() === p.targetValue?.toLowerCase())
    );
  });
  const waived = terms.deliverable && offer ? terms.standardPaise : 0;
  const lineTaxes = await taxesOf(db, settings, input.lines, promotions.lineDiscounts);
  return {
    subtotalPaise,
    applied: promotions.applied,
    discountPaise,
    lineDiscounts: promotions.lineDiscounts,
    lineTaxes,
    taxPaise: lineTaxes.reduce((sum, t) => sum + t.taxPaise, 0),
    terms,
    freeDelivery: offer && waived > 0 ? { ...offer, discountPaise: waived } : null,
    couponErrors: promotions.couponErrors,
    hints: promotions.hints,
  };
}

const toApplied = (p: AppliedPromotionRow, delivery = false) => ({
  name: p.name,
  code: p.code,
  amount: paiseToRupees(p.discountPaise),
  delivery,
});

/** The promotions an order shows: those off the books, then free delivery. */
export const appliedOf = (price: Pick<OrderPrice, 'applied' | 'freeDelivery'>) => [
  ...price.applied.map((p) => toApplied(p)),
  ...(price.freeDelivery ? [toApplied(price.freeDelivery, true)] : []),
];

/**
 * What the cart costs now, and each shipping method's fee, for the cart and checkout pages: to
 * `pincode` when the address is chosen (its zone's charges, estimate and cash on delivery), with
 * the `coupons` the shopper typed (taken, or why not). Priced as placing the order prices it.
 */
export async function quote(
  db: Db,
  userId: number,
  pincode: string | null,
  coupons: string[] = [],
): Promise<Quote> {
  const settings = await getShopSettings(db);
  const cart = await getCartLines(db, userId);
  const lines = cart.map((l) => ({
    bookId: l.book.id,
    unitPricePaise: l.book.sellingPricePaise,
    quantity: l.quantity,
  }));
  const price = await priceOrder(
    db,
    settings,
    { userId, lines, codes: coupons, pincode },
    'preview',
  );
  const { terms } = price;
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  const goods = price.subtotalPaise - price.discountPaise;
  return {
    subtotal: paiseToRupees(price.subtotalPaise),
    shipping: {
      standard: rupees(shippingFeePaise(price, 'standard')),
      express: rupees(shippingFeePaise(price, 'express')),
    },
    freeShippingThreshold: terms.deliverable ? (rupees(terms.freeAbovePaise) ?? 0) : 0,
    taxRatePercent: settings.taxRatePercent,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    delivery: pincode === null ? null : toQuote(terms, settings),
    promotions: appliedOf(price),
    discount: paiseToRupees(price.discountPaise),
    tax: paiseToRupees(price.taxPaise),
    total: paiseToRupees(goods + (shippingFeePaise(price, 'standard') ?? 0) + price.taxPaise),
    coupon:
      coupons.length > 0
        ? { code: coupons.join(','), error: price.couponErrors[0]?.error ?? null }
        : null,
    coupons: coupons.map((code) => ({
      code,
      error: price.couponErrors.find((e) => e.code === code)?.error ?? null,
    })),
    hints: price.hints,
  };
}

/**
 * The shipping fee in paise to the address's PIN code; refuses a PIN code outside every zone,
 * express delivery where it is not offered and cash on delivery where it does not reach.
 */
export function checkDelivery(
  price: OrderPrice,
  settings: ShopSettings,
  input: PlaceOrderInput,
): number {
  const { terms } = price;
  if (!terms.deliverable) throw badRequest(terms.message, { addressId: terms.message });
  const cod = input.paymentMethod === 'cod' ? codRefusal(terms, settings) : null;
  if (cod) throw badRequest(cod, { paymentMethod: cod });
  const fee = shippingFeePaise(price, input.shippingMethod);
  if (fee === null) {
    const message = `Express delivery is not available to PIN code ${terms.pincode}: choose Standard delivery.`;
    throw badRequest(message, { shippingMethod: message });
  }
  return fee;
}
