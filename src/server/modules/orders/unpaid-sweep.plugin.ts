import fp from 'fastify-plugin';
import { releaseUnpaidOrders } from './payments.service.ts';

/**
 * Once a minute, releases the stock of online orders left unpaid past their window: a scheduled
 * job, run by one instance per minute (ADR 020); the conditional update would keep a second
 * sweep from releasing an order twice anyway.
 */
export const unpaidSweepPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    app.scheduler.add({
      name: 'orders.release-unpaid',
      everyMs: 60_000,
      run: () => releaseUnpaidOrders(app.db, { mailer: app.mailer, publicUrl }),
    });
  },
  { name: 'unpaid-sweep', dependencies: ['db', 'scheduler', 'mailer'] },
);
