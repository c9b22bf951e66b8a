import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AdminBookValues } from '@shared/schemas/admin-books.ts';
import type { OnixRowFacts } from './onix/onix-row.ts';
import {
  importLimits,
  type ImportCounts,
  type ImportErrorGroup,
  type ImportResult,
  type ImportRowError,
} from '@shared/schemas/admin-import.ts';

/** A row that passed the book schema; whether it creates or updates is decided against the catalogue. */
export interface StoredImportRow {
  row: number;
  id: number | null;
  values: AdminBookValues;
  /** A record of an ONIX feed: which values it carries, and whether it withdraws or hides. */
  onix?: OnixRowFacts;
}

/** What the import does with one row, decided when it starts: the book it updates, or null. */
export interface WriteStep {
  row: number;
  target: number | null;
  categories: string[];
}

/**
 * A feed too large to hold, checked as it was read from disk: its valid rows are a file of JSON
 * lines (StoredImportRow), and its errors another, beside the upload's entry. The import reads
 * the rows a batch at a time.
 */
export interface SpooledRows {
  /** Lines in the rows file: the rows the import writes, in order. */
  rows: number;
  /** Records that withdraw an edition (NotificationType 05). */
  withdrawn: number;
  errorCount: number;
  groups: ImportErrorGroup[];
}

/** An uploaded file between its preview and its import, kept as JSON under DATA_DIR/imports. */
export interface StoredImport {
  id: string;
  actorUserId: number;
  fileName: string;
  createdAt: string;
  rowCount: number;
  rows: StoredImportRow[];
  /** Problems in the file itself; they do not change between preview and import. */
  fileErrors: ImportRowError[];
  /** Problems against the catalogue (unknown category, id, ISBN of another book), as last checked. */
  catalogueErrors: ImportRowError[];
  counts: ImportCounts;
  /** What was recognised about the whole file (encoding, separator, renamed columns). */
  notices?: string[];
  /** An ONIX feed rather than the shop's CSV. */
  kind?: 'csv' | 'onix';
  /** The rows to write, in order, once the import has started; its job's position indexes them. */
  steps?: WriteStep[] | null;
  /** Set when the rows are on disk rather than in `rows` (`fileErrors` then has the first ones). */
  spooled?: SpooledRows;
  result: ImportResult | null;
}

/** Array elements serialised at a time (about 200 KB of a 50,000-row upload's rows). */
const elementsPerSlice = 500;

/**
 * `JSON.stringify(value)` into `file`, long arrays a slice at a time, each slice its own write:
 * stringifying a 50,000-row upload in one go held the event loop for 160 ms.
 */
async function writeJsonInSlices(file: string, value: object) {
  const out = await open(file, 'w');
  try {
    let separator = '{';
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined) continue;
      await out.write(`${separator}${JSON.stringify(key)}:`);
      separator = ',';
      if (!Array.isArray(field) || field.length <= elementsPerSlice) {
        await out.write(JSON.stringify(field));
        continue;
      }
      for (let i = 0; i < field.length; i += elementsPerSlice) {
        const slice = JSON.stringify(field.slice(i, i + elementsPerSlice));
        await out.write(`${i === 0 ? '[' : ','}${slice.slice(1, -1)}`);
      }
      await out.write(']');
    }
    await out.write(separator === '{' ? '{}' : '}');
  } finally {
    await out.close();
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ImportStore {
  save(entry: StoredImport): Promise<void>;
  /** The entry as last saved; shared with other readers, so never changed in place. */
  load(id: string): Promise<StoredImport | undefined>;
  /** Removes uploads older than `importLimits.keepHours`. */
  sweep(): Promise<void>;
  /** Where an upload's other files go: the upload itself, a spooled feed's rows and errors. */
  pathOf(id: string, part: 'upload' | 'rows' | 'errors'): string;
  /** Removes an upload's other files. */
  removeParts(id: string, parts: ('upload' | 'rows' | 'errors')[]): Promise<void>;
}

/**
 * Files rather than a table: an upload is scratch data that needs no migration and is gone after
 * a day. Writes go to a temporary name first so a reader never sees half a file.
 */
export function createImportStore(dir: string): ImportStore {
  const fileOf = (id: string) => path.join(dir, `${id}.json`);
  const pathOf = (id: string, part: 'upload' | 'rows' | 'errors') => {
    if (!uuid.test(id)) throw new Error(`Not an upload's id: ${id}`);
    return path.join(dir, part === 'upload' ? `${id}.upload` : `${id}.${part}.ndjson`);
  };
  // The uploads last read or written, by file time: an import's progress is read every second
  // while it runs, and parsing 10,000 rows each time would take the event loop from shoppers.
  const recent = new Map<string, { mtimeMs: number; entry: StoredImport }>();
  const remember = (id: string, mtimeMs: number, entry: StoredImport) => {
    recent.delete(id);
    recent.set(id, { mtimeMs, entry });
    if (recent.size > 4) recent.delete(recent.keys().next().value!);
  };
  return {
    pathOf,
    async removeParts(id, parts) {
      for (const part of parts) await rm(pathOf(id, part), { force: true });
    },
    async save(entry) {
      await mkdir(dir, { recursive: true });
      const temp = `${fileOf(entry.id)}.${process.pid}.tmp`;
      await writeJsonInSlices(temp, entry);
      await rename(temp, fileOf(entry.id));
      remember(entry.id, (await stat(fileOf(entry.id))).mtimeMs, entry);
    },
    async load(id) {
      if (!uuid.test(id)) return undefined;
      try {
        const { mtimeMs } = await stat(fileOf(id));
        const known = recent.get(id);
        if (known && known.mtimeMs === mtimeMs) return known.entry;
        const entry = JSON.parse(await readFile(fileOf(id), 'utf8')) as StoredImport;
        remember(id, mtimeMs, entry);
        return entry;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async sweep() {
      const cutoff = Date.now() - importLimits.keepHours * 3600_000;
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
      }
    },
  };
}
