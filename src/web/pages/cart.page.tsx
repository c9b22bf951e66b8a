import { Container } from '@web/components/ui/container.tsx';
import { GlobalErrorAlert } from '@web/components/ui/global-error-alert.tsx';
import { CartView } from '@web/features/cart/components/cart-view.tsx';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function CartPage() {
  useDocumentTitle('Your cart');
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-semibold sm:text-4xl">Your cart</h1>
      <GlobalErrorAlert className="mt-6" />
      <div className="mt-6">
        <CartView />
      </div>
    </Container>
  );
}
