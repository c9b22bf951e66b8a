import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryDefinitionSchema, type QueryDefinition } from '@shared/schemas/admin-queries.ts';
import type { Db } from '../../db/client.ts';
import { ruleSetCondition } from '../../db/query-rules.ts';
import { books } from '../../db/schema/catalog.ts';
import { savedQueries } from '../../db/schema/content.ts';
import { bookCardColumns, type BookCardRow } from './book-card.ts';

/** A books query that staff published as a collection: its name and rule set. */
export interface SmartCollection {
  name: string;
  match: QueryDefinition['match'];
  rules: QueryDefinition['rules'];
}

/**
 * The stored rules, checked again against today's whitelist: a rule set that no longer passes
 * (a field since removed) hides its collection rather than failing the page.
 */
function decode(row: { name: string; match: string; rules: unknown }): SmartCollection | null {
  const parsed = queryDefinitionSchema.safeParse({
    entity: 'books',
    match: row.match,
    rules: row.rules,
  });
  if (!parsed.success) return null;
  return { name: row.name, match: parsed.data.match, rules: parsed.data.rules };
}

const where = (c: SmartCollection) => ruleSetCondition('books', c.match, c.rules);

const smartColumns = {
  name: sql<string>`${savedQueries.collectionName}`,
  match: savedQueries.match,
  rules: savedQueries.rules,
};

const published = and(isNotNull(savedQueries.collectionName), eq(savedQueries.entity, 'books'));

/** Every smart collection, in the order they were first saved. */
export async function findSmartCollections(db: Db): Promise<SmartCollection[]> {
  const rows = await db
    .select(smartColumns)
    .from(savedQueries)
    .where(published)
    .orderBy(asc(savedQueries.id));
  return rows.map(decode).filter((c) => c !== null);
}

/** The smart collection of this name, in any case. */
export async function findSmartCollectionByName(
  db: Db,
  name: string,
): Promise<SmartCollection | null> {
  const [row] = await db
    .select(smartColumns)
    .from(savedQueries)
    .where(and(published, sql`lower(${savedQueries.collectionName}) = lower(${name})`))
    .limit(1);
  return row ? decode(row) : null;
}

export async function countBooksInSmartCollection(db: Db, c: SmartCollection): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(books)
    .where(and(isNull(books.archivedAt), where(c)));
  return row?.n ?? 0;
}

/** The first books of a smart collection for its rail: best sellers first. */
export async function findBooksInSmartCollection(
  db: Db,
  c: SmartCollection,
  limit: number,
): Promise<BookCardRow[]> {
  return db
    .select(bookCardColumns)
    .from(books)
    .where(and(isNull(books.archivedAt), where(c)))
    .orderBy(desc(books.soldCount), asc(books.id))
    .limit(limit);
}
