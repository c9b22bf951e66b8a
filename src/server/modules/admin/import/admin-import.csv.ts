import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { matchBookCsvHeader, type BookCsvRecord } from '@shared/book-csv.ts';
import { paiseToRupees } from '@shared/money.ts';
import {
  bookCsvColumns,
  csvListSeparator,
  delimiterNotice,
  htmlEntitiesNotice,
  encodingMessages,
  headerMessage,
  importLimits,
  importMessages,
  missingHeaderMessage,
  renamedColumnsNotice,
  type ImportEncoding,
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

/** An upload read whole (at most `importLimits.fileBytes`) and decoded to text. */
export interface DecodedUpload {
  text: string;
  /** What was recognised about the file as a whole, said to staff in the preview. */
  notices: string[];
}

/**
 * Reads the upload and decodes it. UTF-8 is expected (the template's "CSV UTF-8"); a file that
 * is not valid UTF-8 is refused with an offer to read it as Windows-1252 (ISO-8859-1's superset,
 * what older spreadsheets save), which `encoding` then asks for.
 */
export async function readUpload(
  input: Readable & { truncated?: boolean },
  encoding: ImportEncoding = 'utf-8',
): Promise<DecodedUpload> {
  const chunks: Buffer[] = [];
  let tooLarge = false;
  input.on('limit', () => {
    tooLarge = true;
  });
  for await (const chunk of input) chunks.push(chunk as Buffer);
  if (tooLarge || input.truncated) throw tooLargeError();
  const bytes = Buffer.concat(chunks);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), notices: [] };
  } catch {
    if (encoding !== 'windows-1252') {
      throw new HttpError(400, 'NOT_UTF8', encodingMessages.notUtf8, {
        file: encodingMessages.notUtf8,
      });
    }
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      notices: [encodingMessages.readAsLegacy],
    };
  }
}

const delimiterNames: Record<string, string> = { ';': 'semicolons', '\t': 'tabs' };

/** The cell separator of the first line: the template's comma, or a semicolon or tab. */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  const best = (Object.keys(counts) as (keyof typeof counts)[]).reduce((a, b) =>
    counts[b] > counts[a] ? b : a,
  );
  return counts[best] > 0 ? best : ',';
}

/**
 * Reads a decoded book CSV record by record. The header is checked first (other common names
 * for our columns are accepted and listed in `notices`); a bad or missing header, broken quoting
 * or too many rows is an HttpError for the whole file. Blank rows are skipped but still counted,
 * so row numbers match a spreadsheet. A separator other than the comma is recognised and noted.
 */
export async function* readBookCsv(upload: DecodedUpload): AsyncGenerator<BookCsvLine> {
  const delimiter = sniffDelimiter(upload.text.replace(/^\uFEFF/, ''));
  if (delimiter !== ',') upload.notices.push(delimiterNotice(delimiterNames[delimiter]!));
  const parser = parse(upload.text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    // A quote inside a cell ("The "Best" Years") is kept as text; an unclosed one is an error.
    relax_quotes: true,
    max_record_size: 1024 * 1024,
  });

  let columns: ReturnType<typeof matchBookCsvHeader>['columns'] | null = null;
  let row = 0;
  let books = 0;
  let entities = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      if (!columns) {
        const header = matchBookCsvHeader(cells);
        if (header.notHeader) {
          throw fileError(missingHeaderMessage(cells), 400, 'NO_HEADER');
        }
        if (header.missing.length > 0 || header.unknown.length > 0) {
          const unknown = header.unknown
            .slice(0, 10)
            .map((h) => (h.length > 40 ? `${h.slice(0, 39)}…` : h));
          throw fileError(headerMessage(header.missing, unknown), 400, 'BAD_HEADER');
        }
        if (header.renamed.length > 0) upload.notices.push(renamedColumnsNotice(header.renamed));
        columns = header.columns;
        continue;
      }
      if (cells.every((c) => c.trim() === '')) continue;
      if (++books > importLimits.rows) throw fileError(importMessages.tooManyRows);
      const record: BookCsvRecord = {};
      columns.forEach((column, i) => {
        if (!column) return;
        const cell = cells[i] ?? '';
        if (htmlEntity.test(cell)) {
          entities++;
          record[column] = cell.replace(htmlEntities, (_, name: string) => entityText(name));
        } else record[column] = cell;
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
  }
  if (!columns) throw fileError(importMessages.empty);
  if (books === 0) throw fileError(importMessages.noRows);
  if (entities > 0) upload.notices.push(htmlEntitiesNotice(entities));
}

/** `&amp;` and its kind: a web export's escaping, read as the character it stands for. */
const htmlEntity = /&(amp|quot|apos|lt|gt|#\d{1,6});/;
const htmlEntities = new RegExp(htmlEntity.source, 'g');
const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
function entityText(name: string): string {
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
  return named[name]!;
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
