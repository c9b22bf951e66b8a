// Written out rather than with Intl.NumberFormat('en-IN'): the first en-IN formatter a page
// makes loads the locale's data, 15–20 ms of main thread on a slow phone, right as the page's
// first screen renders its prices. The output is the same (money.test.ts checks it against Intl).

/** Whole-number digits with Indian grouping: the last three, then pairs ("12,34,567"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * A non-negative amount to two decimals as Intl rounds it: half away from zero, on the number's
 * shortest decimal spelling (1.005 → "1.01", where toFixed gives "1.00").
 */
function twoDecimals(amount: number): [whole: string, paise: string] {
  const text = amount.toString();
  if (text.includes('e')) {
    // Exponent spelling: below 1e-6 it rounds to nothing; from 1e21 up it has no fraction.
    return amount < 1 ? ['0', '00'] : [BigInt(amount).toString(), '00'];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1n : 0n;
  const paise = (BigInt(whole + (fraction + '00').slice(0, 2)) + roundUp).toString();
  const digits = paise.padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/** Rupees as Indian English currency, e.g. 1234.5 → "₹1,234.50", -2 → "-₹2.00". */
export function formatINR(rupees: number): string {
  const [whole, paise] = twoDecimals(Math.abs(rupees));
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${groupIndian(whole)}.${paise}`;
}

/** A whole count with Indian grouping, e.g. 123456 → "1,23,456". */
export function formatCount(count: number): string {
  const sign = count < 0 || Object.is(count, -0) ? '-' : '';
  return `${sign}${groupIndian(Math.abs(count).toFixed(0))}`;
}

/**
 * Rupees (at most two decimals, as the API speaks them) to integer paise. Rounds to the nearest
 * paisa so binary fractions such as 0.1 + 0.2 never leak into stored amounts.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`not an amount: ${rupees}`);
  return Math.round(rupees * 100);
}

/** Integer paise to rupees for the API (exact to two decimals). */
export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer: ${paise}`);
  return paise / 100;
}
