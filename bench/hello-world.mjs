// The baseline for bench/catalog-latency.ts: a bare Fastify server answering one small JSON.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3001), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
