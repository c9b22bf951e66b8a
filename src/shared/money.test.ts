import { describe, expect, it } from 'vitest';
import { formatINR, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('formats rupees in the Indian English locale with lakh grouping', () => {
    expect(formatINR(1234.5)).toBe('₹1,234.50');
    expect(formatINR(123456789)).toBe('₹12,34,56,789.00');
    expect(formatINR(0)).toBe('₹0.00');
  });

  it('converts rupees to whole paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(399)).toBe(39900);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('converts paise back to rupees', () => {
    expect(paiseToRupees(39900)).toBe(399);
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});
