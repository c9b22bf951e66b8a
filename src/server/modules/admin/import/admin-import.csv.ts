import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { matchBookCsvHeader, type BookCsvRecord } from '@shared/book-csv.ts';
import { paiseToRupees } from '@shared/money.ts';
import {
  bookCsvColumns,
  csvListSeparator,
  headerMessage,
  importLimits,
  importMessages,
  type ImportRowError,
} from '@shared/schemas/admin-import.ts';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { BookRow } from '../books/admin-books.public.ts';
import { findBooksForExport } from './admin-import.repository.ts';
import { safeCell } from '../orders/admin-orders.public.ts';

const fileError = (message: string, status = 400, code = 'INVALID_FILE') =>
  new HttpError(status, code, message, { file: message });

export const tooLargeError = () => fileError(importMessages.tooLarge, 413, 'FILE_TOO_LARGE');

export interface BookCsvLine {
  /** The spreadsheet row: the header is row 1. */
  row: number;
  record: BookCsvRecord;
  /** Cells past the header's width that are not blank. */
  extraCells: number;
}

/**
 * Reads an uploaded book CSV as it streams in, record by record. The header is checked first;
 * a bad header, broken quoting, too many rows or a file over the size limit is an HttpError for
 * the whole file. Blank rows are skipped but still counted, so row numbers match a spreadsheet.
 */
export async function* readBookCsv(
  input: Readable & { truncated?: boolean },
): AsyncGenerator<BookCsvLine> {
  const parser = parse({ bom: true, relax_column_count: true, max_record_size: 1024 * 1024 });
  // Busboy ends a file at the size limit and says so with 'limit'; it is an error here.
  input.on('limit', () => parser.destroy(tooLargeError()));
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);

  let columns: ReturnType<typeof matchBookCsvHeader>['columns'] | null = null;
  let row = 0;
  let books = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      if (!columns) {
        const header = matchBookCsvHeader(cells);
        if (header.missing.length > 0 || header.unknown.length > 0) {
          const unknown = header.unknown
            .slice(0, 10)
            .map((h) => (h.length > 40 ? `${h.slice(0, 39)}…` : h));
          throw fileError(headerMessage(header.missing, unknown), 400, 'BAD_HEADER');
        }
        columns = header.columns;
        continue;
      }
      if (cells.every((c) => c.trim() === '')) continue;
      if (++books > importLimits.rows) throw fileError(importMessages.tooManyRows);
      const record: BookCsvRecord = {};
      columns.forEach((column, i) => {
        if (column) record[column] = cells[i] ?? '';
      });
      const extraCells = cells.slice(columns.length).filter((c) => c.trim() !== '').length;
      yield { row, record, extraCells };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code?.startsWith('CSV_')) {
      throw fileError(`The file is not valid CSV: ${(err as Error).message}`);
    }
    throw err;
  } finally {
    input.resume();
  }
  if (input.truncated) throw tooLargeError();
  if (!columns) throw fileError(importMessages.empty);
  if (books === 0) throw fileError(importMessages.noRows);
}

const price = (paise: number | null) => (paise === null ? '' : paiseToRupees(paise).toFixed(2));
const list = (names: string[]) => names.join(csvListSeparator);

/** A book as one CSV row in the template's column order; re-importing it changes nothing. */
export function bookCsvCells(b: BookRow): string[] {
  const cells: Record<(typeof bookCsvColumns)[number], string> = {
    id: String(b.id),
    isbn: b.isbn13 ?? '',
    title: safeCell(b.title),
    author: safeCell(b.author),
    description: safeCell(b.description),
    mrp: price(b.mrpPaise),
    msp: price(b.mspPaise),
    sellingPrice: price(b.sellingPricePaise),
    category: safeCell(list(b.category)),
    collection: safeCell(list(b.collection)),
    isPremium: b.isPremium === 1 ? 'yes' : 'no',
    stockQuantity: String(b.stockQuantity),
    lowStockThreshold: String(b.lowStockThreshold),
    language: safeCell(b.language),
    publishedYear: b.publishedYear === null ? '' : String(b.publishedYear),
    imageUrl: b.imageUrl,
    videoUrl: b.videoUrl ?? '',
  };
  return bookCsvColumns.map((c) => cells[c]);
}

/** The header and one example row that imports cleanly into this shop (its first category). */
export function bookCsvTemplate(category: string): string {
  const example: Record<(typeof bookCsvColumns)[number], string> = {
    id: '',
    isbn: '978-93-00000-00-2',
    title: 'Example: Malgudi Days',
    author: 'R. K. Narayan',
    description: 'Short stories set in the town of Malgudi.',
    mrp: '399.00',
    msp: '',
    sellingPrice: '299.00',
    category,
    collection: '',
    isPremium: 'no',
    stockQuantity: '25',
    lowStockThreshold: '',
    language: 'English',
    publishedYear: '1943',
    imageUrl: '',
    videoUrl: '',
  };
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const line = (cells: string[]) => cells.map(quote).join(',');
  return `\uFEFF${line([...bookCsvColumns])}\r\n${line(bookCsvColumns.map((c) => example[c]))}\r\n`;
}

const exportBatch = 500;

async function* exportRows(db: Db) {
  let after = 0;
  for (;;) {
    const batch = await findBooksForExport(db, after, exportBatch);
    for (const b of batch) yield bookCsvCells(b);
    if (batch.length < exportBatch) return;
    after = batch.at(-1)!.id;
  }
}

/** The whole catalogue (archived books too) in the import's columns, streamed in id order. */
export function exportBooksCsv(db: Db, onError: (err: Error) => void): Readable {
  return pipeline(
    Readable.from(exportRows(db)),
    stringify({ header: true, columns: [...bookCsvColumns], bom: true }),
    (err) => {
      if (err) onError(err);
    },
  );
}

/** The error report: one line per problem cell, by row. */
export function errorReportCsv(errors: ImportRowError[]): Readable {
  return Readable.from(
    errors.map((e) => [e.row, e.column, safeCell(e.message), safeCell(e.value)]),
  ).pipe(
    stringify({
      header: true,
      columns: ['Row', 'Column', 'Problem', 'Value in the file'],
      bom: true,
    }),
  );
}
