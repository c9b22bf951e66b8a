import { formatINR, paiseToRupees } from '@shared/money.ts';
import type { Promotion, PromotionValues } from '@shared/schemas/promotions.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import { booksTargeted, findRunningOffers } from './offers.repository.ts';
import {
  priceLines,
  type AppliedPromotionRow,
  type Offer,
  type PricedLine,
  type Pricing,
} from './pricing.ts';
import {
  customerUses,
  findPromotionByCode,
  hasStandingOrder,
  takeUse,
  type PromotionRow,
  type PromotionWrite,
} from './promotions.repository.ts';

const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** `scheduled`, `active`, `paused`, `ended` or `used up` at `now`. */
export function stateOf(promotion: PromotionRow, now: Date): string {
  if (promotion.paused) return 'paused';
  if (promotion.endsAt && promotion.endsAt <= now) return 'ended';
  if (promotion.startsAt && promotion.startsAt > now) return 'scheduled';
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return 'used up';
  return 'active';
}

/**
 * Why the coupon cannot be taken for this order, or null: what does not depend on other orders
 * (those are checked as the use is taken).
 */
function refusal(
  promotion: PromotionRow,
  code: string,
  subtotalPaise: number,
  now: Date,
): string | null {
  const state = stateOf(promotion, now);
  if (state === 'paused') return `The coupon ${code} is not available right now.`;
  if (state === 'ended') return `The coupon ${code} has expired.`;
  if (state === 'scheduled') {
    return `The coupon ${code} can be used from ${longDate.format(promotion.startsAt!)}.`;
  }
  if (state === 'used up') return `The coupon ${code} has been used up.`;
  if (subtotalPaise < promotion.minOrderPaise) {
    return `The coupon ${code} needs an order of ${formatINR(paiseToRupees(promotion.minOrderPaise))} or more: add ${formatINR(paiseToRupees(promotion.minOrderPaise - subtotalPaise))} more.`;
  }
  return null;
}

async function customerRefusal(
  db: Tx,
  promotion: PromotionRow,
  code: string,
  userId: number,
): Promise<string | null> {
  if (promotion.firstOrderOnly && (await hasStandingOrder(db, userId))) {
    return `The coupon ${code} is for a first order only.`;
  }
  if (
    promotion.perCustomerLimit !== null &&
    (await customerUses(db, promotion.id, userId)) >= promotion.perCustomerLimit
  ) {
    return promotion.perCustomerLimit === 1
      ? `You have already used the coupon ${code}.`
      : `You have used the coupon ${code} as often as it allows (${promotion.perCustomerLimit} times).`;
  }
  return null;
}

const unknownCode = (code: string) => `There is no coupon ${code}: check its spelling.`;

/** What the shopper's order is priced with, and what the promotions make of it. */
export interface PromotionsInput {
  userId: number;
  lines: PricedLine[];
  /** The coupon codes typed, normalised (couponCodeSchema). */
  codes: string[];
  now: Date;
}

export interface PromotionsOutcome extends Pricing {
  /** Each code not taken, and why. */
  couponErrors: { code: string; error: string }[];
  /** The promotions considered, by id (free delivery's region is checked by the caller). */
  promotions: Map<number, PromotionRow>;
}

/**
 * Prices the lines with the automatic offers running and the coupons typed. To preview (the
 * cart, the checkout's quote) a coupon that cannot be taken is left out with its reason; to
 * redeem (placing the order, in its transaction) it refuses the order (400, on the coupon
 * field), and each promotion used takes one use: a conditional update that locks its row, so a
 * last use, or a customer's last use, goes to one order only.
 */
export async function applyPromotions(
  db: Tx,
  input: PromotionsInput,
  mode: 'preview' | 'redeem',
): Promise<PromotionsOutcome> {
  const couponErrors: { code: string; error: string }[] = [];
  const refuse = (code: string, error: string) => {
    if (mode === 'redeem') throw badRequest(error, { couponCode: error });
    couponErrors.push({ code, error });
  };
  const subtotal = input.lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const codes = [...new Set(input.codes)];
  const coupons: PromotionRow[] = [];
  for (const code of codes) {
    const promotion = await findPromotionByCode(db, code);
    if (!promotion) {
      refuse(code, unknownCode(code));
      continue;
    }
    const error =
      (codes.length > 1 && !promotion.combinable
        ? `The coupon ${code} cannot be combined with other coupons: use it on its own.`
        : null) ??
      refusal(promotion, code, subtotal, input.now) ??
      (mode === 'preview' ? await customerRefusal(db, promotion, code, input.userId) : null);
    if (error) {
      refuse(code, error);
      continue;
    }
    coupons.push(promotion);
  }
  const automatic = await findRunningOffers(db, input.now);
  const all = [...automatic, ...coupons];
  const bookIds = input.lines.map((l) => l.bookId);
  const offers: Offer[] = [];
  for (const promotion of all) {
    offers.push({ promotion, books: await booksTargeted(db, promotion, bookIds) });
  }
  const pricing = priceLines(input.lines, offers);
  const used = new Set([...pricing.applied, ...pricing.freeDelivery].map((a) => a.promotionId));
  for (const coupon of coupons) {
    if (!used.has(coupon.id)) {
      refuse(coupon.code!, `The coupon ${coupon.code} does not apply to the books in your cart.`);
    }
  }
  const promotions = new Map(all.map((p) => [p.id, p]));
  if (mode === 'redeem') await takeUses(db, pricing.applied, promotions, input.userId);
  return { ...pricing, couponErrors, promotions };
}

/** Takes a use of each promotion the order got, and checks a coupon's limits on the customer. */
async function takeUses(
  tx: Tx,
  applied: AppliedPromotionRow[],
  promotions: Map<number, PromotionRow>,
  userId: number,
) {
  for (const a of applied) {
    const promotion = promotions.get(a.promotionId)!;
    const code = promotion.code;
    if (!(await takeUse(tx, promotion.id))) {
      const message = code
        ? `The coupon ${code} has been used up.`
        : `The offer “${promotion.name}” has just ended: check your cart again.`;
      throw badRequest(message, code ? { couponCode: message } : undefined);
    }
    const theirs = code ? await customerRefusal(tx, promotion, code, userId) : null;
    if (theirs) throw badRequest(theirs, { couponCode: theirs });
  }
}

/** A promotion as staff see it. */
export function toPromotion(
  row: PromotionRow,
  figures: { discount: number; revenue: number } | undefined,
  now: Date,
): Promotion {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind as Promotion['kind'],
    targetKind: row.targetKind as Promotion['targetKind'],
    targetValue: row.targetValue,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    combinable: row.combinable,
    percent: row.percentBp === null ? null : row.percentBp / 100,
    amount: row.amountPaise === null ? null : paiseToRupees(row.amountPaise),
    minOrder: paiseToRupees(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    paused: row.paused,
    state: stateOf(row, now),
    uses: row.uses,
    discountGiven: paiseToRupees(figures?.discount ?? 0),
    revenue: paiseToRupees(figures?.revenue ?? 0),
  };
}

/** A promotion as staff entered it, to store. */
export function toPromotionWrite(values: PromotionValues): PromotionWrite {
  return {
    name: values.name,
    code: values.code,
    kind: values.kind,
    percentBp: values.kind === 'percent' ? Math.round((values.percent ?? 0) * 100) : null,
    amountPaise:
      values.kind === 'fixed' || values.kind === 'bundle'
        ? Math.round((values.amount ?? 0) * 100)
        : null,
    targetKind: values.targetKind,
    targetValue: values.targetKind === 'order' ? null : values.targetValue,
    buyQuantity: values.kind === 'buy_get' || values.kind === 'bundle' ? values.buyQuantity : null,
    getQuantity: values.kind === 'buy_get' ? values.getQuantity : null,
    combinable: values.combinable,
    minOrderPaise: Math.round(values.minOrder * 100),
    startsAt: values.startsAt ? new Date(values.startsAt) : null,
    endsAt: values.endsAt ? new Date(values.endsAt) : null,
    usageLimit: values.usageLimit,
    // An automatic offer is nobody's to use up: limits per customer are a coupon's.
    perCustomerLimit: values.code === null ? null : values.perCustomerLimit,
    firstOrderOnly: values.code !== null && values.firstOrderOnly,
    paused: values.paused,
  };
}
