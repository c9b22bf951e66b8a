import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { AnalyticsView } from '@web/features/admin-analytics/components/analytics-view.tsx';

export default function AdminAnalyticsPage() {
  return (
    <AdminPage
      title="Analytics"
      description="Sales, the shopping funnel and what shoppers search for, by India Standard Time days."
    >
      <AnalyticsView />
    </AdminPage>
  );
}
