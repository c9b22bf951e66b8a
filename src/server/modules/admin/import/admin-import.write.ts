// Writing one batch of an import (the import worker's transaction, ADR 021): new books in one
// insert, updates in one upsert, a feed's trade fields set-based, withdrawals archived.
import { pickEditionFields } from '@shared/schemas/admin-book-trade.ts';
import type { AdminBookValues } from '@shared/schemas/admin-books.ts';
import type { EditionFields } from '@shared/schemas/admin-book-trade.ts';
import type { Tx } from '../../../db/client.ts';
import { notifyWishlisters, type WishlistMail } from '../../wishlist/wishlist.public.ts';
import { syncBookCollections, toValues, type BookValues } from '../books/admin-books.public.ts';
import { writeEditionFields, writeEditionFieldsMany } from '../book-trade/book-trade.public.ts';
import {
  archiveBooks,
  findBookValues,
  insertBooks,
  lockBooksForUpdate,
  restoreFeedHidden,
  updateBooksById,
} from './admin-import.repository.ts';
import type { StoredImportRow, WriteStep } from './admin-import.store.ts';
import { changingRecords, insertFeedEditions } from './admin-import.feed-write.ts';
import type { OnixRowFacts } from './onix/onix-row.ts';

/** Whether a row carries any of the book trade's columns (blank cells carry nothing). */
const hasTradeFields = (values: StoredImportRow['values']) =>
  Object.values(pickEditionFields(values)).some((v) => v !== undefined);

/** The book-form keys an ONIX record carries, as the stored book's keys. */
const storedKey: Partial<Record<keyof AdminBookValues, keyof BookValues>> = {
  mrp: 'mrpPaise',
  msp: 'mspPaise',
  sellingPrice: 'sellingPricePaise',
  isbn: 'isbn13',
};

/** A stored book's values with only the carried fields taken from the record's. */
function carriedOver(stored: BookValues, record: BookValues, carries: (keyof AdminBookValues)[]) {
  const out: Record<string, unknown> = { ...stored };
  for (const key of carries) {
    const k = storedKey[key] ?? key;
    if (k in record) out[k] = record[k as keyof BookValues];
  }
  return out as BookValues;
}

/** Rows per batch: each is one short transaction, so storefront requests get in between. */
export const importBatchSize = 50;

/** A row of a batch, with the step its plan decided. */
type BatchRow = { step: WriteStep; values: StoredImportRow['values']; onix?: OnixRowFacts };

/** A row's values as a book's, `threshold` the low-stock level where the row sets none. */
const bookValuesOf = (b: BatchRow, threshold: number) =>
  toValues(b.values, b.values.lowStockThreshold ?? threshold, b.step.categories);

/**
 * Writes one batch: new books in one insert, updated books in one upsert. A book deleted since
 * the plan is left out (counted as skipped) rather than written back.
 */
export async function writeBatch(
  tx: Tx,
  batch: BatchRow[],
  defaultThreshold: number,
  mail: WishlistMail,
) {
  const updates = batch.filter((b) => b.step.target !== null);
  const before = await lockBooksForUpdate(
    tx,
    updates.map((b) => b.step.target!),
  );
  const beforeById = new Map(before.map((b) => [b.id, b]));
  const stillThere = updates.filter((b) => beforeById.has(b.step.target!));
  const created = await insertNewBooks(tx, batch, defaultThreshold);
  // An ONIX record changes only the fields it carries, and one that would change nothing is
  // left alone; a withdrawal changes none of them.
  const rewritten = stillThere.filter((b) => !b.onix?.withdraw);
  const { stored, proposed } = await proposedUpdates(tx, rewritten, beforeById);
  const changing = new Set(
    await changingRecords(
      tx,
      stored,
      proposed.filter((p) => p.b.onix),
    ),
  );
  const toWrite = proposed.filter((p) => !p.b.onix || changing.has(p));
  // Offered again: a book a feed took off sale comes back (one staff archived stays archived).
  const restoring = stillThere.filter((b) => {
    const before = beforeById.get(b.step.target!)!;
    return b.onix && !b.onix.withdraw && !b.onix.hide && before.archivedAt && before.hiddenByFeed;
  });
  await restoreFeedHidden(
    tx,
    restoring.map((b) => b.step.target!),
  );
  const updated = await updateBooks(tx, toWrite);
  // Taken off sale: a withdrawal, or a record not for sale, of a book still on sale.
  const archiving = stillThere.filter(
    (b) => (b.onix?.withdraw || b.onix?.hide) && !beforeById.get(b.step.target!)!.archivedAt,
  );
  await archiveBooks(
    tx,
    archiving.map((b) => b.step.target!),
    batch.filter((b) => b.step.target === null && b.onix?.hide).map((b) => b.values.isbn!),
  );
  // Sent again as it is: nothing to write, nothing to take off sale or put back.
  const archived = new Set([...archiving, ...restoring]);
  const proposalOf = new Map(proposed.map((p) => [p.b, p]));
  const unchanged = stillThere.filter(
    (b) => b.onix && !archived.has(b) && (b.onix.withdraw || !changing.has(proposalOf.get(b)!)),
  ).length;
  await syncBookCollections(tx, [...created, ...updated]);
  await notifyWishlisters(
    tx,
    updated.map((after) => ({ before: beforeById.get(after.id)!, after })),
    mail,
  );
  return {
    created: created.length,
    updated: stillThere.length - unchanged,
    unchanged,
    skipped: updates.length - stillThere.length,
  };
}

/** Inserts a batch's new books, and the trade fields they carry. */
async function insertNewBooks(tx: Tx, batch: BatchRow[], defaultThreshold: number) {
  // A feed's new books go in together, matched back by ISBN; a CSV row with trade columns alone.
  const onixCreates = batch.filter((b) => b.step.target === null && b.onix);
  const creates = batch.filter(
    (b) => b.step.target === null && !b.onix && !hasTradeFields(b.values),
  );
  const tradeCreates = batch.filter(
    (b) => b.step.target === null && !b.onix && hasTradeFields(b.values),
  );
  const created = await insertBooks(
    tx,
    creates.map((b) => bookValuesOf(b, defaultThreshold)),
  );
  const fromFeed = await insertFeedEditions(
    tx,
    onixCreates.map((b) => ({
      values: bookValuesOf(b, defaultThreshold),
      fields: pickEditionFields(b.values),
    })),
  );
  created.push(...fromFeed);
  // A row with trade columns is inserted alone, so its credits and series go to its own book.
  for (const b of tradeCreates) {
    const [book] = await insertBooks(tx, [bookValuesOf(b, defaultThreshold)]);
    await writeEditionFields(tx, book!.id, pickEditionFields(b.values));
    created.push(book!);
  }
  return created;
}

/** What a row would write over its book. */
interface Proposal {
  b: BatchRow;
  id: number;
  values: BookValues;
  fields: EditionFields;
}

/**
 * What each row would write over its book: its values, or only those a feed's record carries
 * over the stored ones (`stored`, the values of the books the feed's records update).
 */
async function proposedUpdates(
  tx: Tx,
  rewritten: BatchRow[],
  beforeById: Map<number, { lowStockThreshold: number }>,
) {
  const stored = await findBookValues(
    tx,
    rewritten.filter((b) => b.onix).map((b) => b.step.target!),
  );
  const proposed = rewritten.map((b): Proposal => {
    const id = b.step.target!;
    const all = bookValuesOf(b, beforeById.get(id)!.lowStockThreshold);
    return {
      b,
      id,
      values: b.onix ? carriedOver(stored.get(id)!, all, b.onix.carries) : all,
      fields: pickEditionFields(b.values),
    };
  });
  return { stored, proposed };
}

/** Writes the updated books, and their trade fields: a feed's set-based, a CSV row's alone. */
async function updateBooks(tx: Tx, toWrite: Proposal[]) {
  const updated = await updateBooksById(
    tx,
    toWrite.map((p) => ({ id: p.id, ...p.values })),
  );
  const feedFields: { bookId: number; fields: EditionFields }[] = [];
  for (const p of toWrite) {
    if (p.b.onix) feedFields.push({ bookId: p.id, fields: p.fields });
    else if (hasTradeFields(p.b.values)) await writeEditionFields(tx, p.id, p.fields);
  }
  await writeEditionFieldsMany(tx, feedFields);
  return updated;
}
