import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest, isApiError } from '@web/lib/api-client.ts';
import { oauthProviderLabelKey } from '../oauth-return.ts';

export type SocialProvider = 'google' | 'oidc';

export interface SocialSignInInput {
  provider: SocialProvider;
  /** Named in the toast when the browser comes back ("Google", or the OIDC provider's name). */
  label: string;
  callbackURL: string;
  errorCallbackURL: string;
}

interface RedirectAnswer {
  url: string;
  redirect: boolean;
}

type Attempt = { url: string; body: Record<string, string> };

function social(provider: string): Attempt {
  return { url: apiPaths.auth.signInSocial, body: { provider } };
}
const oauth2Oidc: Attempt = { url: apiPaths.auth.signInOAuth2, body: { providerId: 'oidc' } };

/**
 * The calls that can start each button's flow, in order. better-auth 1.7 serves generic OIDC
 * providers through /sign-in/social (its /sign-in/oauth2 answers 404), older versions through
 * /sign-in/oauth2. A server without Google keys may serve the Google button by OIDC. No URL
 * comes twice: the duplicate guard would refuse the second call ("Slow down!").
 */
export const signInAttempts: Record<SocialProvider, Attempt[]> = {
  google: [social('google'), oauth2Oidc],
  oidc: [social('oidc'), oauth2Oidc],
};

// Codes meaning "not this way": no such provider, or no such route (a bare 404 reaches the
// client as AUTH_ERROR).
const tryNextCodes = ['PROVIDER_NOT_FOUND', 'NOT_FOUND', 'HTTP_404', 'AUTH_ERROR'];

/** Starts the button's flow; the answer is the provider's address to send the browser to. */
export async function startSocialSignIn({
  provider,
  callbackURL,
  errorCallbackURL,
}: SocialSignInInput): Promise<RedirectAnswer> {
  let firstError: unknown;
  for (const attempt of signInAttempts[provider]) {
    try {
      return await apiRequest<RedirectAnswer>('POST', attempt.url, {
        ...attempt.body,
        callbackURL,
        errorCallbackURL,
      });
    } catch (error) {
      firstError ??= error;
      if (!isApiError(error) || !tryNextCodes.includes(error.error.code)) throw error;
    }
  }
  throw firstError;
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: startSocialSignIn,
    onSuccess: ({ url }, { label }) => {
      try {
        sessionStorage.setItem(oauthProviderLabelKey, label);
      } catch {
        // Blocked storage: the return toast names Google.
      }
      window.location.assign(url);
    },
  });
}
