import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function OrdersPage() {
  return <ComingSoon title="My orders">Every order you have placed and its status.</ComingSoon>;
}
