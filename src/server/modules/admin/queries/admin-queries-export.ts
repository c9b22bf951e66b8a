import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { queryColumns, type QueryCell, type QueryColumn } from '@shared/schemas/admin-queries.ts';
import type { Db } from '../../../db/client.ts';
import { safeCell } from '../orders/admin-orders.public.ts';
import type { SavedQueryRow } from './admin-queries.repository.ts';
import { findMatchRows, toSavedQuery } from './admin-queries.service.ts';

const batchSize = 500;

function csvCell(kind: QueryColumn['kind'], value: QueryCell): string {
  if (value === null) return '';
  if (Array.isArray(value)) return safeCell(value.join('; '));
  if (kind === 'money') return Number(value).toFixed(2);
  if (kind === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? safeCell(value) : String(value);
}

async function* exportRows(db: Db, saved: SavedQueryRow) {
  const def = toSavedQuery(saved);
  const columns = queryColumns[def.entity];
  let before: number | null = null;
  for (;;) {
    const batch = await findMatchRows(db, def, { limit: batchSize, before });
    for (const row of batch) yield columns.map((c) => csvCell(c.kind, row.cells[c.key] ?? null));
    if (batch.length < batchSize) return;
    before = batch.at(-1)!.key;
  }
}

/**
 * Every row a saved query matches as CSV (newest first), streamed batch by batch so a large
 * export never sits in memory. A database error ends the stream early.
 */
export function exportQueryCsv(db: Db, saved: SavedQueryRow, onError: (err: Error) => void) {
  const entity = toSavedQuery(saved).entity;
  return pipeline(
    Readable.from(exportRows(db, saved)),
    stringify({ header: true, columns: queryColumns[entity].map((c) => c.label), bom: true }),
    (err) => {
      if (err) onError(err);
    },
  );
}

/** A file name from the query's name: letters, digits and dashes only. */
export function exportFileName(saved: SavedQueryRow): string {
  const slug = saved.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'query'}-${new Date().toISOString().slice(0, 10)}.csv`;
}
