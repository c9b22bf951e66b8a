import { paiseToRupees, rupeesToPaise } from '@shared/money.ts';
import type { Permission } from '@shared/permissions.ts';
import { noAccess } from '../../../plugins/auth.ts';
import {
  adminBookMessages,
  type AdminBookCollections,
  type AdminBookDetail,
  type AdminBookRow,
  type AdminBooksPage,
  type AdminBooksQuery,
  type AdminBookValues,
} from '@shared/schemas/admin-books.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { pickEditionFields } from '@shared/schemas/admin-book-trade.ts';
import { badRequest, notFound } from '../../../plugins/errors.ts';
import { invalidateCatalogCache } from '../../../db/catalog-cache.ts';
import { isbnOf } from '../../search/search.public.ts';
import { getShopSettings } from '../../site-config/site-config.public.ts';
import { notifyWishlisters } from '../../wishlist/wishlist.public.ts';
import {
  countAdminBooks,
  findCollectionCounts,
  findAdminBooksPage,
  findBookForAdmin,
  insertBook,
  syncCollectionRows,
  updateBook,
  type BookRow,
} from './admin-books.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { findEditionFields, writeEditionFields } from '../book-trade/book-trade.public.ts';
import {
  assertIsbnFree,
  isbnTaken,
  knownCategories,
  toValues,
} from './admin-book-values.service.ts';

const bookNotFound = () => notFound('No such book.');

/** What a write that may alert wishlisters needs: the database and the outbox to mail them. */
export interface BookWriteDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The editor's permissions: a whole-book save may change prices or stock only with theirs. */
  permissions?: readonly Permission[];
}

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
  return withEditionFields(db, toAdminBook(row));
}

/** A book as staff see it, with its trade fields: format, publisher, series, contributors. */
async function withEditionFields(db: Tx, book: AdminBookDetail): Promise<AdminBookDetail> {
  const f = await findEditionFields(db, book.id);
  if (!f) return book;
  return {
    ...book,
    format: f.format,
    editionStatement: f.edition_statement,
    pageCount: f.page_count,
    publicationDate: f.publication_date,
    publisher: f.publisher,
    imprint: f.imprint,
    series: f.series_name ? { name: f.series_name, number: f.series_number } : null,
    contributors: f.contributors ?? [],
  };
}

/** The trade fields a form sent, written after the book's own; the book as it then is. */
async function writeTradeFields(tx: Tx, id: number, input: AdminBookValues) {
  const fields = pickEditionFields(input);
  if (Object.values(fields).every((v) => v === undefined)) return undefined;
  await writeEditionFields(tx, id, fields);
  return findBookForAdmin(tx, id);
}

/**
 * Files books under the collections their `collection` arrays name (the ordered `collections`
 * rows), in the caller's transaction: after any write of books that may have changed the arrays.
 */
export async function syncBookCollections(tx: Tx, list: { id: number; collection: string[] }[]) {
  await syncCollectionRows(tx, list);
}

/**
 * Runs a book write; a concurrent save of the same ISBN still answers 409, not 500. Given a
 * mailer, the mails the write committed (wishlist alerts) are sent on at once.
 */
export async function writing<T>(
  { db, mailer }: { db: Db; mailer?: Mailer },
  isbn13: string | null,
  work: (tx: Tx) => Promise<T>,
) {
  try {
    const result = await db.transaction(work);
    mailer?.wake();
    return result;
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
  const row = await writing({ db }, input.isbn, async (tx) => {
    await assertIsbnFree(tx, input.isbn);
    const inserted = await insertBook(tx, toValues(input, threshold, categories));
    const created = (await writeTradeFields(tx, inserted.id, input)) ?? inserted;
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
  return withEditionFields(db, toAdminBook(row));
}

export async function updateBookDetails(
  deps: BookWriteDeps,
  actorUserId: number,
  id: number,
  input: AdminBookValues,
): Promise<AdminBookDetail> {
  const categories = await knownCategories(deps.db, input.category);
  const row = await writing(deps, input.isbn, async (tx) => {
    const before = await findBookForAdmin(tx, id, true);
    if (!before) throw bookNotFound();
    await assertIsbnFree(tx, input.isbn, id);
    const values = toValues(input, input.lowStockThreshold ?? before.lowStockThreshold, categories);
    const held = deps.permissions;
    if (
      held &&
      !held.includes('catalogue.prices') &&
      (values.mrpPaise !== before.mrpPaise || values.sellingPricePaise !== before.sellingPricePaise)
    ) {
      throw noAccess('catalogue.prices');
    }
    if (
      held &&
      !held.includes('catalogue.stock') &&
      values.stockQuantity !== before.stockQuantity
    ) {
      throw noAccess('catalogue.stock');
    }
    const updated = (await updateBook(tx, id, values))!;
    const after = (await writeTradeFields(tx, id, input)) ?? updated;
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
    await notifyWishlisters(tx, [{ before, after }], deps);
    return after;
  });
  return withEditionFields(deps.db, toAdminBook(row));
}

export async function setBookStock(
  deps: BookWriteDeps,
  actorUserId: number,
  id: number,
  stockQuantity: number,
): Promise<AdminBookDetail> {
  const row = await writing(deps, null, async (tx) => {
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
    await notifyWishlisters(tx, [{ before, after }], deps);
    return after;
  });
  return toAdminBook(row);
}

/**
 * The selling price alone (the books list edits it in place). It is checked against the book's
 * MRP as the whole form checks it, inside the transaction that writes it.
 */
export async function setBookPrice(
  deps: BookWriteDeps,
  actorUserId: number,
  id: number,
  sellingPrice: number,
): Promise<AdminBookDetail> {
  const sellingPricePaise = rupeesToPaise(sellingPrice);
  const row = await writing(deps, null, async (tx) => {
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
    await notifyWishlisters(tx, [{ before, after }], deps);
    return after;
  });
  return toAdminBook(row);
}
