import { adminBookSchema, type AdminBookValues } from './schemas/admin-books.ts';
import {
  bookCsvColumns,
  csvListSeparator,
  optionalBookCsvColumns,
  type BookCsvColumn,
} from './schemas/admin-import.ts';

export type BookCsvRecord = Partial<Record<BookCsvColumn, string>>;

export interface BookCsvCellError {
  column: string;
  message: string;
  value: string;
}

export type ParsedBookRecord =
  | { ok: true; id: number | null; values: AdminBookValues }
  | { ok: false; errors: BookCsvCellError[] };

/**
 * Maps a header row to our columns (case and spaces ignored). `columns[i]` is the column of the
 * i-th cell, or null for a cell under an unknown heading.
 */
export function matchBookCsvHeader(header: string[]): {
  columns: (BookCsvColumn | null)[];
  missing: BookCsvColumn[];
  unknown: string[];
} {
  const byKey = new Map(bookCsvColumns.map((c) => [c.toLowerCase(), c]));
  const columns = header.map((h) => byKey.get(h.trim().replace(/\s+/g, '').toLowerCase()) ?? null);
  const present = new Set(columns);
  return {
    columns,
    missing: bookCsvColumns.filter((c) => !present.has(c) && !optionalBookCsvColumns.includes(c)),
    unknown: header.filter((h, i) => columns[i] === null && h.trim() !== '').map((h) => h.trim()),
  };
}

/** Undoes the export's guard against spreadsheet formulas (a leading ' before = + - @). */
function text(cell: string | undefined): string {
  const value = (cell ?? '').trim();
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

/**
 * A number cell as a number; `₹`, spaces and thousands separators (1,299.00 or 1,00,000) are
 * dropped. Anything else stays text so the book schema reports it as "must be a number".
 */
function numberCell(cell: string | undefined): number | string | undefined {
  const value = text(cell).replace(/[₹,\s]/g, '');
  if (value === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

const yes = new Set(['yes', 'y', 'true', '1']);
const no = new Set(['no', 'n', 'false', '0', '']);

function flagCell(cell: string | undefined): boolean | string {
  const value = text(cell).toLowerCase();
  if (yes.has(value)) return true;
  if (no.has(value)) return false;
  return value;
}

function listCell(cell: string | undefined): string[] {
  return text(cell)
    .split(csvListSeparator)
    .map((s) => s.trim())
    .filter(Boolean);
}

const idMessage = 'id must be the number of an existing book (leave it empty for a new book)';

/** A cell's text for an error report: never the whole of a long description. */
export function shortCell(value: string | undefined): string {
  const v = value ?? '';
  return v.length > 100 ? `${v.slice(0, 99)}…` : v;
}

/** One CSV record checked with the book form's own schema; errors name the CSV column. */
export function parseBookCsvRecord(record: BookCsvRecord): ParsedBookRecord {
  const errors: BookCsvCellError[] = [];
  const idText = text(record.id);
  let id: number | null = null;
  if (idText !== '') {
    if (/^\d{1,9}$/.test(idText) && Number(idText) > 0) id = Number(idText);
    else errors.push({ column: 'id', message: idMessage, value: shortCell(idText) });
  }

  const year = numberCell(record.publishedYear);
  const input = {
    title: text(record.title),
    author: text(record.author),
    description: text(record.description),
    mrp: numberCell(record.mrp),
    msp: numberCell(record.msp) ?? null,
    sellingPrice: numberCell(record.sellingPrice),
    category: listCell(record.category),
    collection: listCell(record.collection),
    isbn: text(record.isbn) || null,
    isPremium: flagCell(record.isPremium),
    stockQuantity: numberCell(record.stockQuantity),
    lowStockThreshold: numberCell(record.lowStockThreshold),
    language: text(record.language) || undefined,
    publishedYear: year ?? null,
    imageUrl: text(record.imageUrl),
    videoUrl: text(record.videoUrl) || null,
  };
  const parsed = adminBookSchema.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? 'row');
      // One message per cell: the first is the one to fix first.
      if (seen.has(column)) continue;
      seen.add(column);
      errors.push({
        column,
        message: issue.message,
        value: shortCell(record[column as BookCsvColumn]),
      });
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, id, values: parsed.data };
}
