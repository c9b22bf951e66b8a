import type { Tx } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/content.ts';

export interface AuditEntry {
  actorUserId: number;
  /** What was done, as `entity.verb` (e.g. `book.update`, `order.status`). */
  action: string;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

/** Writes audit rows in the caller's transaction, so a change and its record stand or fall together. */
export async function insertAuditEntries(db: Tx, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actorUserId: e.actorUserId,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId === null ? null : String(e.entityId),
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
