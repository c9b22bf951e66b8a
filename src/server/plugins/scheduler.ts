import fp from 'fastify-plugin';
import { createScheduler, type ScheduledJob, type Scheduler } from '../lib/scheduled-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Periodic work that runs on one instance per period (ADR 020). */
    scheduler: Pick<Scheduler, 'add' | 'tick'>;
  }
}

/** The shop's scheduler: modules add their jobs while registering; it starts when the app is ready. */
export const schedulerPlugin = fp<{ tickMs?: number }>(
  async (app, { tickMs }) => {
    const scheduler = createScheduler({ db: app.db, log: app.log, tickMs });
    app.decorate('scheduler', {
      add: (job: ScheduledJob) => scheduler.add(job),
      tick: () => scheduler.tick(),
    });
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['db'] },
);
