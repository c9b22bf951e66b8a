// Helpers the HTTP benchmarks share: waiting for a server to answer and timing GETs.
import type { ChildProcess } from 'node:child_process';

/** Resolves once `url` answers 2xx; throws if `child` exits first or after two minutes. */
export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface Measured {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

/** `requests` GETs over `concurrency` connections (after 20 to warm up); ms and requests/s. */
export async function measure(
  urls: () => string,
  requests: number,
  concurrency: number,
): Promise<Measured> {
  for (let i = 0; i < 20; i++) await (await fetch(urls())).arrayBuffer(); // warm up
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        const res = await fetch(urls());
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${res.status} from ${res.url}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
  };
}
