import { allocate } from '../promotions/promotions.public.ts';

/** An order line as bought: what it cost, its share of the discount and tax (paise). */
export interface BoughtLine {
  orderItemId: number;
  quantity: number;
  lineTotalPaise: number;
  discountPaise: number;
  taxPaise: number;
}

/**
 * What returning `quantity` more copies of a line gives back, when `before` copies were returned
 * already: the copies' price less their share of the discounts, plus their tax and their share
 * of the delivery charge. Each amount is split over the copies cumulatively
 * (floor(x·(before+q)/n) − floor(x·before/n)), so returning every copy, in any number of
 * returns, gives back exactly what the line cost.
 */
export function refundOf(
  line: BoughtLine,
  deliveryShare: number,
  before: number,
  quantity: number,
): number {
  const n = line.quantity;
  const part = (x: number) =>
    Math.floor((x * (before + quantity)) / n) - Math.floor((x * before) / n);
  return (
    part(line.lineTotalPaise) - part(line.discountPaise) + part(line.taxPaise) + part(deliveryShare)
  );
}

/** The order's delivery charge split over its lines by what each cost after discounts. */
export function deliveryShares(lines: BoughtLine[], shippingFeePaise: number): Map<number, number> {
  const shares = allocate(
    shippingFeePaise,
    lines.map((l) => Math.max(0, l.lineTotalPaise - l.discountPaise)),
  );
  return new Map(lines.map((l, i) => [l.orderItemId, shares[i]!]));
}
