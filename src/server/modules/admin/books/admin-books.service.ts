import { paiseToRupees, rupeesToPaise } from '@shared/money.ts';
import {
  adminBookMessages,
  type AdminBookCollections,
  type AdminBookDetail,
  type AdminBookRow,
  type AdminBooksPage,
  type AdminBooksQuery,
  type AdminBookValues,
  type BulkBookAction,
} from '@shared/schemas/admin-books.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { badRequest, HttpError, notFound } from '../../../plugins/errors.ts';
import { invalidateCatalogCache, isbnOf } from '../../catalog/catalog.public.ts';
import { getShopSettings, getLatestSiteConfig } from '../../site-config/site-config.public.ts';
import { notifyWishlisters } from '../../wishlist/wishlist.public.ts';
import {
  addBooksToCollection,
  countAdminBooks,
  findCollectionCounts,
  findAdminBooksPage,
  findBookByIsbn,
  findBookForAdmin,
  findBooksForAdmin,
  insertBook,
  removeBooksFromCollection,
  syncCollectionRows,
  updateBook,
  updateBooks,
  type BookRow,
  type BookValues,
} from './admin-books.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';

const bookNotFound = () => notFound('No such book.');

function stockStatus(row: BookRow): AdminBookRow['stockStatus'] {
  if (row.stockQuantity === 0) return 'out';
  return row.stockQuantity <= row.lowStockThreshold ? 'low' : 'in';
}

export function toAdminBookRow(row: BookRow): AdminBookRow {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    imageUrl: row.imageUrl,
    mrp: paiseToRupees(row.mrpPaise),
    msp: row.mspPaise === null ? null : paiseToRupees(row.mspPaise),
    sellingPrice: paiseToRupees(row.sellingPricePaise),
    discountPercentage: row.discountPercentage,
    category: row.category,
    collection: row.collection,
    isbn13: row.isbn13,
    isPremium: row.isPremium === 1,
    stockQuantity: row.stockQuantity,
    lowStockThreshold: row.lowStockThreshold,
    stockStatus: stockStatus(row),
    soldCount: row.soldCount,
    avgRating: Math.round(row.avgRating * 10) / 10,
    ratingCount: row.ratingCount,
    language: row.language,
    publishedYear: row.publishedYear,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminBook(row: BookRow): AdminBookDetail {
  return { ...toAdminBookRow(row), description: row.description, videoUrl: row.videoUrl };
}

export async function listAdminBooks(db: Db, query: AdminBooksQuery): Promise<AdminBooksPage> {
  const { page, pageSize, sort, search, ...rest } = query;
  const filters = {
    ...rest,
    search: search ? { text: search, isbn13: isbnOf(search) } : undefined,
    category: rest.category || undefined,
    collection: rest.collection || undefined,
  };
  const [rows, total] = await Promise.all([
    findAdminBooksPage(db, filters, sort, { limit: pageSize, offset: (page - 1) * pageSize }),
    countAdminBooks(db, filters),
  ]);
  return { items: rows.map(toAdminBookRow), total, page, pageSize };
}

/** The collection names staff can filter by or file books under. */
export async function listBookCollections(db: Db): Promise<AdminBookCollections> {
  return { items: await findCollectionCounts(db) };
}

export async function getAdminBook(db: Db, id: number): Promise<AdminBookDetail> {
  const row = await findBookForAdmin(db, id);
  if (!row) throw bookNotFound();
  return toAdminBook(row);
}

export const unknownCategoryMessage = (name: string) =>
  `“${name}” is not one of the shop’s categories. Add it under Configuration first.`;

/** Finds a category in the site configuration's spelling (case ignored); undefined when unknown. */
export async function categoryMatcher(db: Db): Promise<(name: string) => string | undefined> {
  const configured = (await getLatestSiteConfig(db))?.categories ?? [];
  const byLower = new Map(configured.map((c) => [c.toLowerCase(), c]));
  return (name) => byLower.get(name.toLowerCase());
}

/** Each category in the site configuration's spelling; an unknown one is a 400. */
async function knownCategories(db: Db, names: string[]): Promise<string[]> {
  const match = await categoryMatcher(db);
  return names.map((name) => {
    const found = match(name);
    if (!found) {
      const message = unknownCategoryMessage(name);
      throw badRequest(message, { category: message });
    }
    return found;
  });
}

const isbnTaken = (isbn13: string, title?: string) => {
  const message = `Another book already has ISBN ${isbn13}${title ? ` (“${title}”)` : ''}.`;
  return new HttpError(409, 'ISBN_TAKEN', message, { isbn: message });
};

async function assertIsbnFree(db: Tx, isbn13: string | null, exceptId?: number) {
  if (!isbn13) return;
  const other = await findBookByIsbn(db, isbn13, exceptId);
  if (other) throw isbnTaken(isbn13, other.title);
}

/** A checked form (or CSV row) as the columns of `books`, prices in paise. */
export function toValues(input: AdminBookValues, lowStockThreshold: number, categories: string[]) {
  return {
    title: input.title,
    author: input.author,
    description: input.description,
    mrpPaise: rupeesToPaise(input.mrp),
    mspPaise: input.msp === null || input.msp === undefined ? null : rupeesToPaise(input.msp),
    sellingPricePaise: rupeesToPaise(input.sellingPrice),
    category: categories,
    collection: input.collection,
    isbn13: input.isbn,
    isPremium: input.isPremium ? 1 : 0,
    stockQuantity: input.stockQuantity,
    lowStockThreshold,
    videoUrl: input.videoUrl,
    imageUrl: input.imageUrl,
    language: input.language,
    publishedYear: input.publishedYear,
  } satisfies BookValues;
}

/** Runs a book write; a concurrent save of the same ISBN still answers 409, not 500. */
async function writing<T>(db: Db, isbn13: string | null, work: (tx: Tx) => Promise<T>) {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isbn13 && isUniqueViolation(err, 'books_isbn13_unique')) throw isbnTaken(isbn13);
    throw err;
  } finally {
    invalidateCatalogCache(db);
  }
}

export async function createBook(
  db: Db,
  actorUserId: number,
  input: AdminBookValues,
): Promise<AdminBookDetail> {
  const categories = await knownCategories(db, input.category);
  const threshold = input.lowStockThreshold ?? (await getShopSettings(db)).defaultLowStockThreshold;
  const row = await writing(db, input.isbn, async (tx) => {
    await assertIsbnFree(tx, input.isbn);
    const created = await insertBook(tx, toValues(input, threshold, categories));
    await syncCollectionRows(tx, [created]);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'book.create',
        entity: 'book',
        entityId: created.id,
        before: null,
        after: toAdminBook(created),
      },
    ]);
    return created;
  });
  return toAdminBook(row);
}

export async function updateBookDetails(
  db: Db,
  actorUserId: number,
  id: number,
  input: AdminBookValues,
): Promise<AdminBookDetail> {
  const categories = await knownCategories(db, input.category);
  const row = await writing(db, input.isbn, async (tx) => {
    const before = await findBookForAdmin(tx, id, true);
    if (!before) throw bookNotFound();
    await assertIsbnFree(tx, input.isbn, id);
    const values = toValues(input, input.lowStockThreshold ?? before.lowStockThreshold, categories);
    const after = (await updateBook(tx, id, values))!;
    await syncCollectionRows(tx, [after]);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'book.update',
        entity: 'book',
        entityId: id,
        before: toAdminBook(before),
        after: toAdminBook(after),
      },
    ]);
    await notifyWishlisters(tx, [{ before, after }]);
    return after;
  });
  return toAdminBook(row);
}

export async function setBookStock(
  db: Db,
  actorUserId: number,
  id: number,
  stockQuantity: number,
): Promise<AdminBookDetail> {
  const row = await writing(db, null, async (tx) => {
    const before = await findBookForAdmin(tx, id, true);
    if (!before) throw bookNotFound();
    const after = (await updateBook(tx, id, { stockQuantity }))!;
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'book.stock',
        entity: 'book',
        entityId: id,
        before: { stockQuantity: before.stockQuantity },
        after: { stockQuantity: after.stockQuantity },
      },
    ]);
    await notifyWishlisters(tx, [{ before, after }]);
    return after;
  });
  return toAdminBook(row);
}

/**
 * The selling price alone (the books list edits it in place). It is checked against the book's
 * MRP as the whole form checks it, inside the transaction that writes it.
 */
export async function setBookPrice(
  db: Db,
  actorUserId: number,
  id: number,
  sellingPrice: number,
): Promise<AdminBookDetail> {
  const sellingPricePaise = rupeesToPaise(sellingPrice);
  const row = await writing(db, null, async (tx) => {
    const before = await findBookForAdmin(tx, id, true);
    if (!before) throw bookNotFound();
    if (sellingPricePaise > before.mrpPaise) {
      throw badRequest(adminBookMessages.sellingAboveMrp, {
        sellingPrice: adminBookMessages.sellingAboveMrp,
      });
    }
    const after = (await updateBook(tx, id, { sellingPricePaise }))!;
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'book.price',
        entity: 'book',
        entityId: id,
        before: { sellingPrice: paiseToRupees(before.sellingPricePaise) },
        after: { sellingPrice: paiseToRupees(after.sellingPricePaise) },
      },
    ]);
    await notifyWishlisters(tx, [{ before, after }]);
    return after;
  });
  return toAdminBook(row);
}

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
  const updated = await writing(db, null, async (tx) => {
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
