import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';

/** Creates an empty database on a PostgreSQL server; `drop()` removes it again. */
export async function createThrowawayPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pustak_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const withClient = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await withClient(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when
 * TEST_DATABASE_URL (or `serverUrl`) is set — a throwaway database on that PostgreSQL server,
 * dropped again by close().
 */
export async function openTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<Database> {
  if (!serverUrl) return openDatabase();

  const throwaway = await createThrowawayPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: throwaway.url, maxConnections: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}
