import { Link } from 'react-router';
import { ArticlePage } from '@web/components/ui/article-page.tsx';
import { paths } from '@web/config/paths.ts';
import { useSiteConfig } from '@web/features/site-config/api/get-site-config.ts';
import { policiesUpdated } from './policies-updated.ts';

export default function RefundCancellationPolicyPage() {
  // The window staff set in the settings (7 days unless they changed it).
  const days = useSiteConfig().data?.site.returnWindowDays ?? 7;
  return (
    <ArticlePage
      title="Refund & Cancellation Policy"
      updated={policiesUpdated}
      lead="If a book reaches you damaged, defective or different from what you ordered, we will put it right. This policy explains how cancellations, returns and refunds work."
    >
      <h2>Cancelling an order</h2>
      <ul>
        <li>
          You can cancel an order at any time before it is shipped, from the{' '}
          <Link to={paths.orders}>My Orders</Link> page where the option is shown, or by writing to
          us. We refund prepaid orders in full.
        </li>
        <li>
          Once an order has been shipped it can no longer be cancelled. For a cash-on-delivery order
          you may refuse the parcel at the door; for a prepaid order, see "Returns" below.
        </li>
        <li>We do not charge any fee for cancelling an order.</li>
        <li>
          We may cancel an order ourselves, for example when a book is out of stock or a listed
          price was clearly wrong. We will tell you why and refund any amount paid in full.
        </li>
      </ul>

      <h2>
        Returns: {days} {days === 1 ? 'day' : 'days'} for damaged, defective or wrong books
      </h2>
      <p>
        You can ask for a replacement or refund within {days} {days === 1 ? 'day' : 'days'} of
        delivery if a book is:
      </p>
      <ul>
        <li>damaged in transit (torn, water-damaged, crushed or bent covers);</li>
        <li>defective (missing, duplicated, blank or misprinted pages, or loose binding); or</li>
        <li>not the book you ordered (a different title, edition, language or format).</li>
      </ul>
      <p>
        To request one, open the order on your <Link to={paths.orders}>My Orders</Link> page and
        choose Return books: pick the books and how many, and tell us what is wrong. You can also
        write to us from the <Link to={paths.contact}>Contact page</Link> with your order number and
        clear photos of the problem and of the packaging. We reply within 2 business days, and you
        are told by notification and mail at each step. If a return is needed, we arrange a free
        pickup where the courier serves your PIN code; otherwise we will ask you to send the book
        back and refund the reasonable postage. Please return books in the condition you received
        them.
      </p>
      <p>
        Because books can be read and returned, we cannot accept returns of books that are in good
        condition and as ordered (a change of mind), unless the law requires us to.
      </p>

      <h2>Refunds</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">How you paid</th>
            <th scope="col">How we refund</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>UPI, card or net banking</td>
            <td>To the original payment method</td>
            <td>
              Started within 2 business days of approval; banks usually credit it in 5–7 business
              days
            </td>
          </tr>
          <tr>
            <td>Cash on delivery</td>
            <td>To a bank account or UPI ID you give us</td>
            <td>Within 7 business days of approval</td>
          </tr>
        </tbody>
      </table>
      <p>
        Refunds cover the price you paid for the affected books. Shipping charges are refunded too
        when the whole order is cancelled before dispatch or the problem was our mistake. All
        refunds are made in Indian rupees (₹).
      </p>

      <h2>Replacements</h2>
      <p>
        If you prefer a replacement and the book is in stock, we ship it at no extra cost once the
        problem is confirmed. If it is no longer available, we refund you instead.
      </p>

      <h2>Your rights</h2>
      <p>
        This policy is in addition to your rights under the Consumer Protection Act, 2019 and the
        Consumer Protection (E-Commerce) Rules, 2020. If you are not satisfied with how we handled a
        request, you can raise a grievance with our Grievance Officer as described in our{' '}
        <Link to={paths.termsAndConditions}>Terms and Conditions</Link>, or approach the National
        Consumer Helpline (1915) or the consumer commission with jurisdiction.
      </p>
    </ArticlePage>
  );
}
