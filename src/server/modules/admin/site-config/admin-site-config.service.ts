import { versionConflictCode } from '@shared/entity-tag.ts';
import type { AdminSiteConfig } from '@shared/schemas/admin-site-config.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { SiteConfigDocument } from '../../../db/schema/content.ts';
import { isExpectedVersion, type ExpectedVersion } from '../../../lib/if-match.ts';
import { badRequest, conflict, notFound } from '../../../plugins/errors.ts';
import { invalidateCatalogCache } from '../../../db/catalog-cache.ts';
import {
  invalidateSiteConfigCache,
  sanitizeSiteContent,
} from '../../site-config/site-config.public.ts';
import {
  countBooksByCategory,
  findSiteConfigVersion,
  findSiteConfigVersions,
  insertSiteConfigVersion,
  lockSiteConfig,
  renameCategoryInBooks,
  type SiteConfigVersionRow,
} from './admin-site-config.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';

const versionListLength = 50;
const emptyContent = { aboveHeader: '', belowHeader: '', popup: '' };

const createdByOf = (row: SiteConfigVersionRow) =>
  row.createdById === null ? null : { id: row.createdById, name: row.createdByName ?? '' };

const changedMeanwhile =
  'Someone else changed the site configuration since you opened this page. Reload to see their changes, then make yours again.';

/** Stored blocks, cleaned again: a version saved under older, looser rules may still be there. */
const contentOf = (data: SiteConfigDocument | null | undefined) =>
  sanitizeSiteContent({ ...emptyContent, ...data?.content });

export async function getAdminSiteConfig(db: Tx): Promise<AdminSiteConfig> {
  const versions = await findSiteConfigVersions(db, versionListLength);
  const latest = versions[0];
  const used = latest ? await countBooksByCategory(db, latest.data.categories) : [];
  return {
    version: latest?.version ?? 0,
    latest: latest
      ? {
          version: latest.version,
          createdAt: latest.createdAt.toISOString(),
          createdBy: createdByOf(latest),
          categories: latest.data.categories,
          bookCounts: Object.fromEntries(
            latest.data.categories.map((c) => [c, used.find((u) => u.name === c)?.count ?? 0]),
          ),
          content: contentOf(latest.data),
        }
      : null,
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      createdBy: createdByOf(v),
      categoryCount: v.data.categories.length,
    })),
  };
}

const plural = (n: number) => (n === 1 ? '1 book' : `${n} books`);

/** Refuses (409) a new category list that drops a category some book still carries. */
async function assertRemovedCategoriesUnused(tx: Tx, before: string[], after: string[]) {
  const kept = new Set(after);
  const used = await countBooksByCategory(
    tx,
    before.filter((c) => !kept.has(c)),
  );
  if (used.length === 0) return;
  const list = used.map((u) => `“${u.name}” is still used by ${plural(u.count)}`).join('; ');
  throw conflict(
    `${list}. Move those books to another category, or rename the category instead.`,
    'CATEGORY_IN_USE',
  );
}

/**
 * Writes the next version under the lock, with its audit row, and refreshes the listings. With
 * `expected`, only over that version: checked under the same lock as the write, so of two saves
 * made from one version, the second finds the first's and is refused (409). Answers the new
 * version as read under the lock: a save right after it must not lend it a later version.
 */
async function saveVersion<D extends object>(
  db: Db,
  actorUserId: number,
  action: string,
  build: (tx: Tx, latest: SiteConfigDocument | null) => Promise<SiteConfigDocument>,
  extra: (tx: Tx) => Promise<D>,
  expected?: ExpectedVersion,
): Promise<AdminSiteConfig & D> {
  try {
    return await db.transaction(async (tx) => {
      await lockSiteConfig(tx);
      const current = await findSiteConfigVersion(tx);
      if (expected && !isExpectedVersion(expected, current?.version ?? 0)) {
        throw conflict(changedMeanwhile, versionConflictCode);
      }
      const latest = current?.data ?? null;
      const next = await build(tx, latest);
      const details = await extra(tx);
      const version = await insertSiteConfigVersion(tx, next, actorUserId);
      await recordAudit(tx, [
        {
          actorUserId,
          action,
          entity: 'site_config',
          entityId: version,
          before: latest,
          after: { ...next, ...details },
        },
      ]);
      return { ...(await getAdminSiteConfig(tx)), ...details };
    });
  } finally {
    invalidateCatalogCache(db);
    invalidateSiteConfigCache();
  }
}

/** Saves the whole document, over the version the page was opened with (`expected`). */
export async function saveSiteConfig(
  db: Db,
  actorUserId: number,
  input: SiteConfigDocument,
  expected: ExpectedVersion,
): Promise<AdminSiteConfig> {
  return saveVersion(
    db,
    actorUserId,
    'site-config.update',
    async (tx, latest) => {
      await assertRemovedCategoriesUnused(tx, latest?.categories ?? [], input.categories);
      return { categories: input.categories, content: sanitizeSiteContent(input.content) };
    },
    async () => ({}),
    expected,
  );
}

/**
 * Renames a category in a new version and in every book that carries it. Like a rollback, it
 * needs no If-Match: it changes the current version, whatever that is, rather than replacing it
 * with a copy the page holds; a page opened before it is refused its next save.
 */
export async function renameCategory(
  db: Db,
  actorUserId: number,
  { from, to }: { from: string; to: string },
): Promise<AdminSiteConfig & { booksUpdated: number }> {
  const { renamed: _renamed, ...saved } = await saveVersion(
    db,
    actorUserId,
    'site-config.rename-category',
    async (_tx, latest) => {
      const categories = latest?.categories ?? [];
      if (!categories.includes(from)) {
        const message = `There is no category “${from}”.`;
        throw badRequest(message, { from: message });
      }
      const clash = categories.find((c) => c !== from && c.toLowerCase() === to.toLowerCase());
      if (clash) throw conflict(`There is already a category “${clash}”.`, 'CATEGORY_EXISTS');
      return {
        categories: categories.map((c) => (c === from ? to : c)),
        content: contentOf(latest),
      };
    },
    async (tx) => ({
      renamed: { from, to },
      booksUpdated: await renameCategoryInBooks(tx, from, to),
    }),
  );
  return saved;
}

/** Makes an earlier version current again, as a new version (history is never rewritten). */
export async function rollbackSiteConfig(
  db: Db,
  actorUserId: number,
  version: number,
): Promise<AdminSiteConfig> {
  const { restoredVersion: _restored, ...saved } = await saveVersion(
    db,
    actorUserId,
    'site-config.rollback',
    async (tx, latest) => {
      const target = await findSiteConfigVersion(tx, version);
      if (!target) throw notFound(`There is no version ${version}.`);
      await assertRemovedCategoriesUnused(tx, latest?.categories ?? [], target.data.categories);
      return { categories: target.data.categories, content: contentOf(target.data) };
    },
    async () => ({ restoredVersion: version }),
  );
  return saved;
}
