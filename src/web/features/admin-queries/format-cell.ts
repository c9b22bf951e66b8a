import { formatINR } from '@shared/money.ts';
import type { QueryCell, QueryColumn } from '@shared/schemas/admin-queries.ts';
import { formatDate } from '@web/lib/format.ts';

/** A preview cell as text: rupees, Indian dates, lists joined, yes or no. */
export function formatCell(kind: QueryColumn['kind'], value: QueryCell | undefined): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.join(', ');
  switch (kind) {
    case 'money':
      return formatINR(Number(value));
    case 'date':
      return formatDate(String(value));
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-IN') : String(value);
    default:
      return String(value);
  }
}
