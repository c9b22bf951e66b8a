// Where the import worker takes a job's rows from, a batch at a time: a spooled upload's rows
// file (read from disk and planned in each batch's transaction) or a held upload's steps.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Tx } from '../../../db/client.ts';
import { planImport } from './admin-import.plan.ts';
import type {
  ImportStore,
  StoredImport,
  StoredImportRow,
  WriteStep,
} from './admin-import.store.ts';

/** A batch of rows to write, planned in the batch's transaction. */
export interface PlannedBatch {
  writes: { step: WriteStep; values: StoredImportRow['values']; onix: StoredImportRow['onix'] }[];
  /** Rows the catalogue no longer lets the import write (counted skipped). */
  skipped: number;
}

/** Where the import worker takes a job's rows from, a batch at a time. */
export interface BatchSource {
  /** The next `size` rows from `position` on (fewer at the end), and how to plan them in `tx`. */
  read(
    position: number,
    size: number,
  ): Promise<{ rows: number; plan(tx: Tx): Promise<PlannedBatch> }>;
  close(): void;
}

/**
 * Reads a spooled upload's rows a batch at a time from `position` on, for the import worker. Each
 * batch is planned again in its transaction, against the catalogue as it is then (as startImport
 * plans a held upload's rows when it starts).
 */
export function spooledRowsReader(
  store: ImportStore,
  id: string,
  matchCategory: (name: string) => string | undefined,
): BatchSource {
  let lines: ReturnType<typeof createInterface> | null = null;
  let iterator: AsyncIterator<string> | null = null;
  let at = 0;
  const open = () => {
    lines?.close();
    lines = createInterface({
      input: createReadStream(store.pathOf(id, 'rows')),
      crlfDelay: Infinity,
    });
    iterator = lines[Symbol.asyncIterator]();
    at = 0;
  };
  const plan = async (tx: Tx, rows: StoredImportRow[]): Promise<PlannedBatch> => {
    const planned = await planImport(tx, rows, matchCategory);
    const writes: PlannedBatch['writes'] = [];
    for (const { row, values, onix } of rows) {
      if (!planned.targets.has(row)) continue;
      const step = {
        row,
        target: planned.targets.get(row)!,
        categories: planned.categories.get(row)!,
      };
      writes.push({ step, values, onix });
    }
    return { writes, skipped: rows.length - writes.length };
  };
  return {
    async read(position, size) {
      if (!iterator || position < at) open();
      const rows: StoredImportRow[] = [];
      while (rows.length < size) {
        const next = await iterator!.next();
        if (next.done) break;
        if (!next.value) continue;
        at++;
        if (at <= position) continue;
        rows.push(JSON.parse(next.value) as StoredImportRow);
      }
      return { rows: rows.length, plan: (tx) => plan(tx, rows) };
    },
    close: () => lines?.close(),
  };
}

/** A held upload's steps, decided when its import started, with the rows its entry holds. */
export function heldRowsReader(entry: StoredImport): BatchSource {
  const steps = entry.steps ?? [];
  const rowsByNumber = new Map(entry.rows.map((r) => [r.row, r]));
  return {
    async read(position, size) {
      const slice = steps.slice(position, position + size);
      const writes = slice.map((step) => {
        const row = rowsByNumber.get(step.row)!;
        return { step, values: row.values, onix: row.onix };
      });
      return { rows: slice.length, plan: async () => ({ writes, skipped: 0 }) };
    },
    close: () => {},
  };
}
