import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CaughtText {
  to: string;
  text: string;
}

/**
 * A stand-in for an SMS provider, speaking the shop's `SMS_WEBHOOK_URL` protocol: each text is a
 * POST of JSON `{to, text}` with HTTP Basic credentials. Texts are kept for the test to read;
 * `failNext` makes the provider refuse (503) the next sends.
 */
export async function startSmsCatcher(credentials = { user: 'shop', key: 'test-key' }) {
  const texts: CaughtText[] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${credentials.user}:${credentials.key}`).toString('base64')}`;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.headers.authorization !== expectedAuth) {
        res.writeHead(401).end();
        return;
      }
      if (failures > 0) {
        failures -= 1;
        res.writeHead(503).end();
        return;
      }
      const parsed = JSON.parse(body) as CaughtText;
      texts.push({ to: parsed.to, text: parsed.text });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${credentials.user}:${credentials.key}@127.0.0.1:${port}/send`,
    texts,
    failNext(count = 1) {
      failures = count;
    },
    /** The 6-digit code in the newest text to `to`, waiting up to 10 s for it. */
    async codeFor(to: string): Promise<string> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const text = texts.filter((t) => t.to === to).at(-1);
        const code = text && /\b(\d{6})\b/.exec(text.text)?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code texted to ${to}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
