import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryDefinitionSchema } from '@shared/schemas/admin-queries.ts';
import type { Tx } from '../../db/client.ts';
import { ruleSetCondition } from '../../db/query-rules.ts';
import {
  bookContributors,
  books,
  categoryTax,
  contributors,
  promotions,
  publishers,
  savedQueries,
  series,
  works,
} from '../../db/schema.ts';
import type { PromotionRow } from './promotions.repository.ts';

/** The automatic offers (no code) running at `now`: not paused, in their dates, uses left. */
export function findRunningOffers(db: Tx, now: Date) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        isNull(promotions.code),
        eq(promotions.paused, false),
        sql`(${promotions.startsAt} IS NULL OR ${promotions.startsAt} <= ${now})`,
        sql`(${promotions.endsAt} IS NULL OR ${promotions.endsAt} > ${now})`,
        sql`(${promotions.usageLimit} IS NULL OR ${promotions.uses} < ${promotions.usageLimit})`,
      ),
    )
    .orderBy(promotions.id);
}

const keyOf = (value: string) => sql`pustak_name_key(${value})`;

/** Whether a text array holds `value`, in any case. */
const holds = (column: AnyPgColumn, value: string) =>
  sql`EXISTS (SELECT 1 FROM unnest(${column}) AS v WHERE lower(v) = lower(${value}))`;

/** The condition on `books` a promotion's target sets; null for a saved query that is gone. */
async function targetCondition(db: Tx, kind: string, value: string): Promise<SQL | null> {
  switch (kind) {
    case 'category':
      return holds(books.category, value);
    case 'collection':
      return holds(books.collection, value);
    case 'author':
      return or(
        sql`lower(${books.author}) = lower(${value})`,
        // From the person to their books (book_contributors is indexed by contributor).
        sql`${books.id} IN (SELECT ${bookContributors.bookId} FROM ${bookContributors} WHERE ${bookContributors.contributorId} IN (SELECT ${contributors.id} FROM ${contributors} WHERE ${contributors.nameKey} = ${keyOf(value)}))`,
      )!;
    case 'publisher':
      return sql`${books.publisherId} IN (SELECT ${publishers.id} FROM ${publishers} WHERE ${publishers.nameKey} = ${keyOf(value)})`;
    case 'series':
      return sql`${books.workId} IN (SELECT ${works.id} FROM ${works} JOIN ${series} ON ${series.id} = ${works.seriesId} WHERE ${series.nameKey} = ${keyOf(value)})`;
    case 'query': {
      const [row] = await db
        .select()
        .from(savedQueries)
        .where(eq(savedQueries.id, Number(value)));
      if (!row || row.entity !== 'books') return null;
      const parsed = queryDefinitionSchema.safeParse({
        entity: 'books',
        match: row.match,
        rules: row.rules,
      });
      if (!parsed.success) return null;
      return ruleSetCondition('books', parsed.data.match, parsed.data.rules) ?? sql`true`;
    }
    default:
      return null;
  }
}

/** Of `bookIds`, those the promotion's target takes in; null when it takes every book. */
export async function booksTargeted(
  db: Tx,
  promotion: PromotionRow,
  bookIds: number[],
): Promise<Set<number> | null> {
  if (promotion.targetKind === 'order' || promotion.targetKind === 'zone') return null;
  if (bookIds.length === 0 || !promotion.targetValue) return new Set();
  const condition = await targetCondition(db, promotion.targetKind, promotion.targetValue);
  if (!condition) return new Set();
  const rows = await db
    .select({ id: books.id })
    .from(books)
    .where(and(inArray(books.id, bookIds), condition));
  return new Set(rows.map((r) => r.id));
}

/** How many books the target takes in (0 for a saved query that is gone or not of books). */
export async function countTargeted(db: Tx, kind: string, value: string): Promise<number> {
  const condition = await targetCondition(db, kind, value);
  if (!condition) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(books)
    .where(and(isNull(books.archivedAt), condition));
  return Number(row?.n ?? 0);
}

/** The tax of the categories of `bookIds`: per book, its categories' rules (highest rate first). */
export async function taxRulesOf(db: Tx, bookIds: number[]) {
  if (bookIds.length === 0) return [];
  return db
    .select({ bookId: books.id, hsn: categoryTax.hsn, rateBp: categoryTax.rateBp })
    .from(books)
    .innerJoin(
      categoryTax,
      sql`lower(${categoryTax.category}) = ANY (SELECT lower(c) FROM unnest(${books.category}) AS c)`,
    )
    .where(inArray(books.id, bookIds))
    .orderBy(books.id, sql`${categoryTax.rateBp} DESC`, categoryTax.category);
}

export function listCategoryTax(db: Tx) {
  return db.select().from(categoryTax).orderBy(categoryTax.category);
}

/** Replaces the tax rules by category with `rules`, in the caller's transaction. */
export async function replaceCategoryTax(
  db: Tx,
  rules: { category: string; hsn: string; rateBp: number }[],
) {
  await db.delete(categoryTax);
  if (rules.length > 0) await db.insert(categoryTax).values(rules);
}
