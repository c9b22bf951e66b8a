import { Link } from 'react-router';
import { ArticlePage } from '@web/components/ui/article-page.tsx';
import { paths } from '@web/config/paths.ts';
import { policiesUpdated } from './policies-updated.ts';

export default function TermsAndConditionsPage() {
  return (
    <ArticlePage
      title="Terms and Conditions"
      updated={policiesUpdated}
      lead="These terms apply when you browse or buy from Pustak. By using the site or placing an order you agree to them, so please read them along with our policies."
    >
      <h2>1. About these terms</h2>
      <p>
        These terms form an agreement between you and Pustak under the Indian Contract Act, 1872 and
        are published in line with the Information Technology Act, 2000 and the Consumer Protection
        (E-Commerce) Rules, 2020. Our <Link to={paths.privacyPolicy}>Privacy Policy</Link>,{' '}
        <Link to={paths.shippingPolicy}>Shipping Policy</Link> and{' '}
        <Link to={paths.refundCancellationPolicy}>Refund &amp; Cancellation Policy</Link> are part
        of these terms.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>
          You must be at least 18 years old to hold an account and place orders, or use the site
          under the supervision of a parent or guardian.
        </li>
        <li>
          Give accurate details and keep your password secret; you are responsible for activity on
          your account.
        </li>
        <li>Tell us at once if you believe someone else has used your account.</li>
        <li>We may suspend accounts used for fraud, abuse or in breach of these terms.</li>
      </ul>

      <h2>3. Books, prices and availability</h2>
      <ul>
        <li>
          All prices are in Indian rupees (₹) and include applicable taxes. Printed books are
          currently exempt from GST.
        </li>
        <li>
          Where we show an MRP, it is the maximum retail price printed by the publisher; the price
          you pay is the selling price shown, and any discount is calculated from the MRP.
        </li>
        <li>
          We describe books as accurately as we can, but covers and editions can change. If a listed
          price or description is clearly wrong, we will contact you before shipping, and you may
          cancel for a full refund.
        </li>
        <li>
          Stock figures are updated continuously; a book can sell out between browsing and ordering.
        </li>
      </ul>

      <h2>4. Orders</h2>
      <p>
        Placing an order is an offer to buy. We accept it when we confirm the order by email. We may
        decline or cancel an order, for example if a book is unavailable or payment fails, and we
        refund any amount paid in full. The total you pay, including shipping, is calculated by us
        and shown at checkout before you confirm.
      </p>

      <h2>5. Payment</h2>
      <p>
        You can pay by cash on delivery, and where available by UPI, debit or credit card or net
        banking through our payment gateway (Razorpay). Online payments are subject to the gateway's
        and your bank's terms. We never ask for your card PIN, UPI PIN or OTP by phone or email.
      </p>

      <h2>6. Shipping, cancellations and returns</h2>
      <p>
        Delivery charges and times are set out in the{' '}
        <Link to={paths.shippingPolicy}>Shipping Policy</Link>. You can cancel before dispatch, and
        you can ask for a replacement or refund within 7 days of delivery for damaged, defective or
        wrong books, as explained in the{' '}
        <Link to={paths.refundCancellationPolicy}>Refund &amp; Cancellation Policy</Link>.
      </p>

      <h2>7. Reviews and content you post</h2>
      <p>
        Reviews must be your own honest opinion of a book and must not be abusive, defamatory,
        obscene, misleading or infringe anyone's rights. We do not pay for or edit reviews, but we
        may remove reviews that break these rules. By posting, you let us display your review and
        display name on the site.
      </p>

      <h2>8. Using the site</h2>
      <p>
        Do not misuse the site: no attempts to break its security, scrape it at scale, place fake
        orders, or use it for anything unlawful. The site's design, text, logos and software belong
        to Pustak or its licensors; book covers and descriptions belong to their publishers and
        authors.
      </p>

      <h2>9. Liability</h2>
      <p>
        We are responsible for the books we sell and the service we provide as Indian consumer law
        requires. We are not liable for losses that were not reasonably foreseeable, or for delays
        caused by events beyond our reasonable control such as natural disasters, strikes or network
        outages. Nothing in these terms limits your statutory rights as a consumer.
      </p>

      <h2>10. Grievances</h2>
      <p>
        If you have a complaint, write to our Grievance Officer through the{' '}
        <Link to={paths.contact}>Contact page</Link> with the subject "Grievance" and your order
        number if any. As required by the Consumer Protection (E-Commerce) Rules, 2020, we
        acknowledge complaints within 48 hours and resolve them within one month of receipt.
      </p>

      <h2>11. Governing law</h2>
      <p>
        These terms are governed by the laws of India. Subject to your right to approach a consumer
        commission where you live, the courts at Bengaluru, Karnataka have jurisdiction over any
        dispute.
      </p>

      <h2>12. Changes</h2>
      <p>
        We may update these terms from time to time. The version on this page, with the date above,
        applies to orders placed after it is published.
      </p>
    </ArticlePage>
  );
}
