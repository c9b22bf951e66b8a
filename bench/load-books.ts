// Loads the demo catalogue plus generated books into a shop's database, for benchmarks:
//   npx tsx bench/load-books.ts [count]        (DATA_DIR or DATABASE_URL as for `npm start`)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/server/db/client.ts';
import { generateBooks } from '../src/server/db/seed/generate-books.ts';
import { seedIfEmpty } from '../src/server/db/seed/seed.ts';

export async function loadBooks(opts: { dataDir: string; databaseUrl?: string; count: number }) {
  const uploadsDir = path.join(opts.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const database = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  try {
    await seedIfEmpty(database, { uploadsDir });
    // A catalogue loaded before (a kept DATA_DIR or database) gets only the books it lacks.
    const [made] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM books WHERE description LIKE 'A novel about %'`,
    );
    const started = performance.now();
    await generateBooks(database.db, Math.max(0, opts.count - (made?.n ?? 0)));
    // Measured on a settled catalogue: a server's autovacuum would have merged the new books'
    // pending index entries, which every search reads through until then, within a minute (the
    // embedded database is vacuumed when the shop starts).
    await makeSeries(database.db);
    // The works, credits and people tables too: until they are analysed, a series of twelve
    // works is planned as thousands of rows (a parallel scan, 36 ms instead of 0.4 ms).
    if (database.kind === 'postgres') {
      await database.db.execute(
        sql`VACUUM ANALYZE books, works, book_contributors, contributors, series, publishers`,
      );
    }
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM books`,
    );
    return { seconds: (performance.now() - started) / 1000, total: row?.n };
  } finally {
    await database.close();
  }
}

/** Series the benchmarks read (bench-saga-1 … 20), twelve generated works each, made once. */
export const benchSeries = 20;

async function makeSeries(db: Db): Promise<void> {
  await db.execute(sql`
    WITH made AS (
      INSERT INTO series (name, slug)
      SELECT 'Bench Saga ' || n, 'bench-saga-' || n FROM generate_series(1, ${benchSeries}) n
      ON CONFLICT DO NOTHING RETURNING id, name)
    UPDATE works w SET series_id = m.id, series_number = v.number
    FROM made m,
      LATERAL (SELECT work_id, row_number() OVER (ORDER BY id) AS number FROM books
               WHERE description LIKE 'A novel about %'
               ORDER BY id OFFSET (split_part(m.name, ' ', 3)::int - 1) * 12 LIMIT 12) v
    WHERE w.id = v.work_id`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 100_000);
  const result = await loadBooks({
    dataDir: path.resolve(process.env.DATA_DIR ?? './data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    count,
  });
  console.log(`loaded ${count} generated books in ${result.seconds.toFixed(1)} s`);
}
