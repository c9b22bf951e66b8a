// Writing one batch of an import (the import worker's transaction, ADR 021): new books in one
// insert, updates in one upsert, a feed's trade fields set-based, withdrawals archived.
import { pickEditionFields } from '@shared/schemas/admin-book-trade.ts';
import type { AdminBookValues } from '@shared/schemas/admin-books.ts';
import type { Tx } from '../../../db/client.ts';
import { notifyWishlisters, type WishlistMail } from '../../wishlist/wishlist.public.ts';
import { syncBookCollections, toValues, type BookValues } from '../books/admin-books.public.ts';
import { writeEditionFields, writeEditionFieldsMany } from '../book-trade/book-trade.public.ts';
import {
  archiveBooks,
  findBookValues,
  insertBooks,
  lockBooksForUpdate,
  updateBooksById,
} from './admin-import.repository.ts';
import type { StoredImportRow, WriteStep } from './admin-import.store.ts';
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

/**
 * Writes one batch: new books in one insert, updated books in one upsert. A book deleted since
 * the plan is left out (counted as skipped) rather than written back.
 */
export async function writeBatch(
  tx: Tx,
  batch: { step: WriteStep; values: StoredImportRow['values']; onix?: OnixRowFacts }[],
  defaultThreshold: number,
  mail: WishlistMail,
) {
  const values = (b: (typeof batch)[number], threshold: number) =>
    toValues(b.values, b.values.lowStockThreshold ?? threshold, b.step.categories);
  // A feed's new books go in together, matched back by ISBN; a CSV row with trade columns alone.
  const onixCreates = batch.filter((b) => b.step.target === null && b.onix);
  const creates = batch.filter(
    (b) => b.step.target === null && !b.onix && !hasTradeFields(b.values),
  );
  const tradeCreates = batch.filter(
    (b) => b.step.target === null && !b.onix && hasTradeFields(b.values),
  );
  const updates = batch.filter((b) => b.step.target !== null);

  const before = await lockBooksForUpdate(
    tx,
    updates.map((b) => b.step.target!),
  );
  const beforeById = new Map(before.map((b) => [b.id, b]));
  const stillThere = updates.filter((b) => beforeById.has(b.step.target!));
  const created = await insertBooks(
    tx,
    creates.map((b) => values(b, defaultThreshold)),
  );
  const fromFeed = await insertBooks(
    tx,
    onixCreates.map((b) => values(b, defaultThreshold)),
  );
  const byIsbn = new Map(fromFeed.map((book) => [book.isbn13, book.id]));
  created.push(...fromFeed);
  const feedFields = onixCreates.map((b) => ({
    bookId: byIsbn.get(b.values.isbn!)!,
    fields: pickEditionFields(b.values),
  }));
  // A row with trade columns is inserted alone, so its credits and series go to its own book.
  for (const b of tradeCreates) {
    const [book] = await insertBooks(tx, [values(b, defaultThreshold)]);
    await writeEditionFields(tx, book!.id, pickEditionFields(b.values));
    created.push(book!);
  }
  // An ONIX record changes only the fields it carries; a withdrawal changes none of them.
  const rewritten = stillThere.filter((b) => !b.onix?.withdraw);
  const partial = rewritten.filter((b) => b.onix).map((b) => b.step.target!);
  const stored = await findBookValues(tx, partial);
  const updated = await updateBooksById(
    tx,
    rewritten.map((b) => {
      const id = b.step.target!;
      const all = values(b, beforeById.get(id)!.lowStockThreshold);
      return { id, ...(b.onix ? carriedOver(stored.get(id)!, all, b.onix.carries) : all) };
    }),
  );
  for (const b of rewritten) {
    if (b.onix) feedFields.push({ bookId: b.step.target!, fields: pickEditionFields(b.values) });
    else if (hasTradeFields(b.values)) {
      await writeEditionFields(tx, b.step.target!, pickEditionFields(b.values));
    }
  }
  await writeEditionFieldsMany(tx, feedFields);
  await archiveBooks(
    tx,
    stillThere.filter((b) => b.onix?.withdraw || b.onix?.hide).map((b) => b.step.target!),
    batch.filter((b) => b.step.target === null && b.onix?.hide).map((b) => b.values.isbn!),
  );
  await syncBookCollections(tx, [...created, ...updated]);
  await notifyWishlisters(
    tx,
    updated.map((after) => ({ before: beforeById.get(after.id)!, after })),
    mail,
  );
  return {
    created: created.length,
    updated: stillThere.length,
    skipped: updates.length - stillThere.length,
  };
}
