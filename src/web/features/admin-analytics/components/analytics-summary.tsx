import { formatINR } from '@shared/money.ts';
import type { AdminAnalytics } from '@shared/schemas/admin-analytics.ts';

const count = new Intl.NumberFormat('en-IN');

/** Revenue, orders, average order value and copies sold over the range. */
export function AnalyticsSummary({ totals }: { totals: AdminAnalytics['totals'] }) {
  const figures = [
    { label: 'Revenue', value: formatINR(totals.revenue) },
    { label: 'Orders', value: count.format(totals.orders) },
    { label: 'Average order value', value: formatINR(totals.averageOrderValue) },
    { label: 'Copies sold', value: count.format(totals.copies) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{f.label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
