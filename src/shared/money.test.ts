import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatINR, paiseToRupees, rupeesToPaise } from './money.ts';

const intlINR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

describe('money', () => {
  it('formats rupees in the Indian English locale with lakh grouping', () => {
    expect(formatINR(1234.5)).toBe('₹1,234.50');
    expect(formatINR(123456789)).toBe('₹12,34,56,789.00');
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR(-2)).toBe('-₹2.00');
  });

  it('writes amounts exactly as Intl en-IN currency formatting does', () => {
    const paise = fc.integer({ min: -1e13, max: 1e13 });
    fc.assert(fc.property(paise, (p) => formatINR(p / 100) === intlINR.format(p / 100)));
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        return formatINR(x) === intlINR.format(x);
      }),
    );
  });

  it('writes counts with lakh grouping as Intl en-IN does', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(999)).toBe('999');
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        (n) => formatCount(n) === intlCount.format(n),
      ),
    );
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
