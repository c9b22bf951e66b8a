import { formatINR } from '@shared/money.ts';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard.ts';
import { SparkBarChart } from '@web/components/ui/spark-chart.tsx';
import { DashboardPanel } from './dashboard-panel.tsx';

const shortDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** `2025-01-31` → "31 Jan" (the date is already a shop day; UTC keeps it from shifting). */
function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : shortDay.format(d);
}

function summaryOf(days: AdminDashboard['revenueByDay']): string {
  if (days.length === 0) return 'No revenue figures yet.';
  const total = days.reduce((sum, d) => sum + Math.round(d.revenue * 100), 0) / 100;
  const best = days.reduce((a, b) => (b.revenue > a.revenue ? b : a));
  const first = dayLabel(days[0]!.date);
  const last = dayLabel(days.at(-1)!.date);
  return best.revenue === 0
    ? `Daily revenue from ${first} to ${last}: no sales.`
    : `Daily revenue from ${first} to ${last}: ${formatINR(total)} in all, highest ${formatINR(best.revenue)} on ${dayLabel(best.date)}.`;
}

export function RevenueChart({ days }: { days: AdminDashboard['revenueByDay'] }) {
  return (
    <DashboardPanel title="Revenue, last 30 days">
      <SparkBarChart
        data={days.map((d) => ({ label: d.date, value: d.revenue }))}
        summary={summaryOf(days)}
        labelHeading="Day"
        valueHeading="Revenue"
        formatValue={formatINR}
        formatLabel={dayLabel}
      />
    </DashboardPanel>
  );
}
