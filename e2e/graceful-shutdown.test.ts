import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop, type RunningShop } from './harness.ts';

let shop: RunningShop | undefined;
afterAll(async () => {
  await shop?.stop();
});

/**
 * A POST whose body is held back: the request is sent with `Expect: 100-continue`, so the
 * server's "100 Continue" proves it has accepted and routed the request before we go on; the
 * body follows only when `release` is called. That makes "in flight during SIGTERM" certain
 * without relying on timing.
 */
function heldPost(url: string, path: string, body: object, clientIp: string) {
  const payload = JSON.stringify(body);
  const req = http.request(`${url}${path}`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
      // Each held request comes from its own address (trusted from loopback), so the contact
      // form's rate limit does not refuse the later ones.
      'x-forwarded-for': clientIp,
    },
  });
  const failed = new Promise<never>((_, reject) => req.once('error', reject));
  failed.catch(() => {}); // reported through `accepted` or `response`
  const accepted = Promise.race([new Promise<void>((r) => req.once('continue', r)), failed]);
  const response = Promise.race([
    new Promise<{ status: number; body: string }>((resolve) =>
      req.once('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      }),
    ),
    failed,
  ]);
  return { accepted, response, release: () => req.end(payload) };
}

/** Whether a new request is still served normally (false once the server is closing). */
async function stillServing(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
    return res.status === 200;
  } catch {
    return false; // connection refused: the listener is closed
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM stops taking requests, finishes those in flight, then exits 0', async () => {
    shop = await startShop();
    const { url, child } = shop;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

    const inFlight = Array.from({ length: 5 }, (_, i) =>
      heldPost(
        url,
        '/api/contact',
        {
          name: 'Asha Rao',
          email: `asha${i}@example.com`,
          subject: `In flight ${i}`,
          message: 'Sent while the server was shutting down.',
        },
        `10.9.0.${i + 1}`,
      ),
    );
    await Promise.all(inFlight.map((h) => h.accepted));

    child.kill('SIGTERM');
    // Wait until the server has begun closing: new requests are refused (or answered 503).
    for (let i = 0; (await stillServing(url)) && i < 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await stillServing(url)).toBe(false);
    expect(child.exitCode).toBeNull(); // still waiting for the requests in flight

    for (const held of inFlight) held.release();
    const responses = await Promise.all(inFlight.map((h) => h.response));
    for (const res of responses) expect(res.status, res.body).toBe(201);

    expect(await exited).toBe(0);
    expect(shop.output()).not.toMatch(/error/i);
  });
});
