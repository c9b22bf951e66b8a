import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminAnalyticsPage() {
  return <AdminComingSoon title="Analytics" />;
}
