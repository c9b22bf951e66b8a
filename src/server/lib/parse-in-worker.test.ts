import { describe, expect, it } from 'vitest';
import {
  parseInWorker,
  ParseLimitError,
  ParseTaskError,
  type ParseBudget,
} from './parse-in-worker.ts';

const task = new URL('./parse-in-worker.test-task.mjs', import.meta.url);
const utf8 = (text: string) => Buffer.from(text);
const budget: ParseBudget = { bytes: 1024, items: 100, timeMs: 10_000, heapMb: 64 };

/** Every batch, then the summary. */
async function drain<Item, Result>(parse: AsyncGenerator<Item[], Result>) {
  const batches: Item[][] = [];
  for (;;) {
    const next = await parse.next();
    if (next.done) return { batches, result: next.value };
    batches.push(next.value);
  }
}

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>) {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    worst = Math.max(worst, performance.now() - last);
    last = performance.now();
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(worst, performance.now() - last);
}

describe('a parse in a worker thread', () => {
  it('waits for a slow reader instead of running ahead of it', async () => {
    const window = 4;
    const parse = parseInWorker<{ sent: number; at: number }, { batches: number }>(
      task,
      { bytes: utf8('x'), mode: 'flow', batches: 30 },
      budget,
      window,
    );
    const sentAt: number[] = [];
    const readAt: number[] = [];
    for (;;) {
      const next = await parse.next();
      if (next.done) break;
      sentAt.push(next.value[0]!.at);
      readAt.push(Date.now());
      // A slow reader: a task that did not wait would have sent every batch by now.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    expect(sentAt).toHaveLength(30);
    // A batch goes out only once the reader has taken the one `window` batches before it.
    for (let i = 0; i + window < sentAt.length; i++) {
      expect(sentAt[i + window]).toBeGreaterThanOrEqual(readAt[i]!);
    }
  });

  it('hands back the batches in order, then the summary', async () => {
    const { batches, result } = await drain(
      parseInWorker(task, { mode: 'lines', bytes: utf8('a\nb\nc\nd\ne') }, budget),
    );
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(result).toEqual({ lines: 5 });
  });

  it('loads a task written in TypeScript, path aliases and all', async () => {
    const ts = new URL('./parse-in-worker.test-task.ts', import.meta.url);
    const { batches, result } = await drain(
      parseInWorker(ts, { bytes: utf8('Fiction|Poetry') }, budget),
    );
    expect(batches).toEqual([[['Fiction', 'Poetry']]]);
    expect(result).toEqual({ separator: '|' });
  });

  it('stops a task that runs past its time, and the event loop stays free meanwhile', async () => {
    let error: unknown;
    const started = performance.now();
    const stall = await longestStall(async () => {
      error = await drain(
        parseInWorker(task, { mode: 'spin', bytes: utf8('') }, { ...budget, timeMs: 1000 }),
      ).catch((err: unknown) => err);
    });
    expect(error).toBeInstanceOf(ParseLimitError);
    expect((error as ParseLimitError).limit).toBe('timeMs');
    expect(performance.now() - started).toBeLessThan(3000);
    expect(stall).toBeLessThan(250);
  });

  it('stops a task that hands back more items than its budget, after those it may', async () => {
    const text = Array.from({ length: 10 }, (_, i) => `line ${i}`).join('\n');
    const parse = parseInWorker<string, unknown>(
      task,
      { mode: 'lines', bytes: utf8(text) },
      { ...budget, items: 5 },
    );
    const taken: string[] = [];
    const error = await (async () => {
      for await (const batch of parse) taken.push(...batch);
    })().catch((err: unknown) => err);
    expect(taken).toEqual(['line 0', 'line 1', 'line 2', 'line 3', 'line 4']);
    expect(error).toMatchObject({ limit: 'items' });
  });

  it('stops a task that uses more memory than its budget', async () => {
    const error = await drain(
      parseInWorker(task, { mode: 'hoard', bytes: utf8('') }, { ...budget, heapMb: 32 }),
    ).catch((err: unknown) => err);
    expect(error).toMatchObject({ name: 'ParseLimitError', limit: 'heapMb' });
  });

  it('moves a large input to the worker and copies a small one that shares its memory', async () => {
    const large = Buffer.from('x\n'.repeat(10_000));
    const small = Buffer.from('a\nb');
    const { result } = await drain(
      parseInWorker(task, { mode: 'lines', bytes: large }, { ...budget, bytes: 1e6, items: 1e6 }),
    );
    expect(result).toEqual({ lines: 10_001 });
    expect(large.byteLength).toBe(0);
    await drain(parseInWorker(task, { mode: 'lines', bytes: small }, budget));
    expect(small.toString()).toBe('a\nb');
  });

  it('refuses an input larger than its budget without starting a worker', async () => {
    const error = await drain(
      parseInWorker(task, { mode: 'lines', bytes: utf8('é'.repeat(600)) }, budget),
    ).catch((err: unknown) => err);
    expect(error).toMatchObject({ name: 'ParseLimitError', limit: 'bytes' });
  });

  it("passes on the task's own error with its code", async () => {
    const error = await drain(parseInWorker(task, { mode: 'fail', bytes: utf8('') }, budget)).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ParseTaskError);
    expect(error).toMatchObject({ message: 'Quote Not Closed', code: 'CSV_QUOTE_NOT_CLOSED' });
  });
});
