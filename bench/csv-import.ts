// Time to preview and import a generated 10,000-row book CSV through the admin API:
//   npx tsx bench/csv-import.ts [--rows 10000]
// Runs on an in-memory PGlite; with DATABASE_URL set, also on a throwaway database on that
// PostgreSQL server (dropped afterwards). Prints one line per database and step.
import {
  createImportTestContext,
  csvRow,
  toCsv,
} from '../src/server/modules/admin/import/admin-import.test-helpers.ts';
import { commit, upload } from '../src/server/modules/admin/import/admin-import.test-helpers.ts';
import { configureCategories } from '../src/server/modules/admin/admin.test-helpers.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rows = arg('rows', 10_000);

function generateCsv(count: number, offset: number): string {
  return toCsv(
    Array.from({ length: count }, (_, i) =>
      csvRow(offset + i, {
        title: `Bench Book ${offset + i}`,
        description: 'A generated book for the import benchmark. '.repeat(4),
        category: i % 3 === 0 ? 'Fiction|History' : 'Fiction',
        collection: i % 10 === 0 ? 'Bench picks' : '',
      }),
    ),
  );
}

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(2);

async function run(label: string) {
  const ctx = await createImportTestContext();
  try {
    await configureCategories(ctx, ['Fiction', 'History']);
    for (const [step, offset] of [
      ['create', 1_000_000],
      ['update', 1_000_000],
    ] as const) {
      const csv = generateCsv(rows, offset);
      let started = performance.now();
      const res = await upload(ctx, csv);
      if (res.statusCode !== 200) throw new Error(`preview failed: ${res.body}`);
      const previewSeconds = seconds(started);
      started = performance.now();
      const { summary } = await commit(ctx, res.json().id, 'all-or-nothing');
      if (!summary?.result) throw new Error('import failed');
      const { created, updated } = summary.result;
      console.log(
        `${label}: ${rows} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB, ${step}): preview ${previewSeconds} s, import ${seconds(started)} s (${created} created, ${updated} updated)`,
      );
    }
  } finally {
    await ctx.close();
  }
}

const databaseUrl = process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
await run('PGlite');
if (databaseUrl) {
  process.env.TEST_DATABASE_URL = databaseUrl;
  await run('PostgreSQL');
}
