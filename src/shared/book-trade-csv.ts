// The book trade's CSV cells (issue #32): contributors with roles, format, publication date,
// series and number, publisher, imprint, edition and pages, read as spreadsheets and suppliers
// write them, and written back so an export re-imports unchanged. A blank cell (or a column
// the file lacks) leaves what is stored; the book form clears a field, a CSV does not.
import { bookFormats, contributorRoles, roleOf } from './book-trade.ts';

type Cell = string | undefined;
export type TradeCellError = { column: string; message: string };

const clean = (cell: Cell) => (cell ?? '').trim();
const squash = (v: string) => v.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Role words as written after a name: a role's label, its "… by", an ONIX code, or a short form. */
const roleWords = new Map<string, string>();
for (const [code, role] of Object.entries(contributorRoles)) {
  roleWords.set(squash(code), code);
  roleWords.set(squash(role.label), code);
  roleWords.set(squash(role.by), code);
}
for (const [word, code] of Object.entries({
  tr: 'B06',
  trans: 'B06',
  translation: 'B06',
  ed: 'B01',
  eds: 'B01',
  editors: 'B01',
  illus: 'A12',
  illustrations: 'A12',
  ill: 'A12',
  coauthor: 'A02',
  with: 'A02',
  intro: 'A24',
  fwd: 'A23',
  narrated: 'E07',
})) {
  roleWords.set(word, code);
}

const roleNames = Object.values(contributorRoles)
  .map((r) => r.label)
  .join(', ');
const formatNames = Object.values(bookFormats).join(', ');

/** "Kalki Krishnamurthy (Author); Pavithra Srinivasan (Translator)": people in order, with roles. */
export function parseContributorsCell(cell: Cell): {
  contributors?: { name: string; role: string }[];
  error?: string;
} {
  const value = clean(cell);
  if (!value) return {};
  const contributors: { name: string; role: string }[] = [];
  for (const part of value.split(/\s*;\s*/).filter(Boolean)) {
    const m = /^(.*?)\s*[([]\s*([^)\]]+?)\s*[)\]]$/.exec(part);
    const name = (m ? m[1]! : part).trim();
    const roleText = m ? m[2]! : 'Author';
    const role = roleWords.get(squash(roleText));
    if (!name) return { error: `“${part}” names no one: write a name before its role` };
    if (!role) {
      return {
        error: `“${roleText}” is not a role the shop knows; use one of ${roleNames}`,
      };
    }
    contributors.push({ name, role });
  }
  return { contributors };
}

/** The export's contributors cell, which the import reads back as it was. */
export function contributorsCell(credits: { name: string; role: string }[]): string {
  return credits.map((c) => `${c.name} (${roleOf(c.role).label})`).join('; ');
}

/** A format as a word ("Paperback", "hardcover") or an ONIX ProductForm code ("BC"). */
export function parseFormatCell(cell: Cell): { format?: string; error?: string } {
  const value = clean(cell);
  if (!value) return {};
  if (/^[A-Z][A-Z0-9]$/.test(value)) return { format: value };
  const wanted = squash(value);
  const aliases: Record<string, string> = {
    hardcover: 'BB',
    softcover: 'BC',
    softback: 'BC',
    pb: 'BC',
    hb: 'BB',
    ebook: 'ED',
    boxedset: 'SB',
  };
  const found =
    Object.entries(bookFormats).find(([, label]) => squash(label) === wanted)?.[0] ??
    aliases[wanted];
  return found
    ? { format: found }
    : { error: `“${value}” is not a format the shop knows; use one of ${formatNames}` };
}

const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A publication date as spreadsheets write it: 2027-03-12, 12/03/2027 (day first, as in India),
 * 12-03-2027, 12 March 2027 or March 12, 2027.
 */
export function parseDateCell(cell: Cell): { date?: string; error?: string } {
  const value = clean(cell);
  if (!value) return {};
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  let date: string | null = null;
  if (m) date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value))) {
    date = isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  } else if ((m = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(value))) {
    const month = monthNames.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
    date = month ? isoDate(Number(m[3]), month, Number(m[1])) : null;
  } else if ((m = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value))) {
    const month = monthNames.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1;
    date = month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
  }
  return date
    ? { date }
    : { error: `“${value}” is not a date; write it as 2027-03-12 or 12/03/2027` };
}

/** A whole number or a volume like 2.5; text stays text for the schema to refuse. */
function numberOf(cell: Cell): number | string | undefined {
  const value = clean(cell);
  if (!value) return undefined;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

export interface TradeCells {
  contributors?: Cell;
  format?: Cell;
  publicationDate?: Cell;
  series?: Cell;
  seriesNumber?: Cell;
  publisher?: Cell;
  imprint?: Cell;
  edition?: Cell;
  pages?: Cell;
}

/** A row's trade cells as the book schema's fields, and the cells it could not read. */
export function tradeFieldsOf(cells: TradeCells) {
  const errors: TradeCellError[] = [];
  const credits = parseContributorsCell(cells.contributors);
  if (credits.error) errors.push({ column: 'contributors', message: credits.error });
  const format = parseFormatCell(cells.format);
  if (format.error) errors.push({ column: 'format', message: format.error });
  const date = parseDateCell(cells.publicationDate);
  if (date.error) errors.push({ column: 'publicationDate', message: date.error });
  const text = (cell: Cell) => clean(cell) || undefined;
  const seriesName = text(cells.series);
  const fields = {
    contributors: credits.contributors,
    format: format.format,
    publicationDate: date.date,
    publisher: text(cells.publisher),
    imprint: text(cells.imprint),
    editionStatement: text(cells.edition),
    pageCount: numberOf(cells.pages),
    series: seriesName
      ? { name: seriesName, number: numberOf(cells.seriesNumber) ?? null }
      : undefined,
  };
  return { fields, errors };
}

/** The authors' names of a contributors cell, for a row that gives no author of its own. */
export function authorsOf(contributors: { name: string; role: string }[] | undefined): string {
  const authors = (contributors ?? []).filter((c) => c.role === 'A01' || c.role === 'A02');
  return authors.map((c) => c.name).join(', ');
}
