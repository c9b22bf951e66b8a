import { describe, expect, it } from 'vitest';
import { runCrashOrders } from './crash-orders.ts';

// A short run of bench/crash-orders.ts (which does 20 crashes on both databases): the embedded
// database must keep every order it acknowledged through kill -9 and open again every time.
describe('crash safety of the embedded database', () => {
  it('keeps every acknowledged order through three kill -9 restarts, with stock adding up', async () => {
    const report = await runCrashOrders({ crashes: 3, shoppers: 2, minUpMs: 1500, maxUpMs: 2500 });
    expect(report.crashes).toBe(3);
    expect(report.startSeconds).toHaveLength(4);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.missing).toEqual([]);
    expect(report.duplicateKeys).toBe(0);
    expect(report.stockMismatches).toBe(0);
  }, 300_000); // 66 s measured at load average 11 on two shared cores; most of it is restarts
});
