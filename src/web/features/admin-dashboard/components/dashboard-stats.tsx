import { formatINR } from '@shared/money.ts';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard.ts';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** The headline figures (India Standard Time days; cancelled and refunded orders left out). */
export function DashboardStats({ dashboard }: { dashboard: AdminDashboard }) {
  const { revenue } = dashboard;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <Stat label="Revenue today" value={formatINR(revenue.today)} />
      <Stat label="Revenue, 7 days" value={formatINR(revenue.last7Days)} />
      <Stat label="Revenue, 30 days" value={formatINR(revenue.last30Days)} />
      <Stat
        label="Average order value"
        value={formatINR(dashboard.averageOrderValue)}
        hint="Last 30 days"
      />
      <Stat
        label="New users"
        value={dashboard.newUsers7Days.toLocaleString('en-IN')}
        hint="Last 7 days"
      />
    </dl>
  );
}
