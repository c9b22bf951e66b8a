const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Jun 2025" (Indian English), or a dash for a date that does not parse. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : '—';
}

/** "5 Jun 2025, 3:04 pm" (Indian English), or a dash for a date that does not parse. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : '—';
}

/** "1 book", "3 books". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}
