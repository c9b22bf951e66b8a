import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('sends a CSP without inline scripts, frame-ancestors none, and nosniff on pages and API', async () => {
    // Every optional third party on, so their additions are checked too.
    t = await createTestApp({
      META_PIXEL_ID: '123',
      RAZORPAY_KEY_ID: 'rzp_test_h',
      RAZORPAY_KEY_SECRET: 'h',
    });
    for (const url of ['/', '/books/1', '/api/books', '/api/auth/me', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src'), url).toBeDefined();
      for (const value of csp.get('script-src')!) {
        expect(value, url).not.toMatch(/unsafe-inline|unsafe-eval|^\*$|^https?:$|^data:$/);
      }
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBeDefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sends HSTS for a request that reached the proxy over https, and not over plain http', async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    // From the proxy TRUST_PROXY names: the visitor used https.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=(\d{8,})/);
    const maxAge = Number(
      /max-age=(\d+)/.exec(String(proxied.headers['strict-transport-security']))![1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);

    // The same claim from a stranger on the internet is not believed.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS on every answer when PUBLIC_URL is https', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
    for (const url of ['/', '/api/books', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toContain('max-age=31536000');
    }
  });
});
