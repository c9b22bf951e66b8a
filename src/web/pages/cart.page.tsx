import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function CartPage() {
  return <ComingSoon title="Your cart">Review the books in your cart before checkout.</ComingSoon>;
}
