// Helpers the HTTP benchmarks share: waiting for a server to answer and timing GETs.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../e2e/harness.ts';

/** Resolves once `url` answers 2xx; throws if `child` exits first or after three minutes. */
export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 900; i++) {
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

/** A numeric `--name value` argument of the command line, or `fallback`. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/**
 * Starts a bare Fastify hello-world and the built shop (`npm start`'s entry) on `dataDir`, each
 * on a free port, adds both to `children` (to stop them), and waits until both answer. `shopEnv`
 * adds to the shop's environment, given the shop's address.
 */
export async function startHelloAndShop(
  root: string,
  dataDir: string,
  children: ChildProcess[],
  shopEnv: (base: string) => Record<string, string> = () => ({}),
): Promise<{ helloUrl: string; base: string; hello: ChildProcess; shop: ChildProcess }> {
  const helloPort = await freePort();
  const hello = spawn(process.execPath, [path.join(root, 'bench/hello-world.mjs')], {
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'inherit',
  });
  children.push(hello);
  const shopPort = await freePort();
  const base = `http://127.0.0.1:${shopPort}`;
  const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(shopPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...shopEnv(base),
    },
    stdio: 'inherit',
  });
  children.push(shop);
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await waitFor(helloUrl, hello);
  await waitFor(`${base}/healthz`, shop);
  return { helloUrl, base, hello, shop };
}
