import { formatINR, paiseToRupees } from '@shared/money.ts';
import type { Promotion, PromotionValues } from '@shared/schemas/promotions.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import {
  customerUses,
  findPromotionByCode,
  hasStandingOrder,
  takeUse,
  type PromotionRow,
  type PromotionWrite,
} from './promotions.repository.ts';

/** A promotion as an order takes it: what it took off, in paise. */
export interface AppliedPromotionRow {
  promotionId: number;
  name: string;
  code: string | null;
  discountPaise: number;
}

const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** What the promotion takes off a subtotal: a percentage rounded half up, or a fixed amount. */
export function discountOf(promotion: PromotionRow, subtotalPaise: number): number {
  const off =
    promotion.kind === 'percent'
      ? Math.round((subtotalPaise * (promotion.percentBp ?? 0)) / 10_000)
      : (promotion.amountPaise ?? 0);
  return Math.max(0, Math.min(off, subtotalPaise));
}

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

const applied = (promotion: PromotionRow, subtotalPaise: number): AppliedPromotionRow => ({
  promotionId: promotion.id,
  name: promotion.name,
  code: promotion.code,
  discountPaise: discountOf(promotion, subtotalPaise),
});

/** What the coupon would take off the cart now (the cart and checkout show it), or why not. */
export async function previewCoupon(
  db: Tx,
  code: string,
  order: { userId: number; subtotalPaise: number; now: Date },
): Promise<{ applied: AppliedPromotionRow | null; error: string | null }> {
  const promotion = await findPromotionByCode(db, code);
  if (!promotion) return { applied: null, error: unknownCode(code) };
  const error =
    refusal(promotion, code, order.subtotalPaise, order.now) ??
    (await customerRefusal(db, promotion, code, order.userId));
  return error
    ? { applied: null, error }
    : { applied: applied(promotion, order.subtotalPaise), error: null };
}

/**
 * Takes one use of the coupon for an order being placed, in its transaction; refuses (400, on
 * the coupon field) a coupon the order cannot have. Taking the use locks the promotion's row, so
 * a last use, or a customer's last use, goes to one order only.
 */
export async function redeemCoupon(
  tx: Tx,
  code: string,
  order: { userId: number; subtotalPaise: number; now: Date },
): Promise<AppliedPromotionRow> {
  const refuse = (message: string) => badRequest(message, { couponCode: message });
  const promotion = await findPromotionByCode(tx, code);
  if (!promotion) throw refuse(unknownCode(code));
  const error = refusal(promotion, code, order.subtotalPaise, order.now);
  if (error) throw refuse(error);
  if (!(await takeUse(tx, promotion.id))) throw refuse(`The coupon ${code} has been used up.`);
  const theirs = await customerRefusal(tx, promotion, code, order.userId);
  if (theirs) throw refuse(theirs);
  return applied(promotion, order.subtotalPaise);
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
    amountPaise: values.kind === 'fixed' ? Math.round((values.amount ?? 0) * 100) : null,
    minOrderPaise: Math.round(values.minOrder * 100),
    startsAt: values.startsAt ? new Date(values.startsAt) : null,
    endsAt: values.endsAt ? new Date(values.endsAt) : null,
    usageLimit: values.usageLimit,
    perCustomerLimit: values.perCustomerLimit,
    firstOrderOnly: values.firstOrderOnly,
    paused: values.paused,
  };
}
