import type { Readable } from 'node:stream';
import { parseBookCsvRecord, shortCell } from '@shared/book-csv.ts';
import {
  hasErrorsMessage,
  importLimits,
  importMessages,
  importProblems,
  type DuplicateChoice,
  type ImportEncoding,
  type ImportErrorGroup,
  type ImportMode,
  type ImportProblem,
  type ImportRowError,
  type ImportSummary,
} from '@shared/schemas/admin-import.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { ParseBudget } from '../../../lib/parse-in-worker.ts';
import { timeSlices } from '../../../lib/time-slices.ts';
import { badRequest, conflict, HttpError, notFound } from '../../../plugins/errors.ts';
import { categoryMatcher } from '../books/admin-books.public.ts';
import { readBookCsv, readUploadBytes, type BookCsvLine } from './admin-import.csv.ts';
import {
  findImportJob,
  insertImportJob,
  type ImportJobRow,
} from './admin-import-jobs.repository.ts';
import { planImport, type ImportPlan } from './admin-import.plan.ts';
import { checkOnixRecords } from './onix/onix-check.ts';
import { isXmlUpload, readOnixFile, type OnixFile } from './onix/onix-read.ts';
import type {
  ImportStore,
  StoredImport,
  StoredImportRow,
  WriteStep,
} from './admin-import.store.ts';

export interface ImportContext {
  db: Db;
  store: ImportStore;
  /** Tells the import worker a job was queued. */
  wakeWorker(): void;
}

const byRow = (a: ImportRowError, b: ImportRowError) => a.row - b.row;

export function allErrors(entry: StoredImport): ImportRowError[] {
  return [...entry.fileErrors, ...entry.catalogueErrors].sort(byRow);
}

/** Rows of each group listed in the preview; the error report has them all. */
const rowsPerGroup = 5;
const groupsShown = 50;

/**
 * The errors grouped by problem, as they come: a recognised spreadsheet problem (importProblems)
 * is one group whatever its cells; other errors group by column and message.
 */
export function createErrorGroups() {
  const groups = new Map<string, ImportErrorGroup>();
  return {
    add(e: ImportRowError) {
      const problem = e.problem as ImportProblem | undefined;
      const key = problem ?? `${e.column}\u0000${e.message}`;
      let group = groups.get(key);
      if (!group) {
        // A feed's own references make each message different: past this many groups, the
        // rest are counted in the groups they already have, or not at all.
        if (groups.size >= groupsKept) return;
        group = {
          column: e.column,
          title: problem ? importProblems[problem].title : e.message,
          message: problem ? importProblems[problem].message : e.message,
          count: 0,
          rows: [],
        };
        groups.set(key, group);
      }
      group.count++;
      if (group.rows.length < rowsPerGroup) group.rows.push(e.row);
    },
    /** Largest group first. */
    list: (): ImportErrorGroup[] =>
      [...groups.values()].sort((a, b) => b.count - a.count).slice(0, groupsShown),
  };
}

/** Groups the upload's errors hold, at most (each group's key is kept while they are counted). */
const groupsKept = 10_000;

/** The errors grouped by problem (createErrorGroups), largest group first. */
export function groupErrors(errors: ImportRowError[]): ImportErrorGroup[] {
  const groups = createErrorGroups();
  for (const e of errors) groups.add(e);
  return groups.list();
}

function countsOf(entry: Pick<StoredImport, 'rowCount' | 'rows' | 'fileErrors'>, plan: ImportPlan) {
  const invalidRows = new Set([...entry.fileErrors, ...plan.errors].map((e) => e.row));
  let toCreate = 0;
  let toUpdate = 0;
  for (const [row, target] of plan.targets) {
    if (plan.duplicates.has(row)) continue;
    if (target === null) toCreate++;
    else toUpdate++;
  }
  return {
    rows: entry.rowCount,
    valid: entry.rowCount - invalidRows.size,
    invalid: invalidRows.size,
    toCreate,
    toUpdate,
    duplicates: plan.duplicates.size,
  };
}

export function toSummary(entry: StoredImport, job?: ImportJobRow): ImportSummary {
  const errors = allErrors(entry);
  const { spooled } = entry;
  const open = job && (job.status === 'queued' || job.status === 'running');
  return {
    id: entry.id,
    fileName: entry.fileName,
    createdAt: entry.createdAt,
    status:
      entry.result || job?.status === 'done'
        ? 'imported'
        : job?.status === 'failed'
          ? 'failed'
          : open
            ? 'importing'
            : 'previewed',
    counts: entry.counts,
    errors: errors.slice(0, importLimits.errorsShown),
    errorCount: spooled ? spooled.errorCount : errors.length,
    groups: spooled ? spooled.groups : groupErrors(errors),
    notices: entry.notices ?? [],
    kind: entry.kind ?? 'csv',
    progress: job
      ? {
          done: job.position,
          total: job.total,
          created: job.created,
          updated: job.updated,
          unchanged: job.unchanged,
          skipped: job.skipped,
        }
      : null,
    jobError: job?.error ?? null,
    // The job's row is the record; the file's copy of the result may lag a crash behind it.
    result:
      entry.result ??
      (job?.status === 'done'
        ? {
            mode: job.mode as ImportMode,
            duplicates: job.duplicates as DuplicateChoice,
            created: job.created,
            updated: job.updated,
            unchanged: job.unchanged,
            skipped: job.skipped,
            finishedAt: (job.finishedAt ?? job.createdAt).toISOString(),
          }
        : null),
  };
}

/** An upload read whole and split into records; its rows are not checked yet. */
export interface ImportFile {
  fileName: string;
  lines: BookCsvLine[];
  /** An ONIX feed's records, instead of CSV lines. */
  onix?: OnixFile;
  /** What was recognised about the file as a whole (encoding, separator, renamed columns). */
  notices: string[];
}

/** The name an upload is shown by. */
export const uploadName = (fileName: string) => shortCell(fileName.trim()) || 'upload.csv';

/**
 * Reads an uploaded CSV into records, recognising what spreadsheets do to encodings, separators
 * and headers. A file that cannot be read as a whole (not CSV, a bad header, too many rows) is
 * refused here, with an HttpError, before any row is checked.
 */
export async function readImportFile(upload: {
  fileName: string;
  stream: Readable;
  encoding?: ImportEncoding;
  /** What reading it may use; csvReadBudget unless a test says otherwise. */
  budget?: ParseBudget;
}): Promise<ImportFile> {
  if (/\.xlsx?$/i.test(upload.fileName)) {
    upload.stream.resume();
    const message = 'This is an Excel workbook. Save it as “CSV UTF-8” and upload that file.';
    throw badRequest(message, { file: message });
  }
  const bytes = await readUploadBytes(upload.stream);
  const fileName = uploadName(upload.fileName);
  if (isXmlUpload(upload.fileName, bytes)) {
    const onix = await readOnixFile(bytes, upload.budget);
    return { fileName, lines: [], onix, notices: onix.notices };
  }
  const csv = { bytes, encoding: upload.encoding ?? 'utf-8', notices: [] };
  const lines: BookCsvLine[] = [];
  for await (const line of readBookCsv(csv, upload.budget)) lines.push(line);
  return { fileName, lines, notices: csv.notices };
}

/**
 * How long the row check runs before it lets other requests in (and its progress out): checking
 * 10,000 rows takes a few hundred milliseconds of the event loop.
 */
const checkSliceMs = 10;

/**
 * Checks every row of a read file with the book form's schema (recognising spreadsheet damage
 * to ISBNs) and against the catalogue, and keeps the outcome under `id` for the import. Nothing
 * is written to the books. `onProgress` hears the rows checked so far, after each slice.
 */
export async function checkImport(
  ctx: ImportContext,
  actorUserId: number,
  id: string,
  file: ImportFile,
  onProgress: (checked: number) => void = () => {},
): Promise<StoredImport> {
  const rows: StoredImportRow[] = [];
  const fileErrors: ImportRowError[] = [];
  const notices = [...file.notices];
  const rowCount = file.onix ? file.onix.records.length : file.lines.length;
  const slices = timeSlices(checkSliceMs);
  if (file.onix) {
    notices.push(...(await checkOnixRecords(ctx.db, file.onix, rows, fileErrors, onProgress)));
  }
  for (const [i, { row, record, extraCells }] of file.lines.entries()) {
    const parsed = parseBookCsvRecord(record);
    if (extraCells > 0) {
      fileErrors.push({
        row,
        column: 'row',
        message: importProblems.extraCells.message,
        value: '',
        problem: 'extraCells',
      });
    }
    if (!parsed.ok) fileErrors.push(...parsed.errors.map((e) => ({ row, ...e })));
    else if (extraCells === 0) rows.push({ row, id: parsed.id, values: parsed.values });
    if (slices.due()) {
      onProgress(i + 1);
      await slices.next();
    }
  }
  onProgress(rowCount);

  const plan = await planImport(ctx.db, rows, await categoryMatcher(ctx.db));
  const entry: StoredImport = {
    id,
    actorUserId,
    fileName: file.fileName,
    createdAt: new Date().toISOString(),
    rowCount,
    rows,
    fileErrors,
    catalogueErrors: plan.errors,
    counts: countsOf({ rowCount, rows, fileErrors }, plan),
    notices,
    kind: file.onix ? 'onix' : 'csv',
    steps: null,
    result: null,
  };
  await ctx.store.sweep();
  await ctx.store.save(entry);
  return entry;
}

export async function loadImport(ctx: ImportContext, id: string): Promise<StoredImport> {
  const entry = await ctx.store.load(id);
  if (!entry) throw notFound(importMessages.notFound);
  return entry;
}

export async function getImport(ctx: ImportContext, id: string): Promise<ImportSummary> {
  const entry = await loadImport(ctx, id);
  return toSummary(entry, await findImportJob(ctx.db, id));
}

/**
 * Queues the import of a previewed file and answers at once; the import worker writes it in
 * batches (ADR 021). Rows are re-checked against the catalogue first, so a change since the
 * preview cannot slip through: `all-or-nothing` refuses when any row has an error, `valid-only`
 * writes the rest; likely duplicates are updated, added or skipped as `duplicates` says.
 */
export async function startImport(
  ctx: ImportContext,
  actorUserId: number,
  id: string,
  choice: { mode: ImportMode; duplicates: DuplicateChoice },
): Promise<ImportSummary> {
  const entry = await loadImport(ctx, id);
  if (entry.result) throw conflict(importMessages.alreadyImported, 'ALREADY_IMPORTED');
  const existing = await findImportJob(ctx.db, id);
  if (existing?.status === 'queued' || existing?.status === 'running') {
    throw conflict(importMessages.inProgress, 'IMPORT_IN_PROGRESS');
  }
  // Done, or failed part-way: an upload is imported once (upload it again for the rest).
  if (existing) throw conflict(importMessages.alreadyImported, 'ALREADY_IMPORTED');

  if (entry.spooled) return startSpooledImport(ctx, actorUserId, entry, choice);
  const plan = await planImport(ctx.db, entry.rows, await categoryMatcher(ctx.db));
  const counts = countsOf(entry, plan);
  if (choice.mode === 'all-or-nothing' && counts.invalid > 0) {
    throw new HttpError(400, 'IMPORT_HAS_ERRORS', hasErrorsMessage(counts.invalid));
  }
  const steps: WriteStep[] = [];
  let skipped = counts.invalid;
  for (const r of entry.rows) {
    if (!plan.targets.has(r.row)) continue;
    let target = plan.targets.get(r.row)!;
    const duplicateOf = plan.duplicates.get(r.row);
    if (duplicateOf !== undefined) {
      if (choice.duplicates === 'skip') {
        skipped++;
        continue;
      }
      if (choice.duplicates === 'update') target = duplicateOf;
    }
    steps.push({ row: r.row, target, categories: plan.categories.get(r.row)! });
  }
  if (plan.targets.size === 0) {
    throw badRequest(importMessages.nothingValid);
  }
  const queued: StoredImport = { ...entry, catalogueErrors: plan.errors, counts, steps };
  return queueImport(ctx, actorUserId, queued, choice, { total: steps.length, skipped });
}

/**
 * The job row first: of two staff starting the same upload at once, only the one whose row goes
 * in saves the upload's steps (the worker waits for them).
 */
async function queueImport(
  ctx: ImportContext,
  actorUserId: number,
  queued: StoredImport,
  choice: { mode: ImportMode; duplicates: DuplicateChoice },
  rows: { total: number; skipped: number },
): Promise<ImportSummary> {
  try {
    await insertImportJob(ctx.db, {
      id: queued.id,
      actorUserId,
      fileName: queued.fileName,
      mode: choice.mode,
      duplicates: choice.duplicates,
      ...rows,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(importMessages.inProgress, 'IMPORT_IN_PROGRESS');
    throw err;
  }
  await ctx.store.save(queued);
  ctx.wakeWorker();
  return toSummary(queued, await findImportJob(ctx.db, queued.id));
}

/**
 * Queues a spooled feed (admin-import.spool.ts): its rows stay on disk, and each batch is planned
 * against the catalogue when it is written. The counts are the preview's.
 */
async function startSpooledImport(
  ctx: ImportContext,
  actorUserId: number,
  entry: StoredImport,
  choice: { mode: ImportMode; duplicates: DuplicateChoice },
): Promise<ImportSummary> {
  const { counts } = entry;
  if (choice.mode === 'all-or-nothing' && counts.invalid > 0) {
    throw new HttpError(400, 'IMPORT_HAS_ERRORS', hasErrorsMessage(counts.invalid));
  }
  if (!entry.spooled || entry.spooled.rows === 0) throw badRequest(importMessages.nothingValid);
  return queueImport(ctx, actorUserId, { ...entry, steps: [] }, choice, {
    total: entry.spooled.rows,
    skipped: counts.invalid,
  });
}
