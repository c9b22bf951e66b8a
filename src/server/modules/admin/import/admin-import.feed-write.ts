// A feed's batch written as the trade sends it (ADR 036): new editions in one write each, with
// their trade fields, works, series and credits made for the batch at once; records that would
// change nothing are left alone, so a feed sent again writes nothing.
import { sql } from 'drizzle-orm';
import type { EditionFields } from '@shared/schemas/admin-book-trade.ts';
import type { Tx } from '../../../db/client.ts';
import type { BookValues } from '../books/admin-books.public.ts';
import {
  editionFieldsChange,
  findEditionFieldsMany,
  insertCredits,
  keptNames,
  prepareEditions,
  setWorksSeries,
} from '../book-trade/book-trade.public.ts';
import { assignWorks, insertEditions, type WrittenBook } from './admin-import.repository.ts';

/**
 * Inserts a feed's new editions. The people, publishers, works and series are made for the
 * batch first and each book is written once with them; a book whose record credits people is
 * inserted with the credit-from-author trigger standing aside (as for a restore) and then given
 * those credits, one that credits nobody is credited from its author string as any new book.
 */
export async function insertFeedEditions(
  tx: Tx,
  items: { values: BookValues; fields: EditionFields }[],
): Promise<WrittenBook[]> {
  if (items.length === 0) return [];
  const authors = await prepareEditions(
    tx,
    items.map((i) => i.fields),
  );
  const values = items.map((i, k) => ({ ...i.values, author: authors[k] ?? i.values.author }));
  const works = await assignWorks(tx, values);
  const rows = items.map((i, k) => {
    const f = i.fields;
    return {
      ...values[k]!,
      workId: works.get(`${values[k]!.title}\u0000${values[k]!.author}`)!,
      format: f.format ?? null,
      editionStatement: f.editionStatement ?? null,
      pageCount: f.pageCount ?? null,
      publicationDate: f.publicationDate ?? null,
      imprint: f.imprint ?? null,
      publisher: f.publisher ?? null,
    };
  });
  await setWorksSeries(
    tx,
    items.map((i, k) => ({ workId: rows[k]!.workId, series: i.fields.series })),
  );
  const credited = (k: number) => (items[k]!.fields.contributors?.length ?? 0) > 0;
  const written = await insertEditions(
    tx,
    rows.filter((_, k) => !credited(k)),
  );
  const withCredits = rows.filter((_, k) => credited(k));
  if (withCredits.length > 0) {
    await tx.execute(sql`SELECT set_config('pustak.restoring', 'on', true)`);
    const books = await insertEditions(tx, withCredits);
    await tx.execute(sql`SELECT set_config('pustak.restoring', 'off', true)`);
    const idOf = new Map(books.map((b) => [b.isbn13, b.id]));
    await insertCredits(
      tx,
      items
        .filter((_, k) => credited(k))
        .map((i) => ({
          bookId: idOf.get(i.values.isbn13 ?? null)!,
          contributors: i.fields.contributors,
        })),
    );
    written.push(...books);
  }
  return written;
}

/** The author string credits make (authorFromCredits): the authors, or else the editors. */
function authorOf(credits: { name: string; role: string }[]) {
  const named = (role: string) =>
    credits
      .filter((c) => c.role === role)
      .map((c) => c.name)
      .join(', ');
  return named('A01') || named('A02') || undefined;
}

/**
 * The feed's updates whose records would change something stored; the rest are unchanged. A
 * record is compared with what writing it would leave: its people under the names the shop
 * keeps for them, and the author string made from those.
 */
export async function changingRecords<
  T extends { id: number; values: BookValues; fields: EditionFields },
>(tx: Tx, stored: Map<number, BookValues>, items: T[]): Promise<T[]> {
  if (items.length === 0) return [];
  const storedFields = await findEditionFieldsMany(
    tx,
    items.map((i) => i.id),
  );
  const kept = await keptNames(tx, [
    ...new Set(items.flatMap((i) => (i.fields.contributors ?? []).map((c) => c.name))),
  ]);
  return items.filter((i) => {
    let { values, fields } = i;
    if (fields.contributors) {
      const contributors = fields.contributors.flatMap((c) => {
        const name = kept.get(c.name);
        return name === null ? [] : [{ ...c, name: name ?? c.name }];
      });
      fields = { ...fields, contributors };
      const author = authorOf(contributors);
      if (author) values = { ...values, author };
    }
    return (
      JSON.stringify(values) !== JSON.stringify(stored.get(i.id)) ||
      editionFieldsChange(storedFields.get(i.id)!, fields)
    );
  });
}
