import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { shortCell } from '@shared/book-csv.ts';
import { importLimits, type ImportRowError } from '@shared/schemas/admin-import.ts';
import { categoryMatcher } from '../books/admin-books.public.ts';
import { planImport } from './admin-import.plan.ts';
import type { ImportContext } from './admin-import.service.ts';
import { createErrorGroups } from './admin-import.service.ts';
import type { StoredImport, StoredImportRow } from './admin-import.store.ts';
import { createOnixChecker } from './onix/onix-check.ts';
import { isXmlUpload, readOnixStream } from './onix/onix-read.ts';

export const spoolMessages = {
  sameIsbnEarlier: 'The same ISBN is on an earlier record of this feed',
} as const;

/** An upload written to disk as it came: where, how large, and whether it is XML. */
export interface SavedUpload {
  path: string;
  size: number;
  xml: boolean;
}

/**
 * Writes an upload's stream to `target` as it arrives. Whether it is XML is decided from its
 * name and first bytes; a file that is not (a CSV) is refused past `csvBytes` at once, without
 * reading the rest, by `tooLarge()`. Only an ONIX feed may be larger, up to the upload's limit.
 */
export async function saveUpload(
  stream: Readable,
  fileName: string,
  target: string,
  csvBytes: number,
  tooLarge: (xml: boolean) => Error,
): Promise<SavedUpload> {
  await mkdir(path.dirname(target), { recursive: true });
  const out = createWriteStream(target);
  let size = 0;
  let xml: boolean | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      xml ??= isXmlUpload(fileName, chunk);
      size += chunk.byteLength;
      if (!xml && size > csvBytes) throw tooLarge(false);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if ((stream as { truncated?: boolean }).truncated) throw tooLarge(xml ?? false);
    out.end();
    await once(out, 'finish');
    return { path: target, size, xml: xml ?? false };
  } catch (err) {
    stream.resume();
    out.destroy();
    await rm(target, { force: true });
    // Past the upload's own limit (the largest feed), the multipart reader stops the stream.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(xml ?? false);
    throw err;
  }
}

/** A file written as a stream, whose failure (a full disk) is thrown by the next put or close. */
function spoolFile(file: string) {
  const out = createWriteStream(file);
  let failure: Error | null = null;
  out.on('error', (err) => (failure ??= err));
  return {
    /** Writes `text`, waiting while the stream's buffer is full. */
    async put(text: string) {
      if (failure) throw failure;
      // `once` rejects if the stream fails instead.
      if (text && !out.write(text)) await once(out, 'drain');
      if (failure) throw failure;
    },
    async close() {
      if (failure) throw failure;
      out.end();
      await once(out, 'close');
      if (failure) throw failure;
    },
    /** Stops writing; the file is removed by the caller. */
    abandon: () => out.destroy(),
  };
}

/** A key for an ISBN-13 that takes little room when a million are held: the number itself. */
const isbnKey = (isbn: string): number | string => (/^\d{13}$/.test(isbn) ? Number(isbn) : isbn);

/**
 * Checks an ONIX feed too large to hold, read from its file as a stream (readOnixStream): each
 * batch of records is checked with the shop's rules and against the catalogue as it comes, its
 * valid rows go to the rows file and its errors to the errors file, and only the counts, the
 * first errors and the ISBNs seen (to find one sent twice) stay in memory. The upload's file is
 * removed once read. `onProgress` hears the records checked and an estimate of the whole.
 */
export async function checkSpooledOnix(
  ctx: ImportContext,
  actorUserId: number,
  id: string,
  upload: { fileName: string; path: string; size: number },
  onProgress: (checked: number, total: number) => void = () => {},
): Promise<StoredImport> {
  const checker = await createOnixChecker(ctx.db);
  const match = await categoryMatcher(ctx.db);
  const rowsOut = spoolFile(ctx.store.pathOf(id, 'rows'));
  const errorsOut = spoolFile(ctx.store.pathOf(id, 'errors'));
  const seen = new Set<number | string>();
  const groups = createErrorGroups();
  const firstErrors: ImportRowError[] = [];
  let errorCount = 0;
  let withdrawn = 0;
  let invalid = 0;
  let written = 0;
  let toCreate = 0;
  let toUpdate = 0;
  let checked = 0;
  try {
    const read = await readOnixStream(upload, async (records, share) => {
      const batch = checkOnixBatch(checker, records, seen);
      const { rows, errors } = batch;
      withdrawn += batch.withdrawn;
      const plan = await planImport(ctx.db, rows, match);
      errors.push(...plan.errors);
      let lines = '';
      for (const row of rows) {
        if (!plan.targets.has(row.row)) continue;
        if (plan.targets.get(row.row) === null) toCreate++;
        else toUpdate++;
        written++;
        lines += `${JSON.stringify(row)}\n`;
      }
      await rowsOut.put(lines);
      invalid += new Set(errors.map((e) => e.row)).size;
      lines = '';
      for (const e of errors) {
        errorCount++;
        groups.add(e);
        if (firstErrors.length < importLimits.errorsShown) firstErrors.push(e);
        lines += `${JSON.stringify(e)}\n`;
      }
      await errorsOut.put(lines);
      checked += records.length;
      onProgress(checked, share > 0 ? Math.max(checked, Math.round(checked / share)) : checked);
    });
    await Promise.all([rowsOut.close(), errorsOut.close()]);
    const entry = spooledEntry(id, actorUserId, upload.fileName, read, checker, {
      firstErrors,
      groups,
      errorCount,
      withdrawn,
      invalid,
      written,
      toCreate,
      toUpdate,
    });
    await ctx.store.sweep();
    await ctx.store.save(entry);
    return entry;
  } catch (err) {
    rowsOut.abandon();
    errorsOut.abandon();
    await ctx.store.removeParts(id, ['rows', 'errors']);
    throw err;
  } finally {
    await rm(upload.path, { force: true });
  }
}

type OnixChecker = Awaited<ReturnType<typeof createOnixChecker>>;

/** A batch's records checked: their rows and errors, and how many of the rows withdraw. */
function checkOnixBatch(
  checker: OnixChecker,
  records: Parameters<OnixChecker['check']>[0][],
  seen: Set<number | string>,
) {
  const rows: StoredImportRow[] = [];
  const errors: ImportRowError[] = [];
  let withdrawn = 0;
  for (const rec of records) {
    const result = checker.check(rec);
    if ('errors' in result) {
      errors.push(...result.errors);
      continue;
    }
    const isbn = result.row.values.isbn;
    if (isbn && seen.has(isbnKey(isbn))) {
      errors.push({
        row: rec.record,
        column: 'isbn',
        message: spoolMessages.sameIsbnEarlier,
        value: shortCell(isbn),
      });
      continue;
    }
    if (isbn) seen.add(isbnKey(isbn));
    if (result.row.onix?.withdraw) withdrawn++;
    rows.push(result.row);
  }
  return { rows, errors, withdrawn };
}

/** The entry kept of a spooled upload: its counts and first errors, its rows left in their file. */
function spooledEntry(
  id: string,
  actorUserId: number,
  fileName: string,
  read: Awaited<ReturnType<typeof readOnixStream>>,
  checker: OnixChecker,
  counts: {
    firstErrors: ImportRowError[];
    groups: ReturnType<typeof createErrorGroups>;
    errorCount: number;
    withdrawn: number;
    invalid: number;
    written: number;
    toCreate: number;
    toUpdate: number;
  },
): StoredImport {
  const { firstErrors, groups, errorCount, withdrawn, invalid, written, toCreate, toUpdate } =
    counts;
  return {
    id,
    actorUserId,
    fileName,
    createdAt: new Date().toISOString(),
    rowCount: read.products,
    rows: [],
    fileErrors: firstErrors.sort((a, b) => a.row - b.row),
    catalogueErrors: [],
    counts: {
      rows: read.products,
      valid: read.products - invalid,
      invalid,
      toCreate,
      toUpdate,
      duplicates: 0,
    },
    notices: [...read.notices, ...checker.notices()],
    kind: 'onix',
    steps: null,
    result: null,
    spooled: { rows: written, withdrawn, errorCount, groups: groups.list() },
  };
}

/** Every error of a spooled upload, read from its file in order of the records. */
export async function* spooledErrors(ctx: ImportContext, id: string) {
  const lines = createInterface({
    input: createReadStream(ctx.store.pathOf(id, 'errors')),
    crlfDelay: Infinity,
  });
  for await (const line of lines) if (line) yield JSON.parse(line) as ImportRowError;
}
