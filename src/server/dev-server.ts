import type { FastifyInstance } from 'fastify';

const serverPaths = /^\/(api(\/|$)|config$|uploads\/|healthz$)/;

/**
 * `npm run dev`: Vite in middleware mode on the server's own origin, so the client and API share
 * one port and cookies. Anything that is not an API path is handed to Vite (modules, HMR, the SPA
 * shell).
 */
export async function attachViteDevServer(app: FastifyInstance, root: string) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: `${root}/vite.config.ts`,
    server: { middlewareMode: true },
    appType: 'spa',
  });
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (serverPaths.test(pathname)) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end('Not found');
    });
  });
  app.addHook('onClose', async () => vite.close());
}
