import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function ThankYouPage() {
  return (
    <ComingSoon title="Thank you for your order">
      Your order summary and what happens next.
    </ComingSoon>
  );
}
