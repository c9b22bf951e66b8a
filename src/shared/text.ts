/** docs/product.md §5: cut to `length` characters and append three dots, only when longer. */
export function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/**
 * docs/product.md §5 emptiness: null, undefined, false, zero, empty string, NaN, an empty array and an
 * empty plain object are empty; everything else is not.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '') return true;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.keys(value).length === 0;
  }
  return false;
}
