import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryShares, refundOf, type BoughtLine } from './returns-refund.ts';

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 6 }),
  unit: fc.integer({ min: 0, max: 200_000 }),
  discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  taxRate: fc.constantFrom(0, 500, 1200, 1800),
});

describe('refunds of returned lines', () => {
  it('gives back exactly what the order cost when every copy comes back, however split', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 6 }),
        (raw, shipping, steps) => {
          const lines: BoughtLine[] = raw.map((r, i) => {
            const total = r.quantity * r.unit;
            const discount = Math.floor(total * r.discountShare);
            return {
              orderItemId: i + 1,
              quantity: r.quantity,
              lineTotalPaise: total,
              discountPaise: discount,
              taxPaise: Math.round(((total - discount) * r.taxRate) / 10_000),
            };
          });
          const orderTotal =
            lines.reduce((s, l) => s + l.lineTotalPaise - l.discountPaise + l.taxPaise, 0) +
            (lines.some((l) => l.lineTotalPaise > l.discountPaise) ? shipping : 0);
          const shares = deliveryShares(lines, shipping);
          let refunded = 0;
          for (const l of lines) {
            let before = 0;
            let i = 0;
            while (before < l.quantity) {
              const q = Math.min(steps[i++ % steps.length]!, l.quantity - before);
              const r = refundOf(l, shares.get(l.orderItemId)!, before, q);
              expect(r).toBeGreaterThanOrEqual(0);
              refunded += r;
              before += q;
            }
          }
          expect(refunded).toBe(orderTotal);
        },
      ),
    );
  });

  it('refunds one of two books its own price, discount share, tax and delivery share', () => {
    const lines: BoughtLine[] = [
      { orderItemId: 1, quantity: 1, lineTotalPaise: 30_000, discountPaise: 3_000, taxPaise: 0 },
      { orderItemId: 2, quantity: 1, lineTotalPaise: 10_000, discountPaise: 1_000, taxPaise: 0 },
    ];
    const shares = deliveryShares(lines, 4_000);
    expect([...shares.values()]).toEqual([3_000, 1_000]);
    expect(refundOf(lines[1]!, shares.get(2)!, 0, 1)).toBe(10_000 - 1_000 + 1_000);
  });
});
