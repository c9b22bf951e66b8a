/** ISBN helpers (docs/product.md "ISBN"). */

function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Removes spaces and hyphens; keeps a trailing X (ISBN-10 check digit) upper-cased. */
export function compactIsbn(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIsbn13(input: string): boolean {
  const isbn = compactIsbn(input);
  if (!/^97[89]\d{10}$/.test(isbn)) return false;
  return isbn13CheckDigit(isbn.slice(0, 12)) === Number(isbn[12]);
}

export function isValidIsbn10(input: string): boolean {
  const isbn = compactIsbn(input);
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = isbn[i] === 'X' ? 10 : Number(isbn[i]);
    sum += digit * (10 - i);
  }
  return sum % 11 === 0;
}

/** A valid ISBN-10 or ISBN-13 (hyphens allowed) as a compact ISBN-13; null when invalid. */
export function toIsbn13(input: string): string | null {
  const isbn = compactIsbn(input);
  if (isValidIsbn13(isbn)) return isbn;
  if (isValidIsbn10(isbn)) {
    const first12 = `978${isbn.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return null;
}
