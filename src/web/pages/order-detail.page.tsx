import { useParams } from 'react-router';
import { Container } from '@web/components/ui/container.tsx';
import { PayNowPanel } from '@web/features/checkout/components/pay-now-panel.tsx';
import { OrderDetail } from '@web/features/orders/components/order-detail.tsx';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function OrderDetailPage() {
  useDocumentTitle('Order details');
  const { id = '' } = useParams();
  return (
    <Container className="py-8 sm:py-12 print:p-0">
      <OrderDetail orderId={id} payment={(order) => <PayNowPanel order={order} />} />
    </Container>
  );
}
