import { describe, expect, it } from 'vitest';
import { oauthCallbackUrls, oauthReturnToast, readOAuthReturn } from './oauth-return.ts';

describe('oauthCallbackUrls', () => {
  it('marks the page to come back to, keeping its own query', () => {
    expect(oauthCallbackUrls('/profile', '/')).toEqual({
      callbackURL: '/profile?auth=oauth',
      errorCallbackURL: '/?auth=oauth-error',
    });
    expect(
      oauthCallbackUrls('/collections?category=Fiction', '/collections?category=Fiction'),
    ).toEqual({
      callbackURL: '/collections?category=Fiction&auth=oauth',
      errorCallbackURL: '/collections?category=Fiction&auth=oauth-error',
    });
  });

  it('does not stack the markers of an earlier attempt', () => {
    expect(oauthCallbackUrls('/?auth=oauth-error&error=access_denied', '/').callbackURL).toBe(
      '/?auth=oauth',
    );
  });
});

describe('readOAuthReturn', () => {
  it('ignores ordinary addresses', () => {
    expect(readOAuthReturn('')).toBeNull();
    expect(readOAuthReturn('?search=Bond')).toBeNull();
    expect(readOAuthReturn('?auth=something-else')).toBeNull();
  });

  it('reads a successful return and strips the marker', () => {
    expect(readOAuthReturn('?auth=oauth')).toEqual({ outcome: 'success', search: '' });
    expect(readOAuthReturn('?category=Fiction&auth=oauth')).toEqual({
      outcome: 'success',
      search: '?category=Fiction',
    });
  });

  it('reads an error return with its code and strips both', () => {
    expect(readOAuthReturn('?auth=oauth-error&error=access_denied')).toEqual({
      outcome: 'error',
      error: 'access_denied',
      search: '',
    });
    expect(readOAuthReturn('?search=x&auth=oauth-error')).toEqual({
      outcome: 'error',
      error: null,
      search: '?search=x',
    });
    expect(readOAuthReturn('?auth=oauth&error=state_mismatch&error_description=x')).toEqual({
      outcome: 'error',
      error: 'state_mismatch',
      search: '',
    });
  });
});

describe('oauthReturnToast', () => {
  it('welcomes a successful sign-in, naming the provider', () => {
    expect(oauthReturnToast({ outcome: 'success', search: '' })).toMatchObject({
      variant: 'success',
      title: 'Welcome!',
      description: 'You have been successfully signed in with Google.',
    });
    expect(oauthReturnToast({ outcome: 'success', search: '' }, 'Keycloak').description).toBe(
      'You have been successfully signed in with Keycloak.',
    );
  });

  it('says the user cancelled when the provider answers access_denied', () => {
    expect(
      oauthReturnToast({ outcome: 'error', error: 'access_denied', search: '' }),
    ).toMatchObject({ title: 'Google sign in failed', description: 'User cancelled OAuth flow.' });
  });

  it('shows other errors readably, else asks to try again', () => {
    expect(
      oauthReturnToast({ outcome: 'error', error: 'state_mismatch', search: '' }).description,
    ).toBe('State mismatch.');
    expect(oauthReturnToast({ outcome: 'error', error: null, search: '' }).description).toBe(
      'Please try again.',
    );
  });
});
