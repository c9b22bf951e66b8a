import { describe, expect, it } from 'vitest';
import { discountPercent, stockStatus } from './stock-status.ts';

describe('stockStatus', () => {
  it('says in stock above the low-stock threshold', () => {
    expect(stockStatus({ stockQuantity: 6, lowStockThreshold: 5 }).label).toBe('In stock');
  });
  it('says "Only N left" at or below the threshold', () => {
    expect(stockStatus({ stockQuantity: 5, lowStockThreshold: 5 }).label).toBe('Only 5 left');
    expect(stockStatus({ stockQuantity: 1, lowStockThreshold: 5 }).label).toBe('Only 1 left');
  });
  it('says out of stock at zero', () => {
    expect(stockStatus({ stockQuantity: 0, lowStockThreshold: 5 }).label).toBe('Out of stock');
  });
});

describe('discountPercent', () => {
  it('is zero without a discount', () => {
    expect(discountPercent({ mrp: 299, sellingPrice: 299, discountPercentage: 0 })).toBe(0);
  });
  it('uses the server figure, or derives one', () => {
    expect(discountPercent({ mrp: 400, sellingPrice: 300, discountPercentage: 25 })).toBe(25);
    expect(discountPercent({ mrp: 400, sellingPrice: 300, discountPercentage: 0 })).toBe(25);
  });
});
