import type { Tx } from '../../../db/client.ts';
import { insertAuditEntries, type AuditEntry } from './audit.repository.ts';

/** Records what staff did, in the caller's transaction: a change and its record stand or fall together. */
export async function recordAudit(tx: Tx, entries: AuditEntry[]) {
  await insertAuditEntries(tx, entries);
}
