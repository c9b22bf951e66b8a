import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's database (PGlite or PostgreSQL behind one Drizzle type). */
    db: Db;
    database: Database;
  }
}

/**
 * Exposes the opened database to every module. The caller owns the database (it is opened
 * before the app and migrated there), so closing the app does not close it.
 */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
