import { Link } from 'react-router';
import { ArticlePage } from '@web/components/ui/article-page.tsx';
import { paths } from '@web/config/paths.ts';
import { policiesUpdated } from './policies-updated.ts';

export default function PrivacyPolicyPage() {
  return (
    <ArticlePage
      title="Privacy Policy"
      updated={policiesUpdated}
      lead="This policy explains what personal data Pustak collects, why, who we share it with and the choices and rights you have. We process personal data in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the Information Technology Act, 2000 and the rules made under them."
    >
      <h2>Who we are</h2>
      <p>
        Pustak is an online bookshop serving readers in India. For the personal data described here,
        Pustak is the Data Fiduciary: we decide why and how it is processed.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address and password (stored only as a
          secure hash), or the basic profile shared by Google if you sign in with Google.
        </li>
        <li>
          <strong>Order details:</strong> delivery addresses, mobile number, the books you order,
          amounts, payment method and order history.
        </li>
        <li>
          <strong>Payment information:</strong> online payments are handled by our payment gateway
          (Razorpay). We receive a payment reference and status; we never see or store your full
          card number, CVV, UPI PIN or net-banking password.
        </li>
        <li>
          <strong>Your activity:</strong> your cart, wishlist, reviews, messages you send us and
          notification preferences.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser and device type, and the pages you
          visit, used to keep the site secure and to understand how it is used.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>to create and secure your account and verify your email address or phone number;</li>
        <li>to take, deliver and support your orders, including returns and refunds;</li>
        <li>to send service messages such as order confirmations and delivery updates;</li>
        <li>to answer your questions and handle complaints and grievances;</li>
        <li>to prevent fraud and abuse and to keep the service running reliably;</li>
        <li>to meet legal obligations, such as keeping tax and accounting records; and</li>
        <li>
          with your consent, to send offers, price-drop and back-in-stock alerts. You can withdraw
          consent at any time from your account or the link in any such email.
        </li>
      </ul>
      <p>
        We process personal data on the basis of your consent, which you give when you create an
        account, place an order or send us a message, and for the legitimate uses the DPDP Act
        allows, such as complying with law.
      </p>

      <h2>Cookies and local storage</h2>
      <p>
        We use a session cookie to keep you signed in, and your browser's local storage to remember
        preferences such as your colour theme and whether you have seen an announcement. We use
        first-party analytics to understand how the shop is used. If advertising measurement is
        enabled, it never runs in our staff area; you can block such cookies in your browser
        settings without affecting your ability to shop.
      </p>

      <h2>Who we share it with</h2>
      <p>We share only what each party needs to do its job:</p>
      <ul>
        <li>
          courier and logistics partners, to deliver your parcel (name, address, mobile number);
        </li>
        <li>our payment gateway, to process online payments and refunds;</li>
        <li>email and SMS providers, to send you messages you expect from us;</li>
        <li>hosting and infrastructure providers that store data on our behalf; and</li>
        <li>government authorities or courts, when the law requires us to.</li>
      </ul>
      <p>We do not sell your personal data.</p>

      <h2>How long we keep it</h2>
      <p>
        We keep account data while your account is active. When you ask us to delete your account,
        we erase your personal data unless the law requires us to keep it: order and invoice records
        are kept for as long as Indian tax and accounting laws require. Messages to our support team
        are kept for up to two years.
      </p>

      <h2>How we protect it</h2>
      <p>
        We use reasonable security practices, including encrypted connections (HTTPS), hashed
        passwords, access controls for staff and regular backups. If a personal data breach occurs,
        we will inform the Data Protection Board of India and affected users as the DPDP Act
        requires.
      </p>

      <h2>Your rights</h2>
      <p>Under the DPDP Act you have the right to:</p>
      <ul>
        <li>get a summary of the personal data we hold about you and how we use it;</li>
        <li>have inaccurate or incomplete data corrected and out-of-date data updated;</li>
        <li>
          have your data erased when it is no longer needed, unless the law requires us to keep it;
        </li>
        <li>withdraw consent you have given, as easily as you gave it;</li>
        <li>nominate another person to exercise your rights in case of death or incapacity; and</li>
        <li>
          have your grievances redressed by us, and then by the Data Protection Board of India.
        </li>
      </ul>
      <p>
        You can update most details on your <Link to={paths.profile}>account page</Link>. For
        anything else, write to us from the <Link to={paths.contact}>Contact page</Link>.
      </p>

      <h2>Children</h2>
      <p>
        Our shop is meant for adults. A person under 18 may use it only with the involvement of a
        parent or lawful guardian, whose verifiable consent we seek where the DPDP Act requires it.
        We do not knowingly track children's behaviour or target advertising at them.
      </p>

      <h2>Grievance Officer</h2>
      <p>
        You can reach our Grievance Officer through the <Link to={paths.contact}>Contact page</Link>{' '}
        with the subject "Grievance". We acknowledge every grievance within 48 hours and aim to
        resolve it within one month.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We will post any change on this page and update the date above. If a change materially
        affects how we use your data, we will also tell you by email before it takes effect.
      </p>
    </ArticlePage>
  );
}
