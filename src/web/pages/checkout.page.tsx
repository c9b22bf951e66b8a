import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function CheckoutPage() {
  return <ComingSoon title="Checkout">Delivery address, shipping method and payment.</ComingSoon>;
}
