const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Rupees as Indian English currency, e.g. 1234.5 → "₹1,234.50". */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
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
