import { formatINR } from '@shared/money.ts';
import type { AdminAnalytics } from '@shared/schemas/admin-analytics.ts';
import { SvgChart } from '@web/components/ui/svg-chart.tsx';
import { formatDay, formatShortDay } from '../analytics-range.ts';
import { AnalyticsSection } from './analytics-section.tsx';

const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat('en-IN');

/** Revenue per day as a line, orders per day as bars. */
export function SalesCharts({ byDay }: { byDay: AdminAnalytics['byDay'] }) {
  const points = (pick: (d: AdminAnalytics['byDay'][number]) => number) =>
    byDay.map((d) => ({
      label: formatDay(d.date),
      shortLabel: formatShortDay(d.date),
      value: pick(d),
    }));
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <AnalyticsSection
        title="Revenue"
        description="Per day, cancelled and refunded orders left out"
      >
        <SvgChart
          kind="line"
          title="Revenue per day"
          labelHeading="Day"
          valueHeading="Revenue"
          data={points((d) => d.revenue)}
          formatValue={formatINR}
          formatTick={(v) => compactRupees.format(v)}
        />
      </AnalyticsSection>
      <AnalyticsSection
        title="Orders"
        description="Per day, cancelled and refunded orders left out"
      >
        <SvgChart
          kind="bar"
          title="Orders per day"
          labelHeading="Day"
          valueHeading="Orders"
          data={points((d) => d.orders)}
          formatValue={(v) => count.format(v)}
          integer
        />
      </AnalyticsSection>
    </div>
  );
}
