import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@web/lib/memory-storage.test-helper.ts';
import { signInAttempts, startSocialSignIn } from './sign-in-social.ts';

const fetchMock = vi.fn<typeof fetch>();
const urls = { callbackURL: '/profile?auth=oauth', errorCallbackURL: '/?auth=oauth-error' };
let now = 5_000_000;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))]);
}

beforeEach(() => {
  now += 10_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', createMemoryStorage());
  fetchMock.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startSocialSignIn', () => {
  it('starts Google through /sign-in/social with the callback addresses', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { url: 'https://accounts.google.com/x', redirect: true }),
    );
    await expect(
      startSocialSignIn({ provider: 'google', label: 'Google', ...urls }),
    ).resolves.toEqual({
      url: 'https://accounts.google.com/x',
      redirect: true,
    });
    expect(calls()).toEqual([['/api/auth/sign-in/social', { provider: 'google', ...urls }]]);
  });

  it('falls back to OIDC when the server has no Google provider', async () => {
    fetchMock
      .mockResolvedValueOnce(
        answer(404, { error: { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' } }),
      )
      .mockResolvedValueOnce(answer(200, { url: 'https://sso.example/auth', redirect: true }));
    await startSocialSignIn({ provider: 'google', label: 'Google', ...urls });
    expect(calls()).toEqual([
      ['/api/auth/sign-in/social', { provider: 'google', ...urls }],
      ['/api/auth/sign-in/oauth2', { providerId: 'oidc', ...urls }],
    ]);
  });

  it('starts the OIDC button through /sign-in/social, then /sign-in/oauth2 on older servers', async () => {
    fetchMock
      .mockResolvedValueOnce(
        answer(404, { error: { code: 'AUTH_ERROR', message: 'An unknown error occurred.' } }),
      )
      .mockResolvedValueOnce(answer(200, { url: 'https://sso.example/auth', redirect: true }));
    await startSocialSignIn({ provider: 'oidc', label: 'Keycloak', ...urls });
    expect(calls().map(([url]) => url)).toEqual([
      '/api/auth/sign-in/social',
      '/api/auth/sign-in/oauth2',
    ]);
  });

  it('stops at the first error that is not about a missing provider', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }),
    );
    await expect(
      startSocialSignIn({ provider: 'google', label: 'Google', ...urls }),
    ).rejects.toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never calls the same address twice for one button (the duplicate guard would refuse it)', () => {
    for (const attempts of Object.values(signInAttempts)) {
      const addresses = attempts.map((a) => a.url);
      expect(new Set(addresses).size).toBe(addresses.length);
    }
  });
});
