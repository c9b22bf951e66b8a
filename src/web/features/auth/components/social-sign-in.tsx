import { KeyRound } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '@web/components/ui/button.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useSocialSignIn, type SocialProvider } from '../api/sign-in-social.ts';
import type { SocialProviders } from '@web/app/session/auth-dialog-context.ts';
import { oauthCallbackUrls } from '../oauth-return.ts';
import { returnAddress } from '../session-gate.ts';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3c-1.6 4.7-6.1 8-11.3 8-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A11.9 11.9 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

/**
 * "Continue with Google" (and the OIDC provider's button when one is configured). The server
 * answers with the provider's address; the browser comes back to `returnTo` (or this page).
 */
export function SocialSignIn({
  providers,
  returnTo,
}: {
  providers: SocialProviders | undefined;
  returnTo: string | null;
}) {
  const location = useLocation();
  const { toast } = useToast();
  const social = useSocialSignIn();
  if (!providers || (!providers.google && !providers.oidc)) return null;

  const busy = social.isPending || social.isSuccess;
  const start = (provider: SocialProvider, label: string) => {
    const current = returnAddress(location);
    social.mutate(
      { provider, label, ...oauthCallbackUrls(returnTo ?? current, current) },
      {
        onError: (error) =>
          toast({
            variant: 'error',
            title: `${label} sign in failed`,
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  };
  const pendingLabel = busy ? social.variables?.label : undefined;

  return (
    <div className="mt-6">
      <div className="grid gap-2">
        {providers.google ? (
          <Button
            variant="outline"
            size="lg"
            className="w-full text-sm"
            disabled={busy}
            onClick={() => start('google', 'Google')}
          >
            <GoogleIcon />
            {pendingLabel === 'Google' ? 'Redirecting to Google...' : 'Continue with Google'}
          </Button>
        ) : null}
        {providers.oidc ? (
          <Button
            variant="outline"
            size="lg"
            className="w-full text-sm"
            disabled={busy}
            onClick={() => providers.oidc && start('oidc', providers.oidc.name)}
          >
            <KeyRound aria-hidden="true" />
            {pendingLabel === providers.oidc.name
              ? `Redirecting to ${providers.oidc.name}...`
              : `Continue with ${providers.oidc.name}`}
          </Button>
        ) : null}
      </div>
      <div className="mt-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        or with email
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
