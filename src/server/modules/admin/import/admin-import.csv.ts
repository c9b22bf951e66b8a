import { bookFormats, type BookFormatCode } from '@shared/book-trade.ts';
import { contributorsCell } from '@shared/book-trade-csv.ts';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { matchBookCsvHeader, type BookCsvRecord } from '@shared/book-csv.ts';
import { paiseToRupees } from '@shared/money.ts';
import {
  bookCsvColumns,
  csvListSeparator,
  delimiterNotice,
  emptyRowsNotice,
  htmlEntitiesNotice,
  encodingMessages,
  headerMessage,
  importLimits,
  importMessages,
  missingHeaderMessage,
  readTooSlowMessage,
  renamedColumnsNotice,
  type ImportEncoding,
  type ImportRowError,
} from '@shared/schemas/admin-import.ts';
import type { Db } from '../../../db/client.ts';
import {
  parseInWorker,
  ParseLimitError,
  ParseTaskError,
  type ParseBudget,
} from '../../../lib/parse-in-worker.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { BookRow } from '../books/admin-books.public.ts';
import { exportPages } from './admin-import.repository.ts';
import { bookCsvRecord } from './admin-import.csv-cells.ts';
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

/** An upload read whole (at most `importLimits.fileBytes`), as its bytes. */
export interface CsvUpload {
  bytes: Buffer;
  /**
   * UTF-8 is expected (the template's "CSV UTF-8"); a file that is not valid UTF-8 is refused
   * with an offer to read it as Windows-1252 (ISO-8859-1's superset, what older spreadsheets
   * save), which this then asks for.
   */
  encoding: ImportEncoding;
  /** What was recognised about the file as a whole, said to staff in the preview. */
  notices: string[];
}

/** Reads the upload's bytes, refusing a file over `importLimits.fileBytes`. */
export async function readUploadBytes(input: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let tooLarge = false;
  input.on('limit', () => {
    tooLarge = true;
  });
  for await (const chunk of input) chunks.push(chunk as Buffer);
  if (tooLarge || input.truncated) throw tooLargeError();
  return Buffer.concat(chunks);
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

/** A record as the parse worker sends it (admin-import.csv-records.mjs). */
interface CsvRecord {
  /** The spreadsheet row: the header is row 1, and empty lines count. */
  row: number;
  cells: string[];
}

/** What the parse worker found about the file as a whole. */
interface CsvRecordsSummary {
  /** Read as Windows-1252, as `encoding` asked, because it is not UTF-8. */
  legacyEncoding: boolean;
  /** Lines with nothing on them, which the parser skipped. */
  emptyLines: number;
}

const csvRecordsTask = new URL('./admin-import.csv-records.mjs', import.meta.url);

/**
 * What reading one upload may use (ADR 027). The parse runs in a worker thread, so the shop
 * answers meanwhile whatever the file does to the parser, and is stopped at any of these.
 */
export const csvReadBudget: ParseBudget = {
  bytes: importLimits.fileBytes,
  // The header, the books and the blank rows.
  items: 1 + importLimits.rows + importLimits.blankRows,
  timeMs: importLimits.readSeconds * 1000,
  // A 20 MB file read as Windows-1252 is 40 MB of text at most; records leave in batches.
  heapMb: 256,
};

/** A parse stopped at its budget, said to staff. Nothing has been kept by then. */
function budgetError(err: ParseLimitError): HttpError {
  switch (err.limit) {
    case 'timeMs':
      return fileError(readTooSlowMessage(err.budget.timeMs / 1000), 422, 'FILE_TOO_SLOW');
    case 'heapMb':
      return fileError(importMessages.tooComplex, 413, 'FILE_TOO_LARGE');
    case 'bytes':
      return tooLargeError();
    case 'items':
      return fileError(importMessages.tooManyRows);
  }
}

/**
 * Reads a book CSV record by record; a worker thread decodes it and splits it into records. The
 * header is checked first (other common names for our columns are accepted and listed in
 * `notices`); a file that is not UTF-8 (unless `encoding` says Windows-1252), a bad or missing
 * header, broken quoting, too many rows or a file that takes too long to read is an HttpError
 * for the whole file. Empty rows are left out but still counted, so row numbers match a
 * spreadsheet, and the notices say how many there were. A separator other than the comma is
 * recognised and noted.
 */
export async function* readBookCsv(
  upload: CsvUpload,
  budget: ParseBudget = csvReadBudget,
): AsyncGenerator<BookCsvLine> {
  // The first line is all the separator is told by; the rest is decoded in the worker.
  const start = new TextDecoder().decode(upload.bytes.subarray(0, 64 * 1024));
  const delimiter = sniffDelimiter(start.replace(/^\uFEFF/, '').replace(/^[\r\n]+/, ''));
  // The bytes go to the worker (moved, not copied): `upload.bytes` is empty from here on.
  const records = parseInWorker<CsvRecord, CsvRecordsSummary>(
    csvRecordsTask,
    { bytes: upload.bytes, encoding: upload.encoding, delimiter },
    budget,
  );

  let columns: ReturnType<typeof matchBookCsvHeader>['columns'] | null = null;
  let books = 0;
  let blankRows = 0;
  let entities = 0;
  let renamed: string | null = null;
  let summary: CsvRecordsSummary;
  try {
    for (;;) {
      const batch = await records.next();
      if (batch.done) {
        summary = batch.value;
        break;
      }
      for (const { row, cells } of batch.value) {
        if (!columns) {
          ({ columns, renamed } = bookCsvHeader(cells));
          continue;
        }
        if (cells.every((c) => c.trim() === '')) {
          if (++blankRows > importLimits.blankRows) {
            throw fileError(importMessages.tooManyBlankRows);
          }
          continue;
        }
        if (++books > importLimits.rows) throw fileError(importMessages.tooManyRows);
        const read = bookCsvRecord(columns, cells);
        entities += read.entities;
        const extraCells = cells.slice(columns.length).filter((c) => c.trim() !== '').length;
        yield { row, record: read.record, extraCells };
      }
    }
  } catch (err) {
    throw readError(err);
  } finally {
    // Stops the worker when reading ends early (a bad header, too many rows).
    await records.return(undefined as never);
  }
  if (!columns) throw fileError(importMessages.empty);
  if (books === 0) throw fileError(importMessages.noRows);
  if (summary.legacyEncoding) upload.notices.push(encodingMessages.readAsLegacy);
  if (delimiter !== ',') upload.notices.push(delimiterNotice(delimiterNames[delimiter]!));
  if (renamed) upload.notices.push(renamed);
  const emptyRows = blankRows + summary.emptyLines;
  if (emptyRows > 0) upload.notices.push(emptyRowsNotice(emptyRows, books));
  if (entities > 0) upload.notices.push(htmlEntitiesNotice(entities));
}

/**
 * The columns a book CSV's header names, and the notice of other names taken for ours. A first
 * line that is not a header, or one with columns missing or unknown, is refused.
 */
function bookCsvHeader(cells: string[]) {
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
  const renamed = header.renamed.length > 0 ? renamedColumnsNotice(header.renamed) : null;
  return { columns: header.columns, renamed };
}

/** A read that failed, as it is said to staff: the parse's own errors become the file's. */
function readError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  if (err instanceof ParseLimitError) return budgetError(err);
  if (err instanceof ParseTaskError && err.code === 'NOT_UTF8') {
    return new HttpError(400, 'NOT_UTF8', encodingMessages.notUtf8, {
      file: encodingMessages.notUtf8,
    });
  }
  if (err instanceof ParseTaskError && err.code?.startsWith('CSV_')) {
    return fileError(`The file is not valid CSV: ${err.message}`);
  }
  return err;
}

const price = (paise: number | null) => (paise === null ? '' : paiseToRupees(paise).toFixed(2));
const list = (names: string[]) => names.join(csvListSeparator);

/** A book as one CSV row in the template's column order; re-importing it changes nothing. */
/** An edition's trade facts for the export: its credits, series, publisher. */
export interface ExportTrade {
  credits: { name: string; role: string }[] | null;
  series: string | null;
  seriesNumber: number | null;
  publisher: string | null;
}

export function bookCsvCells(b: BookRow, trade?: ExportTrade): string[] {
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
    contributors: safeCell(contributorsCell(trade?.credits ?? [])),
    // The shop's word for a listed format ("Paperback"); any other ONIX code as it is.
    format: b.format ? (bookFormats[b.format as BookFormatCode] ?? b.format) : '',
    publisher: safeCell(trade?.publisher ?? ''),
    imprint: safeCell(b.imprint ?? ''),
    publicationDate: b.publicationDate ?? '',
    edition: safeCell(b.editionStatement ?? ''),
    pages: b.pageCount === null ? '' : String(b.pageCount),
    series: safeCell(trade?.series ?? ''),
    seriesNumber: trade?.seriesNumber == null ? '' : String(trade.seriesNumber),
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
    contributors: 'R. K. Narayan (Author)',
    format: 'Paperback',
    publisher: 'Indian Thought Publications',
    imprint: '',
    publicationDate: '',
    edition: '',
    pages: '',
    series: '',
    seriesNumber: '',
  };
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const line = (cells: string[]) => cells.map(quote).join(',');
  return `\uFEFF${line([...bookCsvColumns])}\r\n${line(bookCsvColumns.map((c) => example[c]))}\r\n`;
}

async function* exportRows(db: Db) {
  for await (const { books, trade } of exportPages(db)) {
    for (const b of books) yield bookCsvCells(b, trade.get(b.id));
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
export function errorReportCsv(
  errors: Iterable<ImportRowError> | AsyncIterable<ImportRowError>,
): Readable {
  async function* cells() {
    for await (const e of errors) yield [e.row, e.column, safeCell(e.message), safeCell(e.value)];
  }
  return Readable.from(cells()).pipe(
    stringify({
      header: true,
      columns: ['Row', 'Column', 'Problem', 'Value in the file'],
      bom: true,
    }),
  );
}
