import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { paths } from '@web/config/paths.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

/** Shown instead of an admin page to a signed-in user without role admin. */
export default function NoAccessPage() {
  useDocumentTitle('No access');
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none">
      <Container className="py-16 sm:py-24">
        <div className="mx-auto flex max-w-xl flex-col items-center text-center">
          <ShieldAlert aria-hidden="true" className="size-12 text-primary" />
          <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">You do not have access</h1>
          <p className="mt-3 text-muted-foreground">
            This part of Pustak is for the shop&apos;s staff. If you think you should have access,
            ask an administrator to give your account the admin role.
          </p>
          <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
            Back to the shop
          </Link>
        </div>
      </Container>
    </main>
  );
}
