// The ranking (ranking.ts) as SQL over the books table: a book's tier as a CASE, and the order
// by tier and tie-breaks. Keys are compared with patterns made here, never with text built per
// book: a key holds letters, digits and single spaces only (pustak_key), so it needs no escaping
// in a pattern. (Concatenating a space to each title, as this did before, was a third of the
// tier's cost over thousands of matching books.)
import { sql, type SQL } from 'drizzle-orm';
import { books } from '../../db/schema/catalog.ts';
import type { SearchTerms } from './conditions.ts';
import { namedAuthorsTier, ranking, type Ranking, type Rule } from './ranking.ts';

const column = { title: books.titleKey, author: books.authorKey } as const;

/** A rule as a condition on the books table, or null when it can hold for no book. */
function ruleCondition({ field, match }: Rule, key: string): SQL | null {
  const c = column[field];
  switch (match) {
    case 'is':
      return sql`${c} = ${key}`;
    case 'startsWith':
      return sql`${c} LIKE ${`${key} %`}`;
    case 'endsWith':
      return sql`(${c} = ${key} OR ${c} LIKE ${`% ${key}`})`;
    case 'holds':
      return sql`(${c} LIKE ${`% ${key} %`} OR ${c} LIKE ${`% ${key}`})`;
    case 'wordsBegin': {
      const words = key.split(' ').filter(Boolean);
      if (words.length === 0) return null;
      return sql`(${sql.join(
        words.map((w) => sql`(${c} LIKE ${`${w}%`} OR ${c} LIKE ${`% ${w}%`})`),
        sql` AND `,
      )})`;
    }
  }
}

/** A book's relevance tier for a search (its number in the ranking), as SQL. */
export function relevanceTier({ key, isbn13 }: SearchTerms, of: Ranking = ranking): SQL {
  const whens = of.tiers.flatMap((tier, n) => {
    const holds = tier.isbn
      ? isbn13
        ? [sql`${books.isbn13} = ${isbn13}`]
        : []
      : tier.anyOf.flatMap((rule) => ruleCondition(rule, key) ?? []);
    return holds.length === 0
      ? []
      : [sql`WHEN ${sql.join(holds, sql` OR `)} THEN ${sql.raw(String(n))}`];
  });
  return sql`(CASE ${sql.join(whens, sql` `)} ELSE ${sql.raw(String(of.tiers.length))} END)`;
}

/** The columns (or expressions) the relevance order sorts by: see relevanceOrder. */
export interface RelevanceKeys {
  tier: SQL;
  authorOrder: SQL;
  sold: SQL;
  rating: SQL;
  id: SQL;
}

/**
 * Where an author's book falls among the authors a search names (`search.authors`, in the order
 * rankNamedAuthors found them), for books of the ranking's named-authors tier; null otherwise.
 * Within it a surname shared by two authors so lists the better-selling author's books
 * together. `authorKey`: where the book's author key is read (the books table's column unless a
 * statement carries it along).
 */
export function authorOrder(
  search: SearchTerms,
  tier: SQL,
  authorKey: SQL = sql`${books.authorKey}`,
  of: Ranking = ranking,
): SQL {
  const authors = search.authors ?? [];
  const within = namedAuthorsTier(of);
  // Every book of the tier is by one of the authors named, so one author orders nothing.
  if (authors.length <= 1 || within === null) return sql`null::int`;
  return sql`(CASE WHEN ${tier} = ${sql.raw(String(within))} THEN CASE ${authorKey} ${sql.join(
    authors.map((a, i) => sql`WHEN ${a} THEN ${i}::int`),
    sql` `,
  )} END END)`;
}

/** A search's relevance order: the tier, then the ranking's tie-breaks. */
export function relevanceOrder(keys: RelevanceKeys, of: Ranking = ranking): SQL[] {
  return [
    sql`${keys.tier} ASC`,
    ...of.tieBreaks.map((t) => {
      if (t.by === 'namedAuthors') return sql`${keys.authorOrder} ASC NULLS LAST`;
      const key = t.by === 'sold' ? keys.sold : t.by === 'ratings' ? keys.rating : keys.id;
      return t.direction === 'asc' ? sql`${key} ASC` : sql`${key} DESC`;
    }),
  ];
}

/** The relevance order of a search over the books table's own columns. */
export function relevanceOrderOfBooks(search: SearchTerms, of: Ranking = ranking): SQL[] {
  const tier = relevanceTier(search, of);
  return relevanceOrder(
    {
      tier,
      authorOrder: authorOrder(search, tier, sql`${books.authorKey}`, of),
      sold: sql`${books.soldCount}`,
      rating: sql`${books.ratingCount}`,
      id: sql`${books.id}`,
    },
    of,
  );
}
