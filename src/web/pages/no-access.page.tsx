import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { paths } from '@web/config/paths.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

/** Shown instead of an admin page to a signed-in user whose role does not open it. */
export default function NoAccessPage() {
  useDocumentTitle('No access');
  const { user } = useCurrentUser();
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none">
      <Container className="py-16 sm:py-24">
        <div className="mx-auto flex max-w-xl flex-col items-center text-center">
          <ShieldAlert aria-hidden="true" className="size-12 text-primary" />
          <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">You do not have access</h1>
          <p className="mt-3 text-muted-foreground">
            {user?.role === 'staff'
              ? 'Your staff role does not include this part of the admin. If you need it, ask the shop’s owner to change your role.'
              : 'This part of Pustak is for the shop’s staff. If you think you should have access, ask an administrator to give your account the admin role.'}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {user?.role === 'staff' ? (
              <Link to={paths.admin.dashboard} className={buttonVariants()}>
                Back to the admin
              </Link>
            ) : null}
            <Link
              to={paths.home}
              className={buttonVariants({
                variant: user?.role === 'staff' ? 'outline' : 'default',
              })}
            >
              Back to the shop
            </Link>
          </div>
        </div>
      </Container>
    </main>
  );
}
