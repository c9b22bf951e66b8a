import { Link } from 'react-router';
import { ArticlePage } from '@web/components/ui/article-page.tsx';
import { paths } from '@web/config/paths.ts';
import { policiesUpdated } from './policies-updated.ts';

export default function ShippingPolicyPage() {
  return (
    <ArticlePage
      title="Shipping Policy"
      updated={policiesUpdated}
      lead="We ship printed books to addresses across India. This page explains what delivery costs, how long it takes and what happens if something goes wrong on the way."
    >
      <h2>Where we deliver</h2>
      <p>
        We deliver to residential and business addresses in all states and union territories of
        India that our courier partners serve. Enter your 6-digit PIN code at checkout to confirm
        delivery to your address. We do not ship outside India at present.
      </p>
      <p>
        Every address needs the recipient's name, a complete street address, the city, the state, a
        valid 6-digit PIN code and a 10-digit mobile number for the courier to reach you.
      </p>

      <h2>Shipping methods and charges</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Charge</th>
            <th scope="col">Usual delivery time</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Standard</td>
            <td>Free on orders of ₹499 or more; ₹49 below that</td>
            <td>3–7 business days after dispatch</td>
          </tr>
          <tr>
            <td>Express</td>
            <td>₹99 on any order</td>
            <td>Dispatched first; usually 1–3 business days sooner than Standard</td>
          </tr>
        </tbody>
      </table>
      <p>
        The free-shipping threshold is calculated on the value of the books in your order after
        discounts. The exact charge for your order is always shown at checkout before you pay, and
        the amount shown there is the one that applies.
      </p>

      <h2>Processing and dispatch</h2>
      <ul>
        <li>
          Orders placed before 2 pm IST on a business day are usually packed and dispatched within
          1–2 business days.
        </li>
        <li>
          Business days are Monday to Saturday, excluding national and gazetted public holidays.
        </li>
        <li>
          If one of the books in your order is out of stock after you order, we will tell you by
          email and refund or cancel that part of the order; we never substitute a different book
          without asking.
        </li>
      </ul>

      <h2>Delivery times</h2>
      <p>
        Most orders reach metro and tier-1 cities within 3–5 business days and the rest of India
        within 7 business days of dispatch. Remote areas, including parts of the North-East, Jammu
        &amp; Kashmir, Ladakh, the Andaman &amp; Nicobar Islands and Lakshadweep, can take longer.
        Weather, strikes, elections and other events outside our control can also cause delays; we
        will keep you informed if your order is held up.
      </p>

      <h2>Cash on delivery</h2>
      <p>
        Cash on delivery (COD) is available on every order we can deliver. Please keep the exact
        amount ready; couriers may also accept UPI at the door. We may stop offering COD to an
        account after repeated refused COD deliveries.
      </p>

      <h2>Tracking your order</h2>
      <p>
        We email you when your order is confirmed, shipped and delivered. You can also follow it on
        the <Link to={paths.orders}>My Orders</Link> page once you are signed in.
      </p>

      <h2>Failed deliveries</h2>
      <p>
        The courier makes up to three delivery attempts. If the parcel cannot be delivered (for
        example because the address is incomplete or nobody is available), it comes back to us and
        we will contact you. For prepaid orders we refund the value of the books; shipping charges
        already paid are refunded only if the failure was our or the courier's fault.
      </p>

      <h2>Damaged parcels</h2>
      <p>
        If the parcel looks tampered with or badly damaged, you may refuse it, or accept it and
        photograph the packaging before opening. Tell us within 7 days of delivery and we will
        replace or refund the affected books under our{' '}
        <Link to={paths.refundCancellationPolicy}>Refund &amp; Cancellation Policy</Link>.
      </p>

      <h2>Questions</h2>
      <p>
        Write to us from the <Link to={paths.contact}>Contact page</Link> with your order number and
        we will help.
      </p>
    </ArticlePage>
  );
}
