import fp from 'fastify-plugin';
import { releaseUnpaidOrders } from './payments.service.ts';

/**
 * Once a minute, releases the stock of online orders left unpaid past their window. Every
 * instance sweeps; the conditional update lets only one release each order.
 */
export const unpaidSweepPlugin = fp(
  async (app) => {
    const sweep = setInterval(() => {
      releaseUnpaidOrders(app.db).catch((err: unknown) =>
        app.log.error({ err }, 'could not release unpaid orders'),
      );
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'unpaid-sweep', dependencies: ['db'] },
);
