import { Container } from '@web/components/ui/container.tsx';
import { CheckoutView } from '@web/features/checkout/components/checkout-view.tsx';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-semibold sm:text-4xl">Checkout</h1>
      <div className="mt-6">
        <CheckoutView />
      </div>
    </Container>
  );
}
