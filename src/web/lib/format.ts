import { formatCount } from '@shared/money.ts';

// Made on first use: the first en-IN formatter loads the locale's data (milliseconds of main
// thread), which a page that shows no date should not pay for while it starts.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Jun 2025" (Indian English), or a dash for a date that does not parse. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  dateFormat ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
  return date ? dateFormat.format(date) : '—';
}

/** "5 Jun 2025, 3:04 pm" (Indian English), or a dash for a date that does not parse. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  return date ? dateTimeFormat.format(date) : '—';
}

/** "1 book", "3 books". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
