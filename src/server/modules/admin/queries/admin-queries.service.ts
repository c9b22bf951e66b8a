import { paiseToRupees } from '@shared/money.ts';
import { type QueryEntity } from '@shared/schemas/admin-query-fields.ts';
import {
  queryColumns,
  queryPreviewPageSize,
  type QueryCell,
  type QueryDefinition,
  type QueryPreviewResult,
  type SavedQueriesPage,
  type SavedQuery,
} from '@shared/schemas/admin-queries.ts';
import { formatOrderNumber } from '@shared/schemas/checkout.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { ruleSetCondition } from '../../../db/query-rules.ts';
import { badRequest, HttpError, notFound } from '../../../plugins/errors.ts';
import { invalidateCatalogCache } from '../../../db/catalog-cache.ts';
import {
  countMatches,
  countSavedQueries,
  deleteSavedQuery,
  findBookMatches,
  findOrderMatches,
  findPublishedQueryByName,
  findSavedQueriesPage,
  findSavedQuery,
  findUserMatches,
  insertSavedQuery,
  manualCollectionExists,
  setCollectionName,
  updateSavedQuery,
  type MatchPage,
  type SavedQueryRow,
  type SavedQueryValues,
} from './admin-queries.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';

export const adminQueryMessages = {
  notFound: 'No such saved query.',
  booksOnly: 'Only a books query can become a collection.',
  unpublishFirst:
    'This query is a storefront collection. Remove it as a collection before changing it from books.',
  collectionTaken: (name: string) => `There is already a collection called “${name}”.`,
} as const;

const queryNotFound = () => notFound(adminQueryMessages.notFound);

export interface MatchRow {
  /** Book id, order number or user id: the export pages on it. */
  key: number;
  cells: Record<string, QueryCell>;
}

/** One page of the rows a rule set matches, as the entity's columns (money in rupees). */
export async function findMatchRows(
  db: Tx,
  def: Pick<QueryDefinition, 'entity' | 'match' | 'rules'>,
  page: MatchPage,
): Promise<MatchRow[]> {
  const where = ruleSetCondition(def.entity, def.match, def.rules);
  switch (def.entity) {
    case 'books':
      return (await findBookMatches(db, where, page)).map((b) => ({
        key: b.key,
        cells: {
          id: b.key,
          title: b.title,
          author: b.author,
          category: b.category,
          sellingPrice: paiseToRupees(b.sellingPricePaise),
          mrp: paiseToRupees(b.mrpPaise),
          stockQuantity: b.stockQuantity,
          avgRating: Math.round(b.avgRating * 10) / 10,
          soldCount: b.soldCount,
          createdAt: b.createdAt.toISOString(),
        },
      }));
    case 'orders':
      return (await findOrderMatches(db, where, page)).map((o) => ({
        key: o.key,
        cells: {
          orderNumber: formatOrderNumber(o.key),
          createdAt: o.createdAt.toISOString(),
          status: o.status,
          paymentStatus: o.paymentStatus,
          paymentMethod: o.paymentMethod,
          customerName: o.userName,
          customerEmail: o.userEmail,
          city: o.city,
          total: paiseToRupees(o.totalAmountPaise),
        },
      }));
    case 'users':
      return (await findUserMatches(db, where, page)).map((u) => ({
        key: u.key,
        cells: {
          id: u.key,
          email: u.email,
          fullName: u.fullName,
          role: u.role,
          disabled: u.banned,
          ordersPlaced: u.ordersPlaced,
          createdAt: u.createdAt.toISOString(),
        },
      }));
  }
}

export async function previewQuery(
  db: Db,
  def: QueryDefinition & { page: number },
): Promise<QueryPreviewResult> {
  const pageSize = queryPreviewPageSize;
  const where = ruleSetCondition(def.entity, def.match, def.rules);
  const [rows, total] = await Promise.all([
    findMatchRows(db, def, { limit: pageSize, offset: (def.page - 1) * pageSize }),
    countMatches(db, def.entity, where),
  ]);
  return {
    columns: [...queryColumns[def.entity]],
    items: rows.map((r) => r.cells),
    total,
    page: def.page,
    pageSize,
  };
}

export function toSavedQuery(row: SavedQueryRow): SavedQuery {
  return {
    id: row.id,
    name: row.name,
    entity: row.entity as QueryEntity,
    match: row.match === 'any' ? 'any' : 'all',
    // Written only through the shared schema, so the stored rules are already checked.
    rules: row.rules as SavedQuery['rules'],
    collectionName: row.collectionName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a saved query. */
const audited = (row: SavedQueryRow) => ({
  name: row.name,
  entity: row.entity,
  match: row.match,
  rules: row.rules,
  collectionName: row.collectionName,
});

export async function listSavedQueries(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<SavedQueriesPage> {
  const [rows, total] = await Promise.all([
    findSavedQueriesPage(db, { limit: pageSize, offset: (page - 1) * pageSize }),
    countSavedQueries(db),
  ]);
  return { items: rows.map(toSavedQuery), total, page, pageSize };
}

export async function getSavedQuery(db: Tx, id: number) {
  const row = await findSavedQuery(db, id);
  if (!row) throw queryNotFound();
  return row;
}

export async function createSavedQuery(db: Db, actorUserId: number, values: SavedQueryValues) {
  const row = await db.transaction(async (tx) => {
    const created = await insertSavedQuery(tx, values, actorUserId);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'saved_query.create',
        entity: 'saved_query',
        entityId: created.id,
        before: null,
        after: audited(created),
      },
    ]);
    return created;
  });
  return toSavedQuery(row);
}

export async function editSavedQuery(
  db: Db,
  actorUserId: number,
  id: number,
  values: SavedQueryValues,
) {
  const row = await db.transaction(async (tx) => {
    const before = await findSavedQuery(tx, id, true);
    if (!before) throw queryNotFound();
    if (before.collectionName && values.entity !== 'books') {
      throw new HttpError(409, 'PUBLISHED_COLLECTION', adminQueryMessages.unpublishFirst, {
        entity: adminQueryMessages.unpublishFirst,
      });
    }
    const after = await updateSavedQuery(tx, id, values);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'saved_query.update',
        entity: 'saved_query',
        entityId: id,
        before: audited(before),
        after: audited(after),
      },
    ]);
    return after;
  });
  // A published query's rules are its collection: the storefront must see the new ones.
  if (row.collectionName) invalidateCatalogCache(db);
  return toSavedQuery(row);
}

export async function removeSavedQuery(db: Db, actorUserId: number, id: number) {
  const before = await db.transaction(async (tx) => {
    const found = await findSavedQuery(tx, id, true);
    if (!found) throw queryNotFound();
    await deleteSavedQuery(tx, id);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'saved_query.delete',
        entity: 'saved_query',
        entityId: id,
        before: audited(found),
        after: null,
      },
    ]);
    return found;
  });
  if (before.collectionName) invalidateCatalogCache(db);
}

const collectionTaken = (name: string) => {
  const message = adminQueryMessages.collectionTaken(name);
  return new HttpError(409, 'COLLECTION_TAKEN', message, { name: message });
};

/**
 * Publishes a books query as a smart collection (or renames it). The name may not be one staff
 * already use, hand-picked or smart, in any case: the storefront finds collections by name.
 */
export async function publishCollection(db: Db, actorUserId: number, id: number, name: string) {
  try {
    const row = await db.transaction(async (tx) => {
      const before = await findSavedQuery(tx, id, true);
      if (!before) throw queryNotFound();
      if (before.entity !== 'books') {
        throw badRequest(adminQueryMessages.booksOnly, { name: adminQueryMessages.booksOnly });
      }
      const other = await findPublishedQueryByName(tx, name);
      if ((other && other.id !== id) || (await manualCollectionExists(tx, name))) {
        throw collectionTaken(name);
      }
      if (before.collectionName === name) return before;
      const after = await setCollectionName(tx, id, name);
      await recordAudit(tx, [
        {
          actorUserId,
          action: 'saved_query.publish',
          entity: 'saved_query',
          entityId: id,
          before: audited(before),
          after: audited(after),
        },
      ]);
      return after;
    });
    return toSavedQuery(row);
  } catch (err) {
    if (isUniqueViolation(err, 'saved_queries_collection_name_unique')) throw collectionTaken(name);
    throw err;
  } finally {
    invalidateCatalogCache(db);
  }
}

export async function unpublishCollection(db: Db, actorUserId: number, id: number) {
  const row = await db.transaction(async (tx) => {
    const before = await findSavedQuery(tx, id, true);
    if (!before) throw queryNotFound();
    if (before.collectionName === null) return before;
    const after = await setCollectionName(tx, id, null);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'saved_query.unpublish',
        entity: 'saved_query',
        entityId: id,
        before: audited(before),
        after: audited(after),
      },
    ]);
    return after;
  });
  invalidateCatalogCache(db);
  return toSavedQuery(row);
}
