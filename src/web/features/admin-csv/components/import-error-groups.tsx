import type { ImportErrorGroup } from '@shared/schemas/admin-import.ts';

const number = new Intl.NumberFormat('en-IN');

/**
 * The errors by problem: a column a spreadsheet damaged reads as one entry with its fix and its
 * first rows, not as hundreds of identical lines (the full list is in the error report).
 */
export function ImportErrorGroups({ groups }: { groups: ImportErrorGroup[] }) {
  return (
    <ul className="grid gap-2" aria-label="Errors by problem">
      {groups.map((g) => (
        <li key={`${g.column}:${g.title}`} className="rounded-lg border bg-card p-3 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">{g.title}</span>
            <span className="tabular-nums text-muted-foreground">
              {number.format(g.count)} {g.count === 1 ? 'row' : 'rows'} · column {g.column}
            </span>
          </p>
          {g.message !== g.title ? <p className="mt-1">{g.message}</p> : null}
          <p className="mt-1 text-xs text-muted-foreground">
            {g.count === 1 ? 'Row' : 'Rows'} {g.rows.join(', ')}
            {g.count > g.rows.length ? ' …' : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
