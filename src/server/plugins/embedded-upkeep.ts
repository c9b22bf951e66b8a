import fp from 'fastify-plugin';
import { tidyChangedTables } from '../db/embedded-upkeep.ts';

/**
 * On the embedded database, which runs no autovacuum, a scheduled job vacuums (and analyzes)
 * the tables that changed, every five minutes (src/server/db/embedded-upkeep.ts). PostgreSQL's
 * autovacuum does this on a server.
 */
export const embeddedUpkeepPlugin = fp(
  async (app) => {
    if (app.database.kind !== 'pglite') return;
    app.scheduler.add({
      name: 'db.embedded-upkeep',
      everyMs: 5 * 60_000,
      run: () => tidyChangedTables(app.db),
    });
  },
  { name: 'embedded-upkeep', dependencies: ['db', 'scheduler'] },
);
