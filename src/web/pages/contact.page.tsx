import { Clock, Package, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@web/components/ui/container.tsx';
import { paths } from '@web/config/paths.ts';
import { ContactForm } from '@web/features/contact/components/contact-form.tsx';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <Container className="py-10 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Contact us</h1>
          <p className="mt-3 max-w-prose text-muted-foreground">
            Questions about an order, a book you cannot find, or a delivery to your PIN code? Write
            to us and a person from our team will reply by email.
          </p>
          <div className="mt-8 rounded-xl border bg-card p-5 sm:p-8">
            <ContactForm />
          </div>
        </div>
        <aside aria-labelledby="help-heading" className="space-y-6 lg:pt-16">
          <h2 id="help-heading" className="text-xl font-semibold">
            Before you write
          </h2>
          <ul className="space-y-5 text-sm">
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <p>
                <strong className="block font-semibold">Replies within 2 business days</strong>
                <span className="text-muted-foreground">
                  Monday to Saturday, 10 am to 6 pm IST, except public holidays.
                </span>
              </p>
            </li>
            <li className="flex gap-3">
              <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <p>
                <strong className="block font-semibold">Delivery questions</strong>
                <span className="text-muted-foreground">
                  Charges and timelines are in our{' '}
                  <Link
                    to={paths.shippingPolicy}
                    className="text-primary underline underline-offset-2"
                  >
                    shipping policy
                  </Link>
                  .
                </span>
              </p>
            </li>
            <li className="flex gap-3">
              <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <p>
                <strong className="block font-semibold">Damaged or wrong book?</strong>
                <span className="text-muted-foreground">
                  Tell us within 7 days of delivery; see the{' '}
                  <Link
                    to={paths.refundCancellationPolicy}
                    className="text-primary underline underline-offset-2"
                  >
                    refund and cancellation policy
                  </Link>
                  .
                </span>
              </p>
            </li>
          </ul>
        </aside>
      </div>
    </Container>
  );
}
