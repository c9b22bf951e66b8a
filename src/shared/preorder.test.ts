import { describe, expect, it } from 'vitest';
import { longDate, orderableStock, preorderDate, preorderLabel, shopToday } from './preorder.ts';

describe('pre-orders', () => {
  it('counts the day in India, not UTC', () => {
    expect(shopToday(new Date('2026-12-04T19:00:00Z'))).toBe('2026-12-05');
    expect(shopToday(new Date('2026-12-04T18:00:00Z'))).toBe('2026-12-04');
  });

  it('is a pre-order only when published after today', () => {
    expect(preorderDate('2027-03-12', '2026-12-05')).toBe('2027-03-12');
    expect(preorderDate('2026-12-05', '2026-12-05')).toBeNull();
    expect(preorderDate('2020-01-01', '2026-12-05')).toBeNull();
    expect(preorderDate(null, '2026-12-05')).toBeNull();
    expect(preorderDate('soon', '2026-12-05')).toBeNull();
  });

  it('says the date as shoppers read it', () => {
    expect(longDate('2027-03-12')).toBe('12 March 2027');
    expect(preorderLabel('2027-01-01')).toBe('Pre-order — published 1 January 2027');
  });

  it('lets a pre-order be carted at no stock, and nothing else', () => {
    expect(orderableStock({ stockQuantity: 0, publicationDate: '2999-01-01' })).toBe(10);
    expect(orderableStock({ stockQuantity: 0, publicationDate: '2000-01-01' })).toBe(0);
    expect(orderableStock({ stockQuantity: 3 })).toBe(3);
  });
});
