import { z } from 'zod';

/**
 * The book CSV's columns, in the order the template and the export write them. Each is named
 * as the book form's field, so an error on `sellingPrice` points at the same thing everywhere.
 * `id` is optional in a file (new books have none); every other column must be in the header.
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
] as const;
export type BookCsvColumn = (typeof bookCsvColumns)[number];
export const optionalBookCsvColumns: readonly BookCsvColumn[] = ['id'];

/** Several categories or collections in one cell: `Fiction|Classics`. */
export const csvListSeparator = '|';

export const importLimits = {
  fileBytes: 20 * 1024 * 1024,
  rows: 50_000,
  /** Errors listed in the preview answer; the error report CSV has all of them. */
  errorsShown: 10_000,
  /** How long an uploaded file waits for its import. */
  keepHours: 24,
} as const;

export const importMessages = {
  noFile: 'Choose a CSV file to upload.',
  tooLarge: `The file is larger than ${importLimits.fileBytes / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${importLimits.rows.toLocaleString('en-IN')} rows. Split it into smaller files.`,
  empty: 'The file is empty: it needs a header row and at least one book.',
  noRows: 'The file has a header row but no books.',
  notFound: 'This upload has expired or does not exist. Upload the file again.',
  alreadyImported: 'This file has already been imported. Upload it again to import it once more.',
  inProgress: 'This file is being imported right now.',
  nothingValid: 'No row is valid, so there is nothing to import. Fix the errors and upload again.',
  modeRequired: 'Choose how to import: all or nothing, or valid rows only.',
} as const;

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

/** POST /api/admin/imports/:id/commit */
export const importCommitSchema = z.object({
  mode: z.enum(importModes, { error: importMessages.modeRequired }),
});
export type ImportCommitInput = z.input<typeof importCommitSchema>;

/** One problem in one cell. `row` is the spreadsheet row: the header is row 1. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
  /** The cell as the file had it (shortened), to find it again. */
  value: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importResultSchema = z.object({
  mode: z.enum(importModes),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows left out because they had errors (valid-only mode). */
  skipped: z.number().int(),
  finishedAt: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** POST /api/admin/imports/preview and GET /api/admin/imports/:id */
export const importSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  status: z.enum(['previewed', 'importing', 'imported']),
  counts: importCountsSchema,
  /** The first `importLimits.errorsShown` errors, by row. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
  /** While importing: rows written so far (of counts.valid). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  result: importResultSchema.nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * The commit answer is a stream of JSON lines (application/x-ndjson) so a progress bar can move
 * while one transaction writes: progress lines, then one `done` or `error` line.
 */
export type ImportProgressEvent =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; summary: ImportSummary }
  | { type: 'error'; error: { code: string; message: string } };
