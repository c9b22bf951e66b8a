import type { ImportCounts } from '@shared/schemas/admin-import.ts';
import { cn } from '@web/lib/cn.ts';

const number = new Intl.NumberFormat('en-IN');

/** The preview's totals as a row of figures. */
export function ImportCountsList({ counts }: { counts: ImportCounts }) {
  const items = [
    { label: 'Rows', value: counts.rows },
    { label: 'Valid', value: counts.valid, tone: 'text-success' },
    { label: 'With errors', value: counts.invalid, tone: counts.invalid ? 'text-destructive' : '' },
    { label: 'New books', value: counts.toCreate },
    { label: 'Updates', value: counts.toUpdate },
    { label: 'Likely duplicates', value: counts.duplicates },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border bg-card p-3">
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className={cn('text-2xl font-semibold tabular-nums', item.tone)}>
            {number.format(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
