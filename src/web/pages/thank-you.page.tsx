import { useSearchParams } from 'react-router';
import { Container } from '@web/components/ui/container.tsx';
import { ThankYou } from '@web/features/orders/components/thank-you.tsx';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function ThankYouPage() {
  useDocumentTitle('Thank you for your order');
  const [params] = useSearchParams();
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-4xl">
        <ThankYou orderId={params.get('order')} />
      </div>
    </Container>
  );
}
