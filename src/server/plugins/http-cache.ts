import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with a weak ETag and honour If-None-Match (catalogue and site-config reads). */
    etag?: boolean;
  }
}

/** Browsers and proxies may keep the answer but must ask again each time (a cheap 304). */
export const revalidate = 'public, max-age=0, must-revalidate';

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return header.split(',').some((t) => opaque(t) === wanted);
}

/**
 * ETags for routes marked `config: { etag: true }`, hashed from the serialized body. A hash of
 * what is sent can never vouch for a stale answer: once staff change a price, the next body — and
 * so the tag — differs, whichever cache produced it. The hook is an instance-level onSend, so it
 * runs before @fastify/compress's route-level one and sees the JSON string, not a gzip stream;
 * the tag is weak because the same JSON goes out gzipped or not.
 */
export const httpCachePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config.etag) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', tag).header('cache-control', revalidate);
      if (!ifNoneMatchHits(request.headers['if-none-match'], tag)) return payload;
      reply.code(304).removeHeader('content-length');
      return null;
    });
  },
  { name: 'http-cache' },
);
