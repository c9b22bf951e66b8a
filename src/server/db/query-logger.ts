// A second view of a database whose logger sees every statement (the plan tests read it).
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from './client.ts';
import * as schema from './schema.ts';

/**
 * The same database through a second Drizzle instance whose logger sees every statement with its
 * parameters (used to check query plans); it shares the connection, so it sees the same data.
 */
export function withQueryLogger(
  database: Database,
  logQuery: (query: string, params: unknown[]) => void,
): {
  db: Db;
  raw: (query: string, params: unknown[], settings?: string[]) => Promise<{ rows: unknown[] }>;
} {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const logger = { logQuery };
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzleNodePg(client as pg.Pool, { schema, logger });
  return {
    db: db as unknown as Db,
    raw: async (query, params, settings = []) => {
      if (settings.length === 0) {
        return (client as PGlite).query(query, params) as Promise<{ rows: unknown[] }>;
      }
      // With settings (`SET LOCAL …` statements), in a transaction of its own on one connection.
      if (database.kind === 'pglite') {
        return (client as PGlite).transaction(async (tx) => {
          for (const setting of settings) await tx.query(setting);
          return tx.query(query, params);
        });
      }
      const connection = await (client as pg.Pool).connect();
      try {
        await connection.query('BEGIN');
        for (const setting of settings) await connection.query(setting);
        return await connection.query(query, params);
      } finally {
        await connection.query('ROLLBACK').catch(() => undefined);
        connection.release();
      }
    },
  };
}
