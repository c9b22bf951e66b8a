import { shortCell, titleAuthorKey } from '@shared/book-csv.ts';
import type { ImportRowError } from '@shared/schemas/admin-import.ts';
import type { Tx } from '../../../db/client.ts';
import { timeSlices } from '../../../lib/time-slices.ts';
import { unknownCategoryMessage } from '../books/admin-books.public.ts';
import {
  findBookTitlesAndAuthors,
  findBooksByIsbns,
  findExistingBookIds,
} from './admin-import.repository.ts';
import type { StoredImportRow } from './admin-import.store.ts';

export const onixPlanMessages = {
  withdrawUnknown:
    'This record withdraws (NotificationType 05) an ISBN the shop does not have: nothing to do',
  needs: (missing: string[]) =>
    `This ISBN is new to the shop, but the record has no ${missing.join(' and no ')}: a new book needs a complete record (NotificationType 03)`,
} as const;

export interface ImportPlan {
  /** Per valid row: the book it updates, or null for a new book. */
  targets: Map<number, number | null>;
  /** Per valid row: its categories in the site configuration's spelling. */
  categories: Map<number, string[]>;
  /**
   * Rows with neither id nor a known ISBN whose title and author are a book's: the book each
   * likely duplicates. Their target stays null until the import's choice says otherwise.
   */
  duplicates: Map<number, number>;
  errors: ImportRowError[];
}

/**
 * Decides, for rows that passed the book schema, what each one does to the catalogue: a row whose
 * ISBN-13 is a book's updates that book; else a row with an id updates that book; else a row
 * whose normalised title and author are a book's is a likely duplicate of it (the import's
 * choice decides); else it is a new book. Run at preview and again when the import starts, so
 * the counts a preview shows are re-checked against the catalogue as it is then.
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
  const duplicates = new Map<number, number>();
  const unmatched = rows.filter(
    (r) => r.id === null && !r.onix && !(r.values.isbn && byIsbn.has(r.values.isbn)),
  );
  // Thousands of rows or books take the event loop for a while: other requests get in between.
  const slices = timeSlices();
  const byTitleAuthor =
    unmatched.length > 0 ? await booksByTitleAuthor(db, slices) : new Map<string, number>();

  const rowOfIsbn = new Map<string, number>();
  const rowOfBook = new Map<number, number>();
  for (const { row, id, values, onix } of rows) {
    if (slices.due()) await slices.next();
    const before = errors.length;
    const known = knownCategories(row, values.category, matchCategory, fail);

    const isbn = values.isbn;
    if (isbn) {
      const earlier = rowOfIsbn.get(isbn);
      if (earlier !== undefined) fail(row, 'isbn', `The same ISBN is also on row ${earlier}`, isbn);
      else rowOfIsbn.set(isbn, row);
    }
    const owner = isbn ? byIsbn.get(isbn) : undefined;
    const target = targetOf(row, id, isbn, owner, existingIds, fail);
    // An ONIX record is its ISBN's edition: one the shop does not have is a new edition.
    const likely =
      target === null && !onix
        ? byTitleAuthor.get(titleAuthorKey(values.title, values.author))
        : undefined;
    if (target === null && onix?.withdraw) {
      fail(row, 'NotificationType', onixPlanMessages.withdrawUnknown, onix.reference ?? isbn);
    } else if (target === null && onix?.needs) {
      fail(row, 'NotificationType', onixPlanMessages.needs(onix.needs), onix.reference ?? isbn);
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
      // A second row like the same book is a new book of its own only if chosen so.
      if (likely !== undefined && !rowOfBook.has(likely)) {
        duplicates.set(row, likely);
        rowOfBook.set(likely, row);
      }
    }
  }
  return { targets, categories, duplicates, errors };
}

/** Records a row's problem with a cell. */
type Fail = (row: number, column: string, message: string, value: unknown) => void;

/** A row's categories in the site configuration's spelling; one it does not have fails. */
function knownCategories(
  row: number,
  names: string[],
  matchCategory: (name: string) => string | undefined,
  fail: Fail,
) {
  return names.map((name) => {
    const found = matchCategory(name);
    if (!found) fail(row, 'category', unknownCategoryMessage(name), name);
    return found ?? name;
  });
}

/** The oldest book of each normalised title and author in the catalogue. */
async function booksByTitleAuthor(db: Tx, slices: ReturnType<typeof timeSlices>) {
  const byTitleAuthor = new Map<string, number>();
  for (const b of await findBookTitlesAndAuthors(db)) {
    if (slices.due()) await slices.next();
    const key = titleAuthorKey(b.title, b.author);
    // The oldest of several same-named books is the one a row is matched to.
    if (!byTitleAuthor.has(key) || byTitleAuthor.get(key)! > b.id) byTitleAuthor.set(key, b.id);
  }
  return byTitleAuthor;
}

/**
 * The book a row updates, or null for a new book: its ISBN's owner, else the book of its id. A
 * row whose id is not its ISBN's owner, or no book's, fails.
 */
function targetOf(
  row: number,
  id: number | null,
  isbn: string | null | undefined,
  owner: { id: number; title: string } | undefined,
  existingIds: Set<number>,
  fail: Fail,
): number | null {
  if (owner) {
    if (id !== null && id !== owner.id) {
      fail(
        row,
        'isbn',
        `This ISBN belongs to book ${owner.id} (“${owner.title}”), not to book ${id}`,
        isbn,
      );
    }
    return owner.id;
  }
  if (id !== null) {
    if (!existingIds.has(id))
      fail(row, 'id', `There is no book with id ${id}; leave id empty to add a new book`, id);
    return id;
  }
  return null;
}
