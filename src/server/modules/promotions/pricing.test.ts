import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, priceLines, type Offer } from './pricing.ts';
import type { PromotionRow } from './promotions.repository.ts';

let nextId = 1;
function promotion(values: Partial<PromotionRow>): PromotionRow {
  return {
    id: nextId++,
    name: 'Offer',
    code: null,
    kind: 'percent',
    percentBp: null,
    amountPaise: null,
    minOrderPaise: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    firstOrderOnly: false,
    paused: false,
    uses: 0,
    targetKind: 'order',
    targetValue: null,
    buyQuantity: null,
    getQuantity: null,
    combinable: false,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...values,
  };
}

const line = (bookId: number, unitPricePaise: number, quantity = 1) => ({
  bookId,
  unitPricePaise,
  quantity,
});

describe('allocate', () => {
  it('splits in proportion, the shares adding up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((s) => expect(s).toBeGreaterThanOrEqual(0));
        },
      ),
    );
  });
});

describe('priceLines', () => {
  it('takes a percentage off the matching books only', () => {
    const offer: Offer = {
      promotion: promotion({ name: 'Hindi fiction 20%', percentBp: 2000 }),
      books: new Set([1]),
    };
    const priced = priceLines([line(1, 29950, 2), line(2, 50000)], [offer]);
    expect(priced.lineDiscounts).toEqual([11980, 0]);
    expect(priced.applied).toEqual([
      {
        promotionId: offer.promotion.id,
        name: 'Hindi fiction 20%',
        code: null,
        discountPaise: 11980,
      },
    ]);
  });

  it('gives the cheapest books free in buy N, get M', () => {
    const offer: Offer = {
      promotion: promotion({ name: '3 for 2', kind: 'buy_get', buyQuantity: 2, getQuantity: 1 }),
      books: null,
    };
    // Five books: one group of three; the cheapest (₹150) is free.
    const priced = priceLines(
      [line(1, 30000, 2), line(2, 15000), line(3, 45000), line(4, 20000)],
      [offer],
    );
    expect(priced.lineDiscounts).toEqual([0, 15000, 0, 0]);
    // Two books: none free, and the cart is told what brings the offer within reach.
    const short = priceLines([line(1, 30000, 2)], [offer]);
    expect(short.applied).toEqual([]);
    expect(short.hints).toEqual(['3 for 2: add 1 more book it applies to.']);
  });

  it('prices N books for ₹X from the dearest, never below nothing', () => {
    const bundle = promotion({
      name: '3 for ₹499',
      kind: 'bundle',
      buyQuantity: 3,
      amountPaise: 49900,
    });
    const priced = priceLines(
      [line(1, 29900), line(2, 19900), line(3, 25000), line(4, 9900)],
      [{ promotion: bundle, books: null }],
    );
    // The set is the three dearest (₹299 + ₹250 + ₹199 = ₹748): ₹249 off.
    expect(priced.applied[0]!.discountPaise).toBe(24900);
    expect(priced.lineDiscounts[3]).toBe(0);
    // A set already cheaper than ₹X gives nothing.
    const cheap = priceLines([line(1, 10000, 3)], [{ promotion: bundle, books: null }]);
    expect(cheap.applied).toEqual([]);
  });

  it('applies offers one after another, never taking more than the books cost', () => {
    const half = promotion({ percentBp: 5000 });
    const fixed = promotion({ kind: 'fixed', amountPaise: 1_000_000, code: 'BIG' });
    const priced = priceLines(
      [line(1, 29950), line(2, 10001)],
      [
        { promotion: half, books: null },
        { promotion: fixed, books: null },
      ],
    );
    expect(priced.applied.map((a) => a.discountPaise)).toEqual([19976, 19975]);
    expect(priced.lineDiscounts).toEqual([29950, 10001]);
  });

  it('holds free delivery and minimum orders apart from the lines', () => {
    const free = promotion({
      name: 'Free delivery over ₹999',
      kind: 'free_delivery',
      minOrderPaise: 99900,
    });
    expect(priceLines([line(1, 50000)], [{ promotion: free, books: null }]).freeDelivery).toEqual(
      [],
    );
    expect(priceLines([line(1, 50000)], [{ promotion: free, books: null }]).hints).toEqual([
      'Free delivery over ₹999: add ₹499.00 more to your order.',
    ]);
    const met = priceLines([line(1, 50000, 2)], [{ promotion: free, books: null }]);
    expect(met.freeDelivery.map((f) => f.name)).toEqual(['Free delivery over ₹999']);
    expect(met.lineDiscounts).toEqual([0]);
  });

  it('never discounts a line below zero nor the total beyond the subtotal (any offers)', () => {
    const kinds = fc.oneof(
      fc.record({ kind: fc.constant('percent'), percentBp: fc.integer({ min: 1, max: 10_000 }) }),
      fc.record({ kind: fc.constant('fixed'), amountPaise: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({
        kind: fc.constant('buy_get'),
        buyQuantity: fc.integer({ min: 1, max: 4 }),
        getQuantity: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        kind: fc.constant('bundle'),
        buyQuantity: fc.integer({ min: 2, max: 5 }),
        amountPaise: fc.integer({ min: 1, max: 200_000 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 100, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.array(fc.record({ values: kinds, some: fc.boolean() }), { maxLength: 4 }),
        (cart, specs) => {
          const lines = cart.map((c, i) => line(i + 1, c.price, c.quantity));
          const offers = specs.map((s) => ({
            promotion: promotion(s.values as Partial<PromotionRow>),
            books: s.some ? new Set([1]) : null,
          }));
          const priced = priceLines(lines, offers);
          priced.lineDiscounts.forEach((d, i) => {
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(lines[i]!.unitPricePaise * lines[i]!.quantity);
          });
          const applied = priced.applied.reduce((a, b) => a + b.discountPaise, 0);
          expect(applied).toBe(priced.lineDiscounts.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });
});
