import type { ReactNode } from 'react';
import { formatINR } from '@shared/money.ts';
import { cn } from '@web/lib/cn.ts';

export interface TotalsRow {
  label: ReactNode;
  /** Rupees, or text such as "Free" or "Calculated at checkout". */
  value: number | string;
  emphasis?: boolean;
}

/**
 * A promotion's row: its name and code, and what it took off (shown as a negative amount); free
 * delivery says so (the delivery row shows the charge it waived as free).
 */
export function promotionRows(
  promotions: { name: string; code: string | null; amount: number; delivery: boolean }[],
): TotalsRow[] {
  return promotions.map((p) => ({
    label: p.code ? `${p.name} (${p.code})` : p.name,
    value: p.delivery ? 'Free delivery' : -p.amount,
  }));
}

/** A definition list of money rows, the last one usually the total (summary, invoice). */
export function OrderTotals({ rows, className }: { rows: TotalsRow[]; className?: string }) {
  return (
    <dl className={cn('grid gap-2 text-sm', className)}>
      {rows.map((row, i) => (
        <div
          key={i}
          className={cn(
            'flex items-baseline justify-between gap-4',
            row.emphasis && 'mt-1 border-t pt-3 text-base font-semibold',
          )}
        >
          <dt className={row.emphasis ? undefined : 'text-muted-foreground'}>{row.label}</dt>
          <dd className="font-medium tabular-nums">
            {typeof row.value === 'number' ? formatINR(row.value) : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
