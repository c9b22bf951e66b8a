import { Container } from '@web/components/ui/container.tsx';
import { OrdersList } from '@web/features/orders/components/orders-list.tsx';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function OrdersPage() {
  useDocumentTitle('My orders');
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">My orders</h1>
        <div className="mt-6">
          <OrdersList />
        </div>
      </div>
    </Container>
  );
}
