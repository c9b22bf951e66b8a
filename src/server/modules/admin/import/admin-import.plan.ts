import { shortCell } from '@shared/book-csv.ts';
import type { ImportRowError } from '@shared/schemas/admin-import.ts';
import type { Tx } from '../../../db/client.ts';
import { unknownCategoryMessage } from '../books/admin-books.public.ts';
import { findBooksByIsbns, findExistingBookIds } from './admin-import.repository.ts';
import type { StoredImportRow } from './admin-import.store.ts';

export interface ImportPlan {
  /** Per valid row: the book it updates, or null for a new book. */
  targets: Map<number, number | null>;
  /** Per valid row: its categories in the site configuration's spelling. */
  categories: Map<number, string[]>;
  errors: ImportRowError[];
}

/**
 * Decides, for rows that passed the book schema, what each one does to the catalogue: a row whose
 * ISBN-13 is a book's updates that book; else a row with an id updates that book; else it is a new
 * book. Run at preview and again inside the import's transaction, so the counts a preview shows
 * are re-checked against the catalogue as it is when the import writes.
 */
export async function planImport(
  db: Tx,
  rows: StoredImportRow[],
  matchCategory: (name: string) => string | undefined,
): Promise<ImportPlan> {
  const errors: ImportRowError[] = [];
  const targets = new Map<number, number | null>();
  const categories = new Map<number, string[]>();
  const fail = (row: number, column: string, message: string, value: unknown) =>
    errors.push({ row, column, message, value: shortCell(value == null ? '' : String(value)) });

  const isbns = [...new Set(rows.flatMap((r) => (r.values.isbn ? [r.values.isbn] : [])))];
  const ids = [...new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])))];
  const byIsbn = new Map((await findBooksByIsbns(db, isbns)).map((b) => [b.isbn13, b]));
  const existingIds = await findExistingBookIds(db, ids);

  const rowOfIsbn = new Map<string, number>();
  const rowOfBook = new Map<number, number>();
  for (const { row, id, values } of rows) {
    const before = errors.length;
    const known = values.category.map((name) => {
      const found = matchCategory(name);
      if (!found) fail(row, 'category', unknownCategoryMessage(name), name);
      return found ?? name;
    });

    const isbn = values.isbn;
    if (isbn) {
      const earlier = rowOfIsbn.get(isbn);
      if (earlier !== undefined) fail(row, 'isbn', `The same ISBN is also on row ${earlier}`, isbn);
      else rowOfIsbn.set(isbn, row);
    }
    const owner = isbn ? byIsbn.get(isbn) : undefined;
    let target: number | null = null;
    if (owner) {
      if (id !== null && id !== owner.id) {
        fail(
          row,
          'isbn',
          `This ISBN belongs to book ${owner.id} (“${owner.title}”), not to book ${id}`,
          isbn,
        );
      }
      target = owner.id;
    } else if (id !== null) {
      if (!existingIds.has(id))
        fail(row, 'id', `There is no book with id ${id}; leave id empty to add a new book`, id);
      target = id;
    }
    if (target !== null) {
      const earlier = rowOfBook.get(target);
      if (earlier !== undefined) {
        fail(
          row,
          owner ? 'isbn' : 'id',
          `Row ${earlier} already updates this book`,
          owner ? isbn : id,
        );
      } else rowOfBook.set(target, row);
    }

    if (errors.length === before) {
      targets.set(row, target);
      categories.set(row, known);
    }
  }
  return { targets, categories, errors };
}
