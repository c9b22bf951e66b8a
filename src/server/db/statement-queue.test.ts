import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './test-database.ts';
import { queuedClient, runAsRequest, StatementQueue, turnBudgetMs } from './statement-queue.ts';

/** Busy for `ms`, as PGlite is while it executes a statement. */
const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/**
 * A queue held busy until `release` is called, so that what is asked for meanwhile waits; each
 * `statement` records its name in `order` when it runs.
 */
function heldQueue() {
  const queue = new StatementQueue();
  const order: string[] = [];
  let release!: () => void;
  const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
  return {
    order,
    statement: (name: string) => queue.run(async () => void order.push(name)),
    /** Lets the queue go; resolves when the holding job has ended. */
    release: () => {
      release();
      return held;
    },
  };
}

describe('the statement queue', () => {
  it('runs one job at a time', async () => {
    const queue = new StatementQueue();
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        queue.run(async () => {
          most = Math.max(most, ++running);
          await sleep(1);
          running--;
        }),
      ),
    );
    expect(most).toBe(1);
  });

  it('lets the event loop take turns while synchronous statements queue up', async () => {
    const queue = new StatementQueue();
    let done = 0;
    const jobs = Array.from({ length: 40 }, () =>
      queue.run(async () => {
        spin(1);
        done++;
      }),
    );
    let doneAtFirstTurn = -1;
    setImmediate(() => (doneAtFirstTurn = done));
    await Promise.all(jobs);
    expect(done).toBe(40);
    // Run as one chain of promise callbacks, all 40 would finish before the loop turned.
    expect(doneAtFirstTurn).toBeGreaterThanOrEqual(0);
    expect(doneAtFirstTurn).toBeLessThanOrEqual(turnBudgetMs + 2);
  });

  it('serves a request that began earlier before one that came later', async () => {
    const { order, statement, release } = heldQueue();

    let letAIn!: () => void;
    const aMayStart = new Promise<void>((resolve) => (letAIn = resolve));
    const a = runAsRequest(async () => {
      await aMayStart;
      await statement('a1');
      await statement('a2');
    });
    await sleep(20);
    const b = runAsRequest(async () => {
      await statement('b1');
      await statement('b2');
    });
    await sleep(1);
    letAIn(); // A asks for its first statement after B did, but A arrived first
    await sleep(1);
    await Promise.all([release(), a, b]);
    expect(order).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('makes a request with many statements give way to newcomers as it goes', async () => {
    const { order, statement, release } = heldQueue();
    const long = runAsRequest(async () => {
      for (let i = 0; i < 20; i++) await statement(`long${i}`);
    });
    await sleep(25);
    const short = runAsRequest(() => statement('short'));
    await Promise.all([release(), long, short]);
    const at = order.indexOf('short');
    expect(at).toBeGreaterThan(2); // the long request had a head start…
    expect(at).toBeLessThan(19); // …but not the whole queue
  });

  it('goes on after a job fails', async () => {
    const queue = new StatementQueue();
    const failed = queue.run(() => Promise.reject(new Error('syntax error')));
    const next = queue.run(async () => 'ran');
    await expect(failed).rejects.toThrow('syntax error');
    await expect(next).resolves.toBe('ran');
  });
});

describe('the queued PGlite client', () => {
  it('answers queries and transactions in turn, and passes everything else through', async () => {
    const pglite = await PGlite.create();
    const queue = new StatementQueue();
    const client = queuedClient(pglite, queue);
    try {
      await client.exec('CREATE TABLE t (n int)');
      const order: string[] = [];
      const tx = client.transaction(async (t) => {
        await t.query('INSERT INTO t VALUES (1)');
        await sleep(20); // a transaction holds the queue until it ends
        await t.query('INSERT INTO t VALUES (2)');
        order.push('transaction');
      });
      const read = client
        .query<{ count: number }>('SELECT count(*)::int AS count FROM t')
        .then((r) => {
          order.push('read');
          return r.rows[0]!.count;
        });
      await tx;
      expect(await read).toBe(2);
      expect(order).toEqual(['transaction', 'read']);
      expect(client.ready).toBe(true);
      expect(client).toBeInstanceOf(PGlite);
    } finally {
      await client.close();
    }
    expect(pglite.closed).toBe(true);
  });
  it("lets the event loop take turns between a transaction's statements", async () => {
    const spinning = {
      query: async () => spin(3),
      exec: async () => spin(3),
    };
    const fake = {
      transaction: (callback: (tx: typeof spinning) => Promise<unknown>) => callback(spinning),
    } as unknown as PGlite;
    const client = queuedClient(fake, new StatementQueue());
    let done = 0;
    let doneAtFirstTurn = -1;
    const tx = client.transaction(async (t) => {
      setImmediate(() => (doneAtFirstTurn = done));
      for (let i = 0; i < 10; i++) {
        await (i % 2 ? t.exec('x') : t.query('x'));
        done++;
      }
    });
    await tx;
    expect(done).toBe(10);
    // Without the turns, all ten statements (30 ms) would run before the loop turned.
    expect(doneAtFirstTurn).toBeGreaterThanOrEqual(1);
    expect(doneAtFirstTurn).toBeLessThanOrEqual(3);
  });
});

describe('settling before the database closes', () => {
  it('waits for a handler still running statements, with pauses between them', async () => {
    const database = await openTestDatabase();
    try {
      let finished = false;
      const handler = (async () => {
        for (let i = 0; i < 15; i++) {
          await database.db.execute(sql`select 1`);
          await sleep(5);
        }
        finished = true;
      })();
      await sleep(15);
      await database.settle();
      expect(finished).toBe(true);
      await handler;
    } finally {
      await database.close();
    }
  });
});
