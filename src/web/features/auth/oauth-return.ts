import type { ToastOptions } from '@web/lib/toast-store.ts';

/** Query parameters the client adds to the OAuth callback addresses and reads on return. */
export const oauthReturnParam = 'auth';
export const oauthSuccessValue = 'oauth';
export const oauthErrorValue = 'oauth-error';
/** Session storage key: which button started the flow, to name it in the toast. */
export const oauthProviderLabelKey = 'pustak-oauth-provider';
export const defaultOAuthProviderLabel = 'Google';

/** The addresses the provider sends the browser back to: the given page plus a marker. */
export function oauthCallbackUrls(
  target: string,
  current: string,
): { callbackURL: string; errorCallbackURL: string } {
  return {
    callbackURL: withParam(target, oauthReturnParam, oauthSuccessValue),
    errorCallbackURL: withParam(current, oauthReturnParam, oauthErrorValue),
  };
}

function withParam(address: string, key: string, value: string): string {
  const url = new URL(address, 'http://x');
  url.searchParams.delete(key);
  url.searchParams.delete('error');
  url.searchParams.delete('error_description');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type OAuthReturn =
  | { outcome: 'success'; search: string }
  | { outcome: 'error'; error: string | null; search: string };

/**
 * Reads an address the OAuth flow came back to. Null when it is not one; otherwise the outcome
 * and the search string without the flow's parameters (to replace the history entry with).
 */
export function readOAuthReturn(search: string): OAuthReturn | null {
  const params = new URLSearchParams(search);
  const marker = params.get(oauthReturnParam);
  if (marker !== oauthSuccessValue && marker !== oauthErrorValue) return null;
  const error = params.get('error');
  for (const key of [oauthReturnParam, 'error', 'error_description']) params.delete(key);
  const rest = params.toString();
  const clean = rest ? `?${rest}` : '';
  if (marker === oauthSuccessValue && !error) return { outcome: 'success', search: clean };
  return { outcome: 'error', error: error || null, search: clean };
}

/** docs/product.md §8 auth toasts for the end of an OAuth flow. */
export function oauthReturnToast(
  result: OAuthReturn,
  providerLabel = defaultOAuthProviderLabel,
): ToastOptions {
  if (result.outcome === 'success') {
    return {
      variant: 'success',
      title: 'Welcome!',
      description: `You have been successfully signed in with ${providerLabel}.`,
    };
  }
  const title = `${providerLabel} sign in failed`;
  if (result.error === 'access_denied') {
    return { variant: 'error', title, description: 'User cancelled OAuth flow.' };
  }
  return {
    variant: 'error',
    title,
    description: result.error ? readableCode(result.error) : 'Please try again.',
    duration: 5000,
  };
}

// Provider and better-auth codes arrive as snake_case ("state_mismatch"): make them a sentence.
function readableCode(code: string): string {
  const text = code.replace(/[_-]+/g, ' ').trim();
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : 'Please try again.';
}
