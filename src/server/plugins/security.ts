import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Security headers with a real Content-Security-Policy, response compression, and the
 * rate-limit machinery (off by default; routes opt in with `config.rateLimit`).
 */
export const securityPlugin = fp<{ dev?: boolean; adPixel?: boolean }>(
  async (app, { dev = false, adPixel = false }) => {
    // The ad pixel (META_PIXEL_ID) loads its script from, and reports to, Meta's hosts.
    const pixelScript = adPixel ? ['https://connect.facebook.net'] : [];
    const pixelReport = adPixel ? ['https://www.facebook.com'] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Vite's dev server injects an inline preamble for React refresh; production has none.
          scriptSrc: [...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...pixelScript],
          // Radix and react-remove-scroll write <style> tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...pixelReport],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [...(dev ? ["'self'", 'ws:'] : ["'self'"]), ...pixelScript, ...pixelReport],
          // A book's video may live on another site (staff paste its URL).
          mediaSrc: ["'self'", 'https:'],
          frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The storefront embeds cover images and video from its own origin only.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
    await app.register(compress, { threshold: 1024 });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
