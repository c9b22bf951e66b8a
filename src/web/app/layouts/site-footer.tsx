import { Link } from 'react-router';
import { Container } from '@web/components/ui/container.tsx';
import { paths } from '@web/config/paths.ts';
import { Logo } from './logo.tsx';

const quickLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Browse Books', to: paths.books() },
  { label: 'Collections', to: paths.collections() },
  { label: 'My Account', to: paths.profile },
  { label: 'Cart', to: paths.cart },
];

const supportLinks = [{ label: 'Help Center', to: paths.contact }];

const policyLinks = [
  { label: 'Terms and Conditions', to: paths.termsAndConditions },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Shipping Policy', to: paths.shippingPolicy },
  { label: 'Refund & Cancellation Policy', to: paths.refundCancellationPolicy },
];

function LinkList({ heading, links }: { heading: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">{heading}</h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** docs/product.md §2 "Footer". */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t bg-card print:hidden">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            Pustak is an online bookshop for Indian readers: fiction, non-fiction, children's books
            and Indian-language titles at fair prices in rupees, with cash on delivery and shipping
            to every PIN code we can reach.
          </p>
        </div>
        <LinkList heading="Quick links" links={quickLinks} />
        <LinkList heading="Support" links={supportLinks} />
        <LinkList heading="Policies" links={policyLinks} />
      </Container>
      <div className="border-t">
        <Container className="py-5 text-sm text-muted-foreground">
          © {year} Pustak. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}
