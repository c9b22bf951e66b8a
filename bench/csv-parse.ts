// Reading uploaded book CSVs, with the event loop's longest stall meanwhile:
//   npx tsx bench/csv-parse.ts [--timeout 120] [--only 19.9MB]
// For each file (a penetration tester's: the template header, one real row, then empty lines;
// blank rows of other kinds; 50,000 real books) a process of its own reads the file as the
// preview does (readImportFile: decode, split into records) and then uploads it to the preview
// (POST /api/admin/imports/preview on an in-memory PGlite), and prints how long each took and
// the longest the event loop went without running a 5 ms timer. A process that does not finish
// within --timeout seconds is killed (a stalled event loop cannot stop itself).
import { fork } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { configureCategories } from '../src/server/modules/admin/admin.test-helpers.ts';
import {
  createImportTestContext,
  csvRow,
  paddedWithEmptyLines,
  readImportFile,
  toCsv,
  upload,
} from '../src/server/modules/admin/import/admin-import.test-helpers.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const timeoutS = Number(arg('timeout') ?? 120);

const files: Record<string, () => Buffer> = {
  '256KB': () => paddedWithEmptyLines(256 * 1024, '\r\n'),
  '1MB': () => paddedWithEmptyLines(1024 * 1024, '\r\n'),
  '19.9MB': () => paddedWithEmptyLines(19.9 * 1024 * 1024, '\r\n'),
  '1MB spaces': () => paddedWithEmptyLines(1024 * 1024, '  \r\n'),
  '1MB commas': () => paddedWithEmptyLines(1024 * 1024, ',,\r\n'),
  '50,000 books': () =>
    Buffer.from(
      toCsv(
        Array.from({ length: 50_000 }, (_, i) =>
          csvRow(i + 1, { description: 'A generated book for the benchmark. '.repeat(4) }),
        ),
      ),
    ),
};

/** Runs `work` while a 5 ms timer watches the event loop; the time and the longest gap. */
async function timed<T>(work: () => Promise<T>) {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  let result: T | Error;
  try {
    result = await work();
  } catch (err) {
    result = err as Error;
  }
  const ms = performance.now() - started;
  worst = Math.max(worst, performance.now() - last);
  clearInterval(timer);
  return { ms, worst, result };
}

async function measure(name: string) {
  const content = files[name]!();
  const read = await timed(() =>
    readImportFile({ fileName: 'books.csv', stream: Readable.from([content]) }),
  );
  const readOutcome =
    read.result instanceof Error
      ? read.result.message
      : `${read.result.lines.length} rows, ${read.result.notices.length} notices`;
  const ctx = await createImportTestContext();
  await configureCategories(ctx, ['Fiction']);
  const preview = await timed(() => upload(ctx, content));
  await ctx.close();
  const res = preview.result instanceof Error ? null : preview.result;
  const body = res?.json() as
    { error?: { message: string }; counts?: { rows: number }; notices?: string[] } | undefined;
  return {
    name,
    bytes: content.length,
    read: { ms: read.ms, worst: read.worst, outcome: readOutcome },
    preview: {
      ms: preview.ms,
      worst: preview.worst,
      outcome: body?.error
        ? `${res!.statusCode} ${body.error.message}`
        : `${res?.statusCode} ${body?.counts?.rows} rows; ${body?.notices?.join(' ') ?? ''}`,
    },
    rssMb: process.memoryUsage().rss / 1024 / 1024,
  };
}

const one = arg('one');
if (one) {
  const result = await measure(one);
  process.send!(result, () => process.exit(0));
} else {
  const f = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);
  const names = arg('only') ? [arg('only')!] : Object.keys(files);
  console.log(`node ${process.version}, timeout ${timeoutS} s per file`);
  for (const name of names) {
    const child = fork(fileURLToPath(import.meta.url), ['--one', name], { stdio: 'inherit' });
    const outcome = await new Promise<Awaited<ReturnType<typeof measure>> | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, timeoutS * 1000);
      child.once('message', (m) => {
        clearTimeout(timer);
        resolve(m as Awaited<ReturnType<typeof measure>>);
      });
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
    if (!outcome) {
      console.log(`${name.padEnd(13)} did not finish in ${timeoutS} s (killed)`);
      continue;
    }
    const { read, preview } = outcome;
    console.log(
      `${name.padEnd(13)} read ${f(read.ms).padStart(8)} (loop stalled ${f(read.worst).padStart(8)})` +
        `  preview ${f(preview.ms).padStart(8)} (loop stalled ${f(preview.worst).padStart(8)})` +
        `  rss ${outcome.rssMb.toFixed(0)} MB\n    read: ${read.outcome}\n    preview: ${preview.outcome.slice(0, 300)}`,
    );
  }
}
