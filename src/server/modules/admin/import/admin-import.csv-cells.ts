// A book CSV's line as the record its header's columns make of it, with a web export's HTML
// entities read as the characters they stand for (readBookCsv, admin-import.csv.ts).
import type { BookCsvRecord, matchBookCsvHeader } from '@shared/book-csv.ts';

/** `&amp;` and its kind: a web export's escaping, read as the character it stands for. */
const htmlEntity = /&(amp|quot|apos|lt|gt|#\d{1,6});/;
const htmlEntities = new RegExp(htmlEntity.source, 'g');
const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
function entityText(name: string): string {
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
  return named[name]!;
}

/** A line's cells by the header's columns, and how many of them had HTML entities read. */
export function bookCsvRecord(
  columns: ReturnType<typeof matchBookCsvHeader>['columns'],
  cells: string[],
): { record: BookCsvRecord; entities: number } {
  let entities = 0;
  const record: BookCsvRecord = {};
  columns.forEach((column, i) => {
    if (!column) return;
    const cell = cells[i] ?? '';
    if (htmlEntity.test(cell)) {
      entities++;
      record[column] = cell.replace(htmlEntities, (_, name: string) => entityText(name));
    } else record[column] = cell;
  });
  return { record, entities };
}
