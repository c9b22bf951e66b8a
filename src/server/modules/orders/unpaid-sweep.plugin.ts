import fp from 'fastify-plugin';
import { releaseUnpaidOrders } from './payments.service.ts';

/**
 * Once a minute, releases the stock of online orders left unpaid past their window: a scheduled
 * job, run by one instance per minute (ADR 020); the conditional update would keep a second
 * sweep from releasing an order twice anyway.
 */
export const unpaidSweepPlugin = fp(
  async (app) => {
    app.scheduler.add({
      name: 'orders.release-unpaid',
      everyMs: 60_000,
      run: () => releaseUnpaidOrders(app.db),
    });
  },
  { name: 'unpaid-sweep', dependencies: ['db', 'scheduler'] },
);
