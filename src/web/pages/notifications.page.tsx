import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function NotificationsPage() {
  return (
    <ComingSoon title="Notifications">
      Order updates, price drops and books back in stock.
    </ComingSoon>
  );
}
