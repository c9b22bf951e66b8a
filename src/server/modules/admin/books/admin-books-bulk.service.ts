// One action over many books at once (archive, premium, collections), each book audited.
import type { BulkBookAction } from '@shared/schemas/admin-books.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  addBooksToCollection,
  findBooksForAdmin,
  removeBooksFromCollection,
  syncCollectionRows,
  updateBooks,
  type BookRow,
} from './admin-books.repository.ts';
import { writing } from './admin-books.service.ts';

/** The field each bulk action changes, as the audit log records it. */
const touched = {
  archive: (b: BookRow) => ({ archivedAt: b.archivedAt?.toISOString() ?? null }),
  unarchive: (b: BookRow) => ({ archivedAt: b.archivedAt?.toISOString() ?? null }),
  'set-premium': (b: BookRow) => ({ isPremium: b.isPremium === 1 }),
  'unset-premium': (b: BookRow) => ({ isPremium: b.isPremium === 1 }),
  'add-to-collection': (b: BookRow) => ({ collection: b.collection }),
  'remove-from-collection': (b: BookRow) => ({ collection: b.collection }),
} satisfies Record<BulkBookAction, (b: BookRow) => object>;

async function applyBulk(
  tx: Tx,
  books: BookRow[],
  action: BulkBookAction,
  collection: string,
): Promise<BookRow[]> {
  const ids = (keep: (b: BookRow) => boolean) => books.filter(keep).map((b) => b.id);
  switch (action) {
    case 'archive':
      return updateBooks(
        tx,
        ids((b) => !b.archivedAt),
        { archivedAt: new Date() },
      );
    case 'unarchive':
      return updateBooks(
        tx,
        ids((b) => Boolean(b.archivedAt)),
        { archivedAt: null },
      );
    case 'set-premium':
      return updateBooks(
        tx,
        ids((b) => b.isPremium !== 1),
        { isPremium: 1 },
      );
    case 'unset-premium':
      return updateBooks(
        tx,
        ids((b) => b.isPremium === 1),
        { isPremium: 0 },
      );
    case 'add-to-collection':
      return addBooksToCollection(
        tx,
        ids(() => true),
        collection,
      );
    case 'remove-from-collection':
      return removeBooksFromCollection(
        tx,
        ids(() => true),
        collection,
      );
  }
}

/** One action over many books; books that already are as asked are left alone (and not counted). */
export async function bulkUpdateBooks(
  db: Db,
  actorUserId: number,
  input: { ids: number[]; action: BulkBookAction; collection?: string },
): Promise<{ updated: number }> {
  const updated = await writing({ db }, null, async (tx) => {
    const before = await findBooksForAdmin(tx, input.ids, true);
    const changed = await applyBulk(tx, before, input.action, input.collection ?? '');
    if (input.action.endsWith('-collection')) await syncCollectionRows(tx, changed);
    const beforeById = new Map(before.map((b) => [b.id, b]));
    await recordAudit(
      tx,
      changed.map((after) => ({
        actorUserId,
        action: `book.${input.action}`,
        entity: 'book',
        entityId: after.id,
        before: touched[input.action](beforeById.get(after.id)!),
        after: touched[input.action](after),
      })),
    );
    return changed.length;
  });
  return { updated };
}
