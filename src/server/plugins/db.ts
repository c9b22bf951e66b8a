import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's database (PGlite or PostgreSQL behind one Drizzle type). */
    db: Db;
    /** Catalogue reads: the read replica when DATABASE_READ_URL is set, else the same as `db`. */
    dbRead: Db;
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
    app.decorate('dbRead', database.dbRead);
  },
  { name: 'db' },
);
