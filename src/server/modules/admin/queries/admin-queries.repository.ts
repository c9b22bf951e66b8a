import { and, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { QueryEntity, QueryMatch } from '@shared/schemas/admin-query-fields.ts';
import type { QueryRule } from '@shared/schemas/admin-queries.ts';
import type { Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { books } from '../../../db/schema/catalog.ts';
import { orders } from '../../../db/schema/commerce.ts';
import { savedQueries } from '../../../db/schema/content.ts';

/** A page of matches: by offset (the preview) or before a key, newest first (the export). */
export interface MatchPage {
  limit: number;
  offset?: number;
  /** Only rows whose key (book id, order number, user id) is below this. */
  before?: number | null;
}

const bookColumns = {
  key: books.id,
  title: books.title,
  author: books.author,
  category: books.category,
  sellingPricePaise: books.sellingPricePaise,
  mrpPaise: books.mrpPaise,
  stockQuantity: books.stockQuantity,
  avgRating: books.avgRating,
  soldCount: books.soldCount,
  createdAt: books.createdAt,
};

const orderColumns = {
  key: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  userName: orders.userName,
  userEmail: orders.userEmail,
  city: sql<string | null>`${orders.shippingAddress} ->> 'city'`,
  totalAmountPaise: orders.totalAmountPaise,
};

const userColumns = {
  key: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  banned: users.banned,
  ordersPlaced: users.ordersPlaced,
  createdAt: users.createdAt,
};

/** Book queries cover the catalogue: archived books are left out, as on the storefront. */
const liveBooks = isNull(books.archivedAt);

function paged<Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, page: MatchPage) {
  const limited = query.limit(page.limit);
  return page.offset ? limited.offset(page.offset) : limited;
}

export async function findBookMatches(db: Tx, where: SQL | undefined, page: MatchPage) {
  const before = page.before ? lt(books.id, page.before) : undefined;
  return paged(
    db
      .select(bookColumns)
      .from(books)
      .where(and(liveBooks, where, before))
      .orderBy(desc(books.id))
      .$dynamic(),
    page,
  );
}
export type BookMatchRow = Awaited<ReturnType<typeof findBookMatches>>[number];

export async function findOrderMatches(db: Tx, where: SQL | undefined, page: MatchPage) {
  const before = page.before ? lt(orders.orderNumber, page.before) : undefined;
  return paged(
    db
      .select(orderColumns)
      .from(orders)
      .where(and(where, before))
      .orderBy(desc(orders.orderNumber))
      .$dynamic(),
    page,
  );
}
export type OrderMatchRow = Awaited<ReturnType<typeof findOrderMatches>>[number];

export async function findUserMatches(db: Tx, where: SQL | undefined, page: MatchPage) {
  const before = page.before ? lt(users.id, page.before) : undefined;
  return paged(
    db.select(userColumns).from(users).where(and(where, before)).orderBy(desc(users.id)).$dynamic(),
    page,
  );
}
export type UserMatchRow = Awaited<ReturnType<typeof findUserMatches>>[number];

export async function countMatches(db: Tx, entity: QueryEntity, where: SQL | undefined) {
  const query =
    entity === 'books'
      ? db.select({ n: count() }).from(books).where(and(liveBooks, where))
      : entity === 'orders'
        ? db.select({ n: count() }).from(orders).where(where)
        : db.select({ n: count() }).from(users).where(where);
  const [row] = await query;
  return row?.n ?? 0;
}

export type SavedQueryRow = typeof savedQueries.$inferSelect;

export interface SavedQueryValues {
  name: string;
  entity: QueryEntity;
  match: QueryMatch;
  rules: QueryRule[];
}

export async function findSavedQueriesPage(db: Tx, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(savedQueries)
    .orderBy(desc(savedQueries.updatedAt), desc(savedQueries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSavedQueries(db: Tx) {
  const [row] = await db.select({ n: count() }).from(savedQueries);
  return row?.n ?? 0;
}

export async function findSavedQuery(db: Tx, id: number, lock = false) {
  const query = db.select().from(savedQueries).where(eq(savedQueries.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertSavedQuery(db: Tx, values: SavedQueryValues, createdBy: number) {
  const [row] = await db
    .insert(savedQueries)
    .values({ ...values, createdBy })
    .returning();
  return row!;
}

export async function updateSavedQuery(db: Tx, id: number, values: Partial<SavedQueryValues>) {
  const [row] = await db
    .update(savedQueries)
    .set(values)
    .where(eq(savedQueries.id, id))
    .returning();
  return row!;
}

export async function setCollectionName(db: Tx, id: number, collectionName: string | null) {
  const [row] = await db
    .update(savedQueries)
    .set({ collectionName })
    .where(eq(savedQueries.id, id))
    .returning();
  return row!;
}

export async function deleteSavedQuery(db: Tx, id: number) {
  await db.delete(savedQueries).where(eq(savedQueries.id, id));
}

/** The saved query already published under this name (any case), if any. */
export async function findPublishedQueryByName(db: Tx, name: string) {
  const [row] = await db
    .select({ id: savedQueries.id, name: savedQueries.name })
    .from(savedQueries)
    .where(
      and(
        isNotNull(savedQueries.collectionName),
        sql`lower(${savedQueries.collectionName}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whether staff already use this name (any case) for a hand-picked collection: the books' own
 * `collection` arrays, which the storefront's collection filter reads. A scan, but publishing is
 * rare.
 */
export async function manualCollectionExists(db: Tx, name: string) {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(
      sql`EXISTS (SELECT 1 FROM unnest(${books.collection}) AS c WHERE lower(c) = lower(${name}))`,
    )
    .limit(1);
  return row !== undefined;
}
