import type {
  MergeResult,
  NamedKind,
  NamedPage,
  NamedRow,
} from '@shared/schemas/admin-book-trade.ts';
import { invalidateCatalogCache } from '../../../db/catalog-cache.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  findNamed,
  findNamedByKey,
  findNamedPage,
  mergeContributors as mergeRows,
  renameNamed,
  type NamedDbRow,
} from './admin-book-trade.repository.ts';

const what: Record<NamedKind, { one: string; missing: string }> = {
  contributors: { one: 'person', missing: 'No such person.' },
  series: { one: 'series', missing: 'No such series.' },
  publishers: { one: 'publisher', missing: 'No such publisher.' },
};

const toRow = (r: NamedDbRow): NamedRow => ({
  id: Number(r.id),
  name: r.name,
  slug: r.slug,
  sortName: r.sort_name,
  books: Number(r.books),
});

export async function listNamed(
  db: Db,
  kind: NamedKind,
  query: { q?: string; page: number; pageSize: number },
): Promise<NamedPage> {
  const { rows, total } = await findNamedPage(db, kind, query.q || undefined, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

/** A new name for a person, series or publisher; two of one name are merged, not renamed. */
export async function renameNamedThing(
  db: Db,
  actorUserId: number,
  kind: NamedKind,
  id: number,
  input: { name: string; sortName?: string },
): Promise<NamedRow> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findNamed(tx, kind, id, true);
      if (!before) throw notFound(what[kind].missing);
      const other = await findNamedByKey(tx, kind, input.name, id);
      if (other) {
        throw conflict(
          kind === 'contributors'
            ? `${other.name} is already a person in the catalogue: merge the two instead of renaming.`
            : `There is already a ${what[kind].one} named ${other.name}.`,
          'NAME_TAKEN',
        );
      }
      await renameNamed(tx, kind, id, input.name, input.sortName);
      const after = (await findNamed(tx, kind, id))!;
      await recordAudit(tx, [
        {
          actorUserId,
          action: `${what[kind].one}.rename`,
          entity: what[kind].one,
          entityId: id,
          before: { name: before.name, sortName: before.sort_name },
          after: { name: after.name, sortName: after.sort_name },
        },
      ]);
      return toRow(after);
    });
  } finally {
    invalidateCatalogCache(db);
  }
}

/** Two records of one person become one: every credit moves, the books' author strings follow. */
export async function mergePeople(
  db: Db,
  actorUserId: number,
  from: number,
  into: number,
): Promise<MergeResult> {
  if (from === into) throw badRequest('A person cannot be merged into themselves');
  try {
    return await db.transaction(async (tx) => {
      // Locked in id order, so two merges of the same pair cannot wait on each other.
      const [a, b] = [Math.min(from, into), Math.max(from, into)];
      const first = await findNamed(tx, 'contributors', a, true);
      const second = await findNamed(tx, 'contributors', b, true);
      const source = from === a ? first : second;
      const target = into === a ? first : second;
      if (!source || !target) throw notFound(what.contributors.missing);
      const result = await mergeRows(tx, from, into);
      const after = (await findNamed(tx, 'contributors', into))!;
      await recordAudit(tx, [
        {
          actorUserId,
          action: 'person.merge',
          entity: 'person',
          entityId: into,
          before: { from: toRow(source), into: toRow(target) },
          after: { into: toRow(after), ...result },
        },
      ]);
      return { into: toRow(after), ...result };
    });
  } finally {
    invalidateCatalogCache(db);
  }
}
