import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { parseBookCsvRecord, shortCell } from '@shared/book-csv.ts';
import {
  hasErrorsMessage,
  importLimits,
  importMessages,
  type ImportMode,
  type ImportRowError,
  type ImportSummary,
} from '@shared/schemas/admin-import.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { badRequest, conflict, HttpError, notFound } from '../../../plugins/errors.ts';
import { invalidateCatalogCache } from '../../catalog/catalog.public.ts';
import { getShopSettings } from '../../site-config/site-config.public.ts';
import { notifyWishlisters } from '../../wishlist/wishlist.public.ts';
import { syncCollectionRows, categoryMatcher, toValues } from '../books/admin-books.public.ts';
import { readBookCsv } from './admin-import.csv.ts';
import { planImport, type ImportPlan } from './admin-import.plan.ts';
import { insertBooks, lockBooksForUpdate, updateBooksById } from './admin-import.repository.ts';
import type { ImportStore, StoredImport, StoredImportRow } from './admin-import.store.ts';
import { recordAudit } from '../audit/audit.public.ts';

export interface ImportContext {
  db: Db;
  store: ImportStore;
  /** Imports being written by this process, with rows done so far. */
  running: Map<string, { done: number; total: number }>;
}

/** Rows per multi-row statement: big enough to be quick, small enough for a moving progress bar. */
const batchSize = 500;

const byRow = (a: ImportRowError, b: ImportRowError) => a.row - b.row;

export function allErrors(entry: StoredImport): ImportRowError[] {
  return [...entry.fileErrors, ...entry.catalogueErrors].sort(byRow);
}

function countsOf(entry: Pick<StoredImport, 'rowCount' | 'rows' | 'fileErrors'>, plan: ImportPlan) {
  const invalidRows = new Set([...entry.fileErrors, ...plan.errors].map((e) => e.row));
  const targets = [...plan.targets.values()];
  return {
    rows: entry.rowCount,
    valid: entry.rowCount - invalidRows.size,
    invalid: invalidRows.size,
    toCreate: targets.filter((t) => t === null).length,
    toUpdate: targets.filter((t) => t !== null).length,
  };
}

export function toSummary(
  entry: StoredImport,
  running?: { done: number; total: number },
): ImportSummary {
  const errors = allErrors(entry);
  return {
    id: entry.id,
    fileName: entry.fileName,
    createdAt: entry.createdAt,
    status: entry.result ? 'imported' : running ? 'importing' : 'previewed',
    counts: entry.counts,
    errors: errors.slice(0, importLimits.errorsShown),
    errorCount: errors.length,
    progress: running ?? null,
    result: entry.result,
  };
}

/**
 * Reads an uploaded CSV as it streams in, checks every row with the book form's schema and
 * against the catalogue, and keeps the outcome for the import. Nothing is written to the books.
 */
export async function previewImport(
  ctx: ImportContext,
  actorUserId: number,
  upload: { fileName: string; stream: Readable },
): Promise<ImportSummary> {
  if (/\.xlsx?$/i.test(upload.fileName)) {
    upload.stream.resume();
    const message = 'This is an Excel workbook. Save it as “CSV UTF-8” and upload that file.';
    throw badRequest(message, { file: message });
  }
  const rows: StoredImportRow[] = [];
  const fileErrors: ImportRowError[] = [];
  let rowCount = 0;
  for await (const { row, record, extraCells } of readBookCsv(upload.stream)) {
    rowCount++;
    const parsed = parseBookCsvRecord(record);
    if (extraCells > 0) {
      fileErrors.push({
        row,
        column: 'row',
        message: 'This row has more cells than the header',
        value: '',
      });
    }
    if (!parsed.ok) fileErrors.push(...parsed.errors.map((e) => ({ row, ...e })));
    else if (extraCells === 0) rows.push({ row, id: parsed.id, values: parsed.values });
  }

  const plan = await planImport(ctx.db, rows, await categoryMatcher(ctx.db));
  const entry: StoredImport = {
    id: randomUUID(),
    actorUserId,
    fileName: shortCell(upload.fileName.trim()) || 'upload.csv',
    createdAt: new Date().toISOString(),
    rowCount,
    rows,
    fileErrors,
    catalogueErrors: plan.errors,
    counts: countsOf({ rowCount, rows, fileErrors }, plan),
    result: null,
  };
  await ctx.store.sweep();
  await ctx.store.save(entry);
  return toSummary(entry);
}

export async function loadImport(ctx: ImportContext, id: string): Promise<StoredImport> {
  const entry = await ctx.store.load(id);
  if (!entry) throw notFound(importMessages.notFound);
  return entry;
}

export async function getImport(ctx: ImportContext, id: string): Promise<ImportSummary> {
  return toSummary(await loadImport(ctx, id), ctx.running.get(id));
}

/** Writes one batch of rows: new books in one insert, updated books in one upsert. */
async function writeBatch(
  tx: Tx,
  batch: StoredImportRow[],
  plan: ImportPlan,
  defaultThreshold: number,
) {
  const values = (r: StoredImportRow, threshold: number) =>
    toValues(r.values, r.values.lowStockThreshold ?? threshold, plan.categories.get(r.row)!);
  const creates = batch.filter((r) => plan.targets.get(r.row) === null);
  const updates = batch.filter((r) => plan.targets.get(r.row) !== null);

  const before = await lockBooksForUpdate(
    tx,
    updates.map((r) => plan.targets.get(r.row)!),
  );
  const beforeById = new Map(before.map((b) => [b.id, b]));
  const created = await insertBooks(
    tx,
    creates.map((r) => values(r, defaultThreshold)),
  );
  const updated = await updateBooksById(
    tx,
    updates.map((r) => {
      const id = plan.targets.get(r.row)!;
      return { id, ...values(r, beforeById.get(id)!.lowStockThreshold) };
    }),
  );
  await syncCollectionRows(tx, [...created, ...updated]);
  await notifyWishlisters(
    tx,
    updated.map((after) => ({ before: beforeById.get(after.id)!, after })),
  );
  return { created: created.length, updated: updated.length };
}

export interface CommitHooks {
  /** Called once the rows are checked and writing begins. */
  onStart(total: number): void;
  onProgress(done: number, total: number): void;
}

/**
 * Imports a previewed file in one transaction, in batches. `all-or-nothing` refuses when any row
 * has an error; `valid-only` writes the rest. Rows are re-checked against the catalogue first, so
 * a change since the preview cannot slip through. One audit row records the import.
 */
export async function commitImport(
  ctx: ImportContext,
  actorUserId: number,
  id: string,
  mode: ImportMode,
  hooks: CommitHooks,
): Promise<ImportSummary> {
  const entry = await loadImport(ctx, id);
  if (entry.result) throw conflict(importMessages.alreadyImported, 'ALREADY_IMPORTED');
  if (ctx.running.has(id)) throw conflict(importMessages.inProgress, 'IMPORT_IN_PROGRESS');
  const progress = { done: 0, total: 0 };
  ctx.running.set(id, progress);
  try {
    // Read outside the transaction: on PGlite a query on `db` inside it would wait for it.
    const matchCategory = await categoryMatcher(ctx.db);
    const { defaultLowStockThreshold } = await getShopSettings(ctx.db);
    const outcome = await ctx.db.transaction(async (tx) => {
      const plan = await planImport(tx, entry.rows, matchCategory);
      const counts = countsOf(entry, plan);
      if (mode === 'all-or-nothing' && counts.invalid > 0) {
        throw new HttpError(400, 'IMPORT_HAS_ERRORS', hasErrorsMessage(counts.invalid));
      }
      const toWrite = entry.rows.filter((r) => plan.targets.has(r.row));
      if (toWrite.length === 0) throw badRequest(importMessages.nothingValid);
      progress.total = toWrite.length;
      hooks.onStart(toWrite.length);
      let created = 0;
      let updated = 0;
      for (let i = 0; i < toWrite.length; i += batchSize) {
        const batch = toWrite.slice(i, i + batchSize);
        const written = await writeBatch(tx, batch, plan, defaultLowStockThreshold);
        created += written.created;
        updated += written.updated;
        progress.done = i + batch.length;
        hooks.onProgress(progress.done, progress.total);
      }
      const result = {
        mode,
        created,
        updated,
        skipped: counts.invalid,
        finishedAt: new Date().toISOString(),
      };
      await recordAudit(tx, [
        {
          actorUserId,
          action: 'book.import',
          entity: 'import',
          entityId: id,
          before: null,
          after: { fileName: entry.fileName, rows: counts.rows, ...result },
        },
      ]);
      return { plan, counts, result };
    });
    const done: StoredImport = {
      ...entry,
      catalogueErrors: outcome.plan.errors,
      counts: outcome.counts,
      result: outcome.result,
    };
    await ctx.store.save(done);
    return toSummary(done);
  } catch (err) {
    if (isUniqueViolation(err, 'books_isbn13_unique')) {
      throw conflict(
        'Another book took one of these ISBNs while the file was importing, so nothing was imported. Upload the file again.',
        'ISBN_TAKEN',
      );
    }
    throw err;
  } finally {
    ctx.running.delete(id);
    invalidateCatalogCache(ctx.db);
  }
}
