import fs, { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, queryRows } from './client.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-durable-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database in a data directory', () => {
  it('syncs to disk when a transaction commits (fsync on, and it reaches the host)', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const [setting] = await queryRows<{ fsync: string }>(database.db, sql`SHOW fsync`);
      expect(setting?.fsync).toBe('on');
      const fsync = vi.spyOn(fs, 'fsyncSync');
      await database.db.execute(
        sql`INSERT INTO contact_messages (name, email, subject, message)
            VALUES ('Asha', 'asha@example.com', 'Durability', 'Synced at commit')`,
      );
      expect(fsync).toHaveBeenCalled();
      fsync.mockClear();
      await database.db.execute(sql`SELECT count(*) FROM contact_messages`);
      expect(fsync).not.toHaveBeenCalled(); // reads do not pay for it
      fsync.mockRestore();
    } finally {
      await database.close();
    }
  }, 60_000);
});
