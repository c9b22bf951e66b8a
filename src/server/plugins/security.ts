import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a real Content-Security-Policy, response compression, and the
 * rate-limit machinery (off by default; routes opt in with `config.rateLimit`).
 */
export const securityPlugin = fp<{
  dev?: boolean;
  adPixel?: boolean;
  razorpay?: boolean;
  publicUrl?: string;
  /**
   * Where route limits count (a @fastify/rate-limit store class): shared by every instance on
   * PostgreSQL; the plugin's in-memory store when left out (one process holds PGlite).
   */
  rateLimitStore?: new (options: unknown) => unknown;
}>(
  async (app, { dev = false, adPixel = false, razorpay = false, publicUrl, rateLimitStore }) => {
    // The ad pixel (META_PIXEL_ID) loads its script from, and reports to, Meta's hosts.
    const pixelScript = adPixel ? ['https://connect.facebook.net'] : [];
    const pixelReport = adPixel ? ['https://www.facebook.com'] : [];
    // Razorpay Checkout: its script, the payment window it frames, and the calls it makes.
    // https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/
    const payScript = razorpay ? ['https://checkout.razorpay.com'] : [];
    const payFrames = razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
    const payConnect = razorpay
      ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com']
      : [];
    const payImages = razorpay ? ['https://*.razorpay.com'] : [];
    const securityHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Vite's dev server injects an inline preamble for React refresh; production has none.
          scriptSrc: [
            ...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]),
            ...pixelScript,
            ...payScript,
          ],
          // Radix and react-remove-scroll write <style> tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...pixelReport, ...payImages],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            ...(dev ? ["'self'", 'ws:'] : ["'self'"]),
            ...pixelScript,
            ...pixelReport,
            ...payConnect,
          ],
          // A book's video may live on another site (staff paste its URL).
          mediaSrc: ["'self'", 'https:'],
          frameSrc: [
            "'self'",
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
            ...payFrames,
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The storefront embeds cover images and video from its own origin only.
      crossOriginEmbedderPolicy: false,
      // Sent below, and only over https: on a plain-http shop (the default on 127.0.0.1) HSTS
      // would be ignored at best, and would pin a name that has no certificate at worst.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    const httpsSite = publicUrl?.startsWith('https:') ?? false;
    app.addHook('onRequest', async (request, reply) => {
      // request.protocol believes X-Forwarded-Proto from a trusted proxy (trustProxy in app.ts).
      if (httpsSite || request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
    await app.register(compress, { threshold: 1024 });
    await app.register(rateLimit, {
      global: false,
      ...(rateLimitStore ? { store: rateLimitStore as never } : {}),
    });
  },
  { name: 'security' },
);

/**
 * The headers helmet sets, worked out once. They are the same on every response, while
 * @fastify/helmet built helmet's middleware again for each request (about 5 % of the server's
 * time when serving cached pages).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}
