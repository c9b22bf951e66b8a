import { formatINR, paiseToRupees } from '@shared/money.ts';
import type { PromotionRow } from './promotions.repository.ts';

/*
 * The one place promotions are applied (issue #34): the cart, the checkout's quote and the order
 * being placed all price their lines here, in exact paise. Offers apply in order (automatic
 * offers first, then codes), each to what the ones before left of its books' prices, so the
 * discounts never add up to more than the books cost.
 */

/** A cart or order line as priced. */
export interface PricedLine {
  bookId: number;
  unitPricePaise: number;
  quantity: number;
}

/** A promotion with the books of this cart it applies to (null: every book). */
export interface Offer {
  promotion: PromotionRow;
  books: ReadonlySet<number> | null;
}

/** A promotion as an order takes it: what it took off, in paise. */
export interface AppliedPromotionRow {
  promotionId: number;
  name: string;
  code: string | null;
  discountPaise: number;
}

export interface Pricing {
  /** Each promotion that took something off, in the order applied. */
  applied: AppliedPromotionRow[];
  /** What the promotions took off each line, in the lines' order. */
  lineDiscounts: number[];
  /** The free-delivery offers the order meets (the caller checks their regions). */
  freeDelivery: AppliedPromotionRow[];
  /** What would bring an offer within reach (“add 1 more book…”), for the cart. */
  hints: string[];
}

/**
 * Splits `total` paise over `weights` in proportion, each share whole: the remainder goes to the
 * largest fractions first (ties to the earlier line), so the shares add up to `total` exactly.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** One unit of a line: its price and the line it belongs to. */
interface Unit {
  line: number;
  pricePaise: number;
}

function unitsOf(lines: PricedLine[], matches: boolean[]): Unit[] {
  const units: Unit[] = [];
  lines.forEach((l, line) => {
    if (!matches[line]) return;
    for (let q = 0; q < l.quantity; q++) units.push({ line, pricePaise: l.unitPricePaise });
  });
  return units;
}

/** What an offer takes off each line, given what the lines still cost (`remaining`). */
function offerDiscounts(
  promotion: PromotionRow,
  lines: PricedLine[],
  matches: boolean[],
  remaining: number[],
): number[] {
  const weights = remaining.map((r, i) => (matches[i] ? r : 0));
  const base = weights.reduce((a, b) => a + b, 0);
  const capped = (perLine: number[]) => perLine.map((d, i) => Math.min(d, remaining[i]!));
  switch (promotion.kind) {
    case 'percent':
      return allocate(Math.round((base * (promotion.percentBp ?? 0)) / 10_000), weights);
    case 'fixed':
      return allocate(Math.min(promotion.amountPaise ?? 0, base), weights);
    case 'buy_get': {
      // Of every N + M books, the M cheapest are free.
      const buy = promotion.buyQuantity ?? 1;
      const get = promotion.getQuantity ?? 1;
      const units = unitsOf(lines, matches).sort((a, b) => a.pricePaise - b.pricePaise);
      const free = Math.floor(units.length / (buy + get)) * get;
      const perLine = lines.map(() => 0);
      for (const u of units.slice(0, free)) perLine[u.line]! += u.pricePaise;
      return capped(perLine);
    }
    case 'bundle': {
      // N for ₹X: the dearest books make up the bundles, to save the shopper the most.
      const size = promotion.buyQuantity ?? 2;
      const units = unitsOf(lines, matches).sort((a, b) => b.pricePaise - a.pricePaise);
      const inBundles = units.slice(0, Math.floor(units.length / size) * size);
      const full = inBundles.reduce((sum, u) => sum + u.pricePaise, 0);
      const saving = Math.max(0, full - (inBundles.length / size) * (promotion.amountPaise ?? 0));
      const perLine = lines.map(() => 0);
      for (const u of inBundles) perLine[u.line]! += u.pricePaise;
      return capped(allocate(saving, perLine));
    }
    default:
      return lines.map(() => 0);
  }
}

/** What brings an automatic offer within reach of this cart, or null. */
function hintFor(promotion: PromotionRow, subtotal: number, matching: number): string | null {
  if (matching === 0) return null;
  if (subtotal < promotion.minOrderPaise) {
    return `${promotion.name}: add ${formatINR(paiseToRupees(promotion.minOrderPaise - subtotal))} more to your order.`;
  }
  const size =
    promotion.kind === 'buy_get'
      ? (promotion.buyQuantity ?? 1) + (promotion.getQuantity ?? 1)
      : promotion.kind === 'bundle'
        ? (promotion.buyQuantity ?? 2)
        : 0;
  if (size > 0 && matching < size) {
    const more = size - matching;
    return `${promotion.name}: add ${more} more ${more === 1 ? 'book' : 'books'} it applies to.`;
  }
  return null;
}

/**
 * Prices the lines under the offers: each offer whose minimum order the subtotal meets takes its
 * discount from the lines it matches. Free delivery is not a line discount: the free-delivery
 * offers met are returned for the delivery charge to waive.
 */
export function priceLines(lines: PricedLine[], offers: Offer[]): Pricing {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const remaining = lines.map((l) => l.unitPricePaise * l.quantity);
  const lineDiscounts = lines.map(() => 0);
  const applied: AppliedPromotionRow[] = [];
  const hints: string[] = [];
  const freeDelivery: AppliedPromotionRow[] = [];
  for (const { promotion, books } of offers) {
    const matches = lines.map((l) => books === null || books.has(l.bookId));
    const matching = lines.reduce((n, l, i) => n + (matches[i] ? l.quantity : 0), 0);
    const row = { promotionId: promotion.id, name: promotion.name, code: promotion.code };
    if (subtotal < promotion.minOrderPaise || matching === 0) {
      const hint = promotion.code ? null : hintFor(promotion, subtotal, matching);
      if (hint) hints.push(hint);
      continue;
    }
    if (promotion.kind === 'free_delivery') {
      freeDelivery.push({ ...row, discountPaise: 0 });
      continue;
    }
    const off = offerDiscounts(promotion, lines, matches, remaining);
    const total = off.reduce((a, b) => a + b, 0);
    if (total === 0) {
      const hint = promotion.code ? null : hintFor(promotion, subtotal, matching);
      if (hint) hints.push(hint);
      continue;
    }
    off.forEach((d, i) => {
      remaining[i]! -= d;
      lineDiscounts[i]! += d;
    });
    applied.push({ ...row, discountPaise: total });
  }
  return { applied, lineDiscounts, freeDelivery, hints };
}
