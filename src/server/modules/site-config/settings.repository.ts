import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Any fixed number (not the site configuration's): the key of the settings' write lock. */
const settingsLockKey = 7262740;

/**
 * Holds the settings' lock until the transaction ends. A save checks that the settings are still
 * the ones its page showed, then writes them all: two saves at once must not both pass the check.
 * (A row lock cannot do it: a setting still at its default has no row to lock.)
 */
export async function lockSettings(db: Tx) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${settingsLockKey})`);
}
