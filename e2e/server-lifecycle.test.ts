import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runServerExpectingExit, startShop } from './harness.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server lifecycle on the embedded database', () => {
  it('refuses a second server on the same DATA_DIR, and keeps data across restarts', async () => {
    let countsBefore: number[] = [];
    const first = await startShop({}, { embedded: true, dataDir, keepData: true });
    try {
      const sent = await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Asha Rao',
          email: 'asha@example.com',
          subject: 'Lifecycle',
          message: 'Checking that data survives a restart.',
        }),
      });
      expect(sent.status).toBe(201);
      const books = (await (await fetch(`${first.url}/api/collections`)).json()) as {
        collections: { count: number }[];
      };
      expect(books.collections.length).toBeGreaterThan(3);
      countsBefore = books.collections.map((c) => c.count);

      const second = await runServerExpectingExit({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        DATABASE_URL: '',
      });
      expect(second.code).not.toBe(0);
      const lines = second.output
        .trim()
        .split('\n')
        .filter((l) => !l.includes('npm warn'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/DATA_DIR .* in use by another Pustak server/);
    } finally {
      await first.stop();
    }

    const again = await startShop({}, { embedded: true, dataDir, keepData: true });
    try {
      const res = await fetch(`${again.url}/api/collections`);
      const body = (await res.json()) as { collections: { name: string; count: number }[] };
      expect(body.collections.map((c) => c.name)).toContain('Bestsellers');
      // the catalogue is the same one: seeding did not run again
      expect(body.collections.map((c) => c.count)).toEqual(countsBefore);
    } finally {
      await again.stop();
    }
  });

  it('stops start-up with one line naming a bad environment variable', async () => {
    const result = await runServerExpectingExit({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(result.code).not.toBe(0);
    const lines = result.output
      .trim()
      .split('\n')
      .filter((l) => !l.includes('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
  });
});
