// Pre-orders (issue #32): an edition whose publication date is after today, in India, can be
// ordered before it exists. It takes no stock; it ships on or after that date.
import { maxCartQuantity } from './shopping.ts';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Today in India (the shop's day), as YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The publication date when the edition is a pre-order (published after `today`), else null. */
export function preorderDate(
  publicationDate: string | null | undefined,
  today: string = shopToday(),
): string | null {
  return publicationDate && /^\d{4}-\d{2}-\d{2}$/.test(publicationDate) && publicationDate > today
    ? publicationDate
    : null;
}

/** "12 March 2027". */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${months[month - 1]} ${year}`;
}

/** What a pre-order edition says where its stock would: "Pre-order — published 12 March 2027". */
export const preorderLabel = (date: string) => `Pre-order — published ${longDate(date)}`;

/** What an order line of a pre-order says: "Ships on or after 12 March 2027". */
export const shipsOnOrAfter = (date: string) => `Ships on or after ${longDate(date)}`;

/**
 * How many copies a cart may hold: a pre-order is not limited by stock (none is taken until it
 * is published), only by the per-book cap; any other edition by its stock.
 */
export function orderableStock(book: {
  stockQuantity: number;
  publicationDate?: string | null;
}): number {
  return preorderDate(book.publicationDate) ? maxCartQuantity : book.stockQuantity;
}
