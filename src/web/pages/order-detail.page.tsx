import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function OrderDetailPage() {
  return (
    <ComingSoon title="Order details">The books, delivery and status of one order.</ComingSoon>
  );
}
