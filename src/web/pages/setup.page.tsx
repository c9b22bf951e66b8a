import { ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { firstAdminMessages } from '@shared/schemas/first-admin.ts';
import { NarrowPage } from '@web/components/ui/narrow-page.tsx';
import { paths } from '@web/config/paths.ts';
import { useFirstAdminState } from '@web/features/auth/api/first-admin.ts';
import { FirstAdminForm } from '@web/features/auth/components/first-admin-form.tsx';
import { errorMessage } from '@web/lib/api-client.ts';

/** /setup?token=…: the first admin of a shop that has none (README "First admin"). */
export default function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useFirstAdminState(token);
  return (
    <NarrowPage
      title="Set up your shop"
      Icon={ShieldCheck}
      intro="Create the admin account that runs this shop: the catalogue, orders, users and settings."
      footer={
        <Link to={paths.home} className="font-medium text-primary underline underline-offset-2">
          Go to the shop
        </Link>
      }
    >
      {state.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Checking the setup link…
        </p>
      ) : state.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(state.error)}
        </p>
      ) : state.data.state === 'ready' ? (
        <FirstAdminForm token={token} />
      ) : (
        <p role="alert" className="text-sm">
          {state.data.state === 'used' ? firstAdminMessages.used : firstAdminMessages.invalid}
        </p>
      )}
    </NarrowPage>
  );
}
