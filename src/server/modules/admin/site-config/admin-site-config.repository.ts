import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { books } from '../../../db/schema/catalog.ts';
import { siteConfig, type SiteConfigDocument } from '../../../db/schema/content.ts';

/** Any fixed number: the key of the advisory lock that serialises site-configuration writes. */
const siteConfigLockKey = 7262739;

/**
 * Holds the site-configuration lock until the transaction ends: each save reads the latest
 * version and writes the next one, so two saves at once must not both build on the same one.
 */
export async function lockSiteConfig(db: Tx) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${siteConfigLockKey})`);
}

const versionColumns = {
  version: siteConfig.version,
  data: siteConfig.data,
  createdAt: siteConfig.createdAt,
  createdById: users.id,
  createdByName: users.fullName,
};

export async function findSiteConfigVersions(db: Tx, limit: number) {
  return db
    .select(versionColumns)
    .from(siteConfig)
    .leftJoin(users, eq(users.id, siteConfig.createdBy))
    .orderBy(desc(siteConfig.version))
    .limit(limit);
}
export type SiteConfigVersionRow = Awaited<ReturnType<typeof findSiteConfigVersions>>[number];

export async function findSiteConfigVersion(db: Tx, version?: number) {
  const query = db
    .select(versionColumns)
    .from(siteConfig)
    .leftJoin(users, eq(users.id, siteConfig.createdBy));
  const [row] = await (version === undefined
    ? query.orderBy(desc(siteConfig.version)).limit(1)
    : query.where(eq(siteConfig.version, version)));
  return row;
}

export async function insertSiteConfigVersion(
  db: Tx,
  data: SiteConfigDocument,
  createdBy: number,
): Promise<number> {
  const [row] = await db
    .insert(siteConfig)
    .values({
      version: sql`(SELECT coalesce(max(sc.version), 0) + 1 FROM ${siteConfig} sc)`,
      data,
      createdBy,
    })
    .returning({ version: siteConfig.version });
  return row!.version;
}

/** How many books (archived ones too) carry each of these categories. */
export async function countBooksByCategory(db: Tx, names: string[]) {
  if (names.length === 0) return [];
  return queryRows<{ name: string; count: number }>(
    db,
    sql`SELECT c AS name, count(*)::int AS count
        FROM ${books}, unnest(${books.category}) AS c
        WHERE c IN (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
        GROUP BY c ORDER BY c`,
  );
}

/** Renames a category inside every book's array (once, even if a book had both names). */
export async function renameCategoryInBooks(db: Tx, from: string, to: string): Promise<number> {
  const rows = await db
    .update(books)
    .set({
      category: sql`CASE WHEN ${books.category} @> ARRAY[${to}]::text[]
        THEN array_remove(${books.category}, ${from}::text)
        ELSE array_replace(${books.category}, ${from}::text, ${to}::text) END`,
    })
    .where(sql`${books.category} @> ARRAY[${from}]::text[]`)
    .returning({ id: books.id });
  return rows.length;
}
