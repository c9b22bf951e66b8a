import { z } from 'zod';

/** The book trade's columns (issue #32), each optional: a file without them imports as before. */
const tradeCsvColumns = [
  'contributors',
  'format',
  'publisher',
  'imprint',
  'publicationDate',
  'edition',
  'pages',
  'series',
  'seriesNumber',
] as const;

/**
 * The book CSV's columns, in the order the template and the export write them. Each is named
 * as the book form's field, so an error on `sellingPrice` points at the same thing everywhere.
 * `id` and the trade columns are optional in a file; every other column must be in the header.
 */
export const bookCsvColumns = [
  'id',
  'isbn',
  'title',
  'author',
  'description',
  'mrp',
  'msp',
  'sellingPrice',
  'category',
  'collection',
  'isPremium',
  'stockQuantity',
  'lowStockThreshold',
  'language',
  'publishedYear',
  'imageUrl',
  'videoUrl',
  ...tradeCsvColumns,
] as const;
export type BookCsvColumn = (typeof bookCsvColumns)[number];
export const optionalBookCsvColumns: readonly BookCsvColumn[] = ['id', ...tradeCsvColumns];

/** Several categories or collections in one cell: `Fiction|Classics`. */
export const csvListSeparator = '|';

export const importLimits = {
  fileBytes: 20 * 1024 * 1024,
  rows: 50_000,
  /**
   * An ONIX feed larger than `fileBytes` is read from disk as it is checked, and imported from
   * disk a batch at a time, in constant memory: up to this size and this many products.
   */
  feedBytes: 4 * 1024 * 1024 * 1024,
  feedRows: 5_000_000,
  /** How long reading and checking such a feed may take. */
  feedReadMinutes: 120,
  /**
   * Rows with only spaces or separators in them (`,,,`). Lines with nothing at all on them are
   * not counted here: they cost nothing to skip, and the preview only says how many there were.
   */
  blankRows: 50_000,
  /** How long reading an upload (splitting it into rows) may take (ADR 027). */
  readSeconds: 20,
  /** Errors listed in the preview answer; the error report CSV has all of them. */
  errorsShown: 10_000,
  /** How long an uploaded file waits for its import. */
  keepHours: 24,
} as const;

/** How to get rid of a spreadsheet's empty rows, said wherever they are a problem. */
const deleteEmptyRows =
  'Delete the empty rows in the spreadsheet (select them, right-click and choose Delete rows) and save it again as “CSV UTF-8”.';

/** Whether an upload's name says it is an ONIX feed (XML), which may be larger than a CSV. */
export const isFeedFileName = (fileName: string) => /\.(xml|onx|onix)$/i.test(fileName);

/** The largest upload of this name the shop reads. */
export const uploadLimitOf = (fileName: string) =>
  isFeedFileName(fileName) ? importLimits.feedBytes : importLimits.fileBytes;

export const importMessages = {
  noFile: 'Choose a CSV file to upload.',
  tooLarge: `The file is larger than ${importLimits.fileBytes / 1024 / 1024} MB. Split it into smaller files.`,
  feedTooLarge: `The file is larger than ${importLimits.feedBytes / 1024 / 1024 / 1024} GB, the largest ONIX feed this shop reads. Ask the sender to split it.`,
  tooManyRows: `The file has more than ${importLimits.rows.toLocaleString('en-IN')} rows. Split it into smaller files.`,
  tooManyBlankRows: `The file has more than ${importLimits.blankRows.toLocaleString('en-IN')} empty rows (rows with nothing but spaces or separators). ${deleteEmptyRows}`,
  tooComplex: `The file needs more memory to read than one upload may use, so it was not read and nothing was changed. Check that it is the list of books saved as “CSV UTF-8”; if it is, split it into smaller files.`,
  empty: 'The file is empty: it needs a header row and at least one book.',
  noRows: 'The file has a header row but no books.',
  notFound: 'This upload has expired or does not exist. Upload the file again.',
  alreadyImported: 'This file has already been imported. Upload it again to import it once more.',
  inProgress: 'This file is being imported right now.',
  nothingValid: 'No row is valid, so there is nothing to import. Fix the errors and upload again.',
  modeRequired: 'Choose how to import: all or nothing, or valid rows only.',
  duplicatesRequired: 'Choose what to do with likely duplicates: update, add anyway or skip.',
} as const;

/**
 * What spreadsheets do to book data, recognised in a file and explained with the fix. Each row
 * error carries its problem's code, and the preview groups the errors by it.
 */
export const importProblems = {
  isbnAsNumber: {
    title: 'ISBNs read as numbers',
    message:
      'This column was read as a number and its last digits were lost: format the ISBN column as text and export again',
  },
  isbnLostZero: {
    title: 'ISBN-10s that lost their leading zero',
    message:
      'This ISBN-10 lost its leading zero when the column was read as a number: format the ISBN column as text and export again',
  },
  extraCells: {
    title: 'Rows with more cells than the header',
    message:
      'This row has more cells than the header: a separator inside a title or name is probably not in quotes',
  },
} as const;
export type ImportProblem = keyof typeof importProblems;

/** The probable ISBN-10 of a 9-digit one that lost its leading zero. */
export const isbnLostZeroMessage = (probable: string) =>
  `${importProblems.isbnLostZero.message} (it was probably ${probable})`;

export const importEncodings = ['utf-8', 'windows-1252'] as const;
export type ImportEncoding = (typeof importEncodings)[number];

export const encodingMessages = {
  notUtf8:
    'This file is not UTF-8 text: it looks like an older spreadsheet encoding (Windows-1252 or ISO-8859-1), so letters such as é or ü would come out garbled. Read it as Windows-1252, or save it as “CSV UTF-8” and upload that.',
  readAsLegacy:
    'The file was read as Windows-1252 (ISO-8859-1). Check a few names with accents in the list; if they look wrong, save the file as “CSV UTF-8” instead.',
} as const;

/** A file whose cells are separated by something other than the template's comma. */
export function delimiterNotice(name: string): string {
  return `Cells in this file are separated by ${name}, not by commas as in the template, so it was read with ${name}.`;
}

/** Reading the file was stopped at its time limit (importLimits.readSeconds). */
export function readTooSlowMessage(seconds: number): string {
  return `Reading the file took longer than ${seconds.toLocaleString('en-IN')} seconds, so it was stopped and nothing was changed. Check that it is the list of books saved as “CSV UTF-8”; if it is, split it into smaller files.`;
}

/**
 * Empty rows were left out of the preview (row numbers still match the spreadsheet). When they
 * outnumber the books the file is mostly empty (a spreadsheet saved with rows it never used),
 * and the notice says how to fix it.
 */
export function emptyRowsNotice(emptyRows: number, books: number): string {
  const rows = emptyRows === 1 ? '1 empty row' : `${emptyRows.toLocaleString('en-IN')} empty rows`;
  if (emptyRows <= books) {
    return `The file has ${rows}; ${emptyRows === 1 ? 'it was' : 'they were'} left out, and the row numbers below still match the spreadsheet.`;
  }
  const bookCount = books === 1 ? '1 book' : `${books.toLocaleString('en-IN')} books`;
  return `The file has ${rows} and ${bookCount}: the empty rows were left out. ${deleteEmptyRows} The file will be smaller and quicker to upload.`;
}

export function htmlEntitiesNotice(cells: number): string {
  return `${cells.toLocaleString('en-IN')} ${cells === 1 ? 'cell holds' : 'cells hold'} web codes such as “&amp;” for “&”; they were read as the characters they stand for.`;
}

export function renamedColumnsNotice(renamed: { from: string; to: string }[]): string {
  const list = renamed.map((r) => `“${r.from}” as ${r.to}`).join(', ');
  return `Some columns have other names than in the template and were read by meaning: ${list}.`;
}

export const missingHeaderMessage = (cells: string[]) =>
  `The first row is not a header row (it starts with ${cells
    .slice(0, 3)
    .map((c) => `“${c}”`)
    .join(
      ', ',
    )}): add the template’s header row above the books. Download the template to copy it.`;

/** A header that is not the template's: what is missing and what is not ours. */
export function headerMessage(missing: string[], unknown: string[]): string {
  const parts: string[] = [];
  if (missing.length > 0)
    parts.push(`missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  if (unknown.length > 0)
    parts.push(`unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  return `The header row does not match the template (${parts.join('; ')}). Download the template to see the columns.`;
}

export function hasErrorsMessage(invalidRows: number): string {
  const rows =
    invalidRows === 1
      ? '1 row has errors'
      : `${invalidRows.toLocaleString('en-IN')} rows have errors`;
  return `${rows}, so nothing was imported. Fix them and upload again, or import the valid rows only.`;
}

export const importModes = ['all-or-nothing', 'valid-only'] as const;
export type ImportMode = (typeof importModes)[number];

/**
 * A row with neither id nor a known ISBN whose title and author match a book's: update that
 * book, add it as a new book anyway, or leave it out.
 */
export const duplicateChoices = ['update', 'add', 'skip'] as const;
export type DuplicateChoice = (typeof duplicateChoices)[number];

/** POST /api/admin/imports/:id/commit */
export const importCommitSchema = z.object({
  mode: z.enum(importModes, { error: importMessages.modeRequired }),
  duplicates: z
    .enum(duplicateChoices, { error: importMessages.duplicatesRequired })
    .default('update'),
});
export type ImportCommitInput = z.input<typeof importCommitSchema>;

/** One problem in one cell. `row` is the spreadsheet row: the header is row 1. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
  /** The cell as the file had it (shortened), to find it again. */
  value: z.string(),
  /** A recognised spreadsheet problem (importProblems), for grouping. */
  problem: z.string().optional(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** The errors of one kind: how many, and the first rows, so a file-wide problem reads once. */
export const importErrorGroupSchema = z.object({
  column: z.string(),
  /** The problem's title for a recognised one, else the message itself. */
  title: z.string(),
  message: z.string(),
  count: z.number().int(),
  rows: z.array(z.number().int()),
});
export type ImportErrorGroup = z.infer<typeof importErrorGroupSchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  /** Rows without id or known ISBN whose title and author match a book (see duplicateChoices). */
  duplicates: z.number().int().default(0),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importResultSchema = z.object({
  mode: z.enum(importModes),
  created: z.number().int(),
  updated: z.number().int(),
  /** A feed's records that would have changed nothing, left alone (a feed sent again). */
  unchanged: z.number().int().default(0),
  /** Rows left out because they had errors (valid-only mode) or were skipped duplicates. */
  skipped: z.number().int(),
  duplicates: z.enum(duplicateChoices).default('update'),
  finishedAt: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** POST /api/admin/imports/preview and GET /api/admin/imports/:id */
export const importSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  /** `checking` while the rows of an upload checked in the background are read (`checking`). */
  status: z.enum(['checking', 'previewed', 'importing', 'imported', 'failed']),
  counts: importCountsSchema,
  /** The first `importLimits.errorsShown` errors, by row. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
  /** Every error, grouped by problem, largest group first. */
  groups: z.array(importErrorGroupSchema).default([]),
  /** What was recognised about the whole file (encoding, separator, renamed columns). */
  notices: z.array(z.string()).default([]),
  /** What the file is: the shop's CSV, or an ONIX feed (whose records change only what they carry). */
  kind: z.enum(['csv', 'onix']).default('csv'),
  /** Once the import has started: rows written so far of those to write, and what they did. */
  progress: z
    .object({
      done: z.number().int(),
      total: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int().default(0),
      skipped: z.number().int(),
    })
    .nullable(),
  /** Why the import stopped, when it failed (the rows written before stay written). */
  jobError: z.string().nullable().default(null),
  result: importResultSchema.nullable(),
  /**
   * Only while the upload is being checked (or when checking it failed): rows checked so far of
   * the file's rows. The counts and errors come once it is `previewed`.
   */
  checking: z
    .object({
      checked: z.number().int(),
      total: z.number().int(),
      /** The total is estimated from the share of the file read so far (a feed read from disk). */
      estimated: z.boolean().optional(),
    })
    .optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * GET /api/admin/imports/:id/events: server-sent events, each `data` what changes while the
 * upload is checked (`checking`) or the import runs (the rest of the summary is the preview's).
 */
export type ImportProgressEvent = Pick<
  ImportSummary,
  'status' | 'progress' | 'result' | 'jobError' | 'checking'
>;
