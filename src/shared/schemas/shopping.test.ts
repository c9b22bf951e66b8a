import { describe, expect, it } from 'vitest';
import { addToCartSchema, cartTotals } from './shopping.ts';

describe('cartTotals', () => {
  it('sums price times quantity exactly, counting an item without its book as 0', () => {
    expect(
      cartTotals([
        { quantity: 3, book: { sellingPrice: 0.1 } },
        { quantity: 2, book: { sellingPrice: 399.99 } },
        { quantity: 1 },
      ]),
    ).toEqual({ total: 800.28, count: 6 });
    expect(cartTotals([])).toEqual({ total: 0, count: 0 });
  });
});

describe('addToCartSchema', () => {
  it('defaults the quantity to 1 and bounds it to 1..10', () => {
    expect(addToCartSchema.parse({ bookId: 4 })).toEqual({ bookId: 4, quantity: 1 });
    expect(addToCartSchema.safeParse({ bookId: 4, quantity: 11 }).error?.issues[0]?.message).toBe(
      'You can order at most 10 copies of a book',
    );
    expect(addToCartSchema.safeParse({ bookId: 4, quantity: 0 }).success).toBe(false);
  });
});
