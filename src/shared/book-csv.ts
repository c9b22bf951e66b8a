import { authorsOf, tradeFieldsOf } from './book-trade-csv.ts';
import { bookId } from './params.ts';
import { isValidIsbn10, toIsbn13 } from './isbn.ts';
import { adminBookSchema, type AdminBookValues } from './schemas/admin-books.ts';
import {
  bookCsvColumns,
  csvListSeparator,
  importProblems,
  isbnLostZeroMessage,
  optionalBookCsvColumns,
  type BookCsvColumn,
  type ImportProblem,
} from './schemas/admin-import.ts';

export type BookCsvRecord = Partial<Record<BookCsvColumn, string>>;

export interface BookCsvCellError {
  column: string;
  message: string;
  value: string;
  problem?: ImportProblem;
}

export type ParsedBookRecord =
  | { ok: true; id: number | null; values: AdminBookValues }
  | { ok: false; errors: BookCsvCellError[] };

/**
 * Other names spreadsheets and suppliers' exports give our columns (compared without case,
 * spaces or punctuation): "Book-Title", "Year-Of-Publication", "ISBN-13", "Qty"…
 */
const columnSynonyms: Record<string, BookCsvColumn> = {
  isbn13: 'isbn',
  isbn10: 'isbn',
  isbnnumber: 'isbn',
  ean: 'isbn',
  booktitle: 'title',
  bookname: 'title',
  name: 'title',
  bookauthor: 'author',
  authors: 'author',
  authorname: 'author',
  writer: 'author',
  summary: 'description',
  blurb: 'description',
  listprice: 'mrp',
  coverprice: 'mrp',
  maximumretailprice: 'mrp',
  price: 'sellingPrice',
  saleprice: 'sellingPrice',
  ourprice: 'sellingPrice',
  categories: 'category',
  genre: 'category',
  collections: 'collection',
  stock: 'stockQuantity',
  quantity: 'stockQuantity',
  qty: 'stockQuantity',
  premium: 'isPremium',
  lang: 'language',
  year: 'publishedYear',
  yearofpublication: 'publishedYear',
  publicationyear: 'publishedYear',
  published: 'publishedYear',
  image: 'imageUrl',
  imageurll: 'imageUrl',
  cover: 'imageUrl',
  coverurl: 'imageUrl',
  video: 'videoUrl',
  contributor: 'contributors',
  credits: 'contributors',
  binding: 'format',
  productform: 'format',
  publishername: 'publisher',
  publicationdate: 'publicationDate',
  pubdate: 'publicationDate',
  releasedate: 'publicationDate',
  editionstatement: 'edition',
  pagecount: 'pages',
  numberofpages: 'pages',
  seriesname: 'series',
  volume: 'seriesNumber',
  seriesvolume: 'seriesNumber',
  numberinseries: 'seriesNumber',
};

/** The schema's names of the trade fields, as the CSV names their columns. */
const columnOfField: Record<string, BookCsvColumn> = {
  editionStatement: 'edition',
  pageCount: 'pages',
  publicationDate: 'publicationDate',
};

const headerKey = (h: string) =>
  h
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/** A first row with numbers, ISBNs or links: with no heading we know, it is data. */
function looksLikeData(header: string[]): boolean {
  const filled = header.map((h) => h.trim()).filter(Boolean);
  return filled.some((h) => /^[\d.,\-+eE]+X?$/.test(h) || /^https?:\/\//i.test(h));
}

/**
 * Maps a header row to our columns (case, spaces and punctuation ignored; other common names are
 * read by meaning and listed in `renamed`). `columns[i]` is the column of the i-th cell, or null
 * for a cell under an unknown heading. `notHeader`: the first row looks like a book, not headings.
 */
export function matchBookCsvHeader(header: string[]): {
  columns: (BookCsvColumn | null)[];
  missing: BookCsvColumn[];
  unknown: string[];
  renamed: { from: string; to: BookCsvColumn }[];
  notHeader: boolean;
} {
  const byKey = new Map(bookCsvColumns.map((c) => [c.toLowerCase(), c]));
  const renamed: { from: string; to: BookCsvColumn }[] = [];
  const taken = new Set<BookCsvColumn>();
  const exact = header.map((h) => byKey.get(headerKey(h)) ?? null);
  for (const c of exact) if (c) taken.add(c);
  const columns = header.map((h, i) => {
    if (exact[i]) return exact[i];
    const meant = columnSynonyms[headerKey(h)];
    // A synonym never takes a column the file already has under its own name.
    if (!meant || taken.has(meant)) return null;
    taken.add(meant);
    renamed.push({ from: h.trim(), to: meant });
    return meant;
  });
  const present = new Set(columns);
  return {
    columns,
    missing: bookCsvColumns.filter((c) => !present.has(c) && !optionalBookCsvColumns.includes(c)),
    unknown: header.filter((h, i) => columns[i] === null && h.trim() !== '').map((h) => h.trim()),
    renamed,
    notHeader: !columns.some(Boolean) && looksLikeData(header),
  };
}

/**
 * What a spreadsheet did to an ISBN cell, when it is recognisable: a number in scientific
 * notation or with `.0` (read as a number, digits lost), or an ISBN-10 that lost its leading
 * zero. A `.0` whose digits are still a valid ISBN is simply read without it.
 */
export function diagnoseIsbn(
  value: string,
): { isbn: string } | { problem: ImportProblem; message: string } | null {
  const v = value.trim();
  if (/^\d+(\.\d+)?[eE]\+?\d+$/.test(v)) {
    return { problem: 'isbnAsNumber', message: importProblems.isbnAsNumber.message };
  }
  const decimal = /^(\d+)\.0+$/.exec(v);
  const digits = decimal ? decimal[1]! : /^\d{9}$/.test(v) ? v : null;
  if (digits === null) return null;
  if (decimal && toIsbn13(digits)) return { isbn: digits };
  if (digits.length === 9 && isValidIsbn10(`0${digits}`)) {
    return { problem: 'isbnLostZero', message: isbnLostZeroMessage(`0${digits}`) };
  }
  if (decimal) return { problem: 'isbnAsNumber', message: importProblems.isbnAsNumber.message };
  return null;
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
    id = bookId.parse(idText);
    if (id === null) errors.push({ column: 'id', message: idMessage, value: shortCell(idText) });
  }

  let isbn = text(record.isbn) || null;
  if (isbn) {
    const diagnosis = diagnoseIsbn(isbn);
    if (diagnosis && 'problem' in diagnosis) {
      errors.push({ column: 'isbn', ...diagnosis, value: shortCell(isbn) });
      isbn = null;
    } else if (diagnosis) isbn = diagnosis.isbn;
  }

  const year = numberCell(record.publishedYear);
  const trade = tradeFieldsOf({
    contributors: text(record.contributors),
    format: text(record.format),
    publicationDate: text(record.publicationDate),
    series: text(record.series),
    seriesNumber: text(record.seriesNumber),
    publisher: text(record.publisher),
    imprint: text(record.imprint),
    edition: text(record.edition),
    pages: text(record.pages),
  });
  for (const e of trade.errors) {
    errors.push({ ...e, value: shortCell(record[e.column as BookCsvColumn]) });
  }
  const input = {
    ...trade.fields,
    title: text(record.title),
    // A row that names its people only in `contributors` is credited to their authors.
    author: text(record.author) || authorsOf(trade.fields.contributors),
    description: text(record.description),
    mrp: numberCell(record.mrp),
    msp: numberCell(record.msp) ?? null,
    sellingPrice: numberCell(record.sellingPrice),
    category: listCell(record.category),
    collection: listCell(record.collection),
    isbn,
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
      const field = String(issue.path[0] ?? 'row');
      const column = columnOfField[field] ?? field;
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

/** Words of a title or name without case, accents or punctuation. */
function words(value: string): string[] {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The key two rows share when they are likely the same book: the title's words in order and the
 * author's words in any order ("Narayan, R. K." and "R.K. Narayan" match).
 */
export function titleAuthorKey(title: string, author: string): string {
  return `${words(title).join(' ')}\u0000${words(author).sort().join(' ')}`;
}
