// Cost of the password hash (ADR 014): better-auth's default scrypt, OWASP's scrypt rows and the
// one in use (password-hash.ts), then sign-in latency through the real app on in-memory PGlite.
//   npx tsx bench/password-hash.ts [--runs 20] [--concurrency 4]
// Prints the median hash time and the peak RSS growth of one hash and of `concurrency` at once
// (libuv's thread pool runs 4 by default), each measured in a fresh child process.
import { spawn } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { hashPassword as betterAuthHashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { accounts, users } from '../src/server/db/schema/auth.ts';
import { freshIp, registerAndConfirm } from '../src/server/modules/auth/auth.test-helpers.ts';
import {
  betterAuthScrypt,
  currentScrypt,
  hashPassword,
  type ScryptParams,
} from '../src/server/modules/auth/auth.public.ts';
import { createTestApp } from '../src/server/test-app.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 20);
const concurrency = arg('concurrency', 4);
const password = 'correct-horse-1';

/** better-auth's default, then OWASP's equal-strength scrypt rows; `current` is ours. */
const configs: { label: string; params: ScryptParams; keyBytes: number }[] = [
  { label: 'better-auth default', params: betterAuthScrypt, keyBytes: 64 },
  ...[17, 16, 15, 14, 13].map((log2N, i) => ({
    label: 'OWASP row',
    params: { N: 2 ** log2N, r: 8, p: [1, 2, 3, 5, 10][i]! },
    keyBytes: 32,
  })),
];
const isCurrent = ({ N, r, p }: ScryptParams) =>
  N === currentScrypt.N && r === currentScrypt.r && p === currentScrypt.p;

function hashWith({ N, r, p }: ScryptParams, keyBytes: number): Promise<Buffer> {
  const maxmem = 128 * r * (N + p) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password, randomBytes(16), keyBytes, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** better-auth's and our own hash functions for their rows, bare scrypt for the others. */
function hasher(index: number): () => Promise<unknown> {
  const { params, keyBytes } = configs[index]!;
  if (index === 0) return () => betterAuthHashPassword(password);
  if (isCurrent(params)) return () => hashPassword(password);
  return () => hashWith(params, keyBytes);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const describe = ({ N, r, p }: ScryptParams) => `N=2^${Math.log2(N)} r=${r} p=${p}`;

async function timeEach(times: number, run: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return median(ms);
}

/** Child mode: `count` hashes at once; prints the peak RSS growth in bytes. */
async function child(index: number, count: number) {
  const before = process.memoryUsage().rss;
  await Promise.all(Array.from({ length: count }, hasher(index)));
  console.log(process.resourceUsage().maxRSS * 1024 - before);
}

function peakRssGrowth(index: number, count: number): Promise<number> {
  const self = fileURLToPath(import.meta.url);
  const args = [...process.execArgv, self, '--child', String(index), '--count', String(count)];
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`child exited ${code}`)),
    );
  });
}

async function signInLatency() {
  const t = await createTestApp();
  try {
    const email = 'bench@example.com';
    await registerAndConfirm(t, email, password);
    const signIn = async (as: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: freshIp(),
        payload: { email: as, password },
      });
      if (res.statusCode !== (as === email ? 200 : 401)) throw new Error(`${res.statusCode}`);
    };
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const credential = and(eq(accounts.userId, user!.id), eq(accounts.providerId, 'credential'));
    const legacyMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const legacy = await betterAuthHashPassword(password);
      await t.database.db.update(accounts).set({ password: legacy }).where(credential);
      const started = performance.now();
      await signIn(email);
      legacyMs.push(performance.now() - started);
    }
    const legacyFirst = median(legacyMs);
    const current = await timeEach(runs, () => signIn(email));
    // A new address each time: ten failures for one address would lock it (auth.service.ts).
    let stranger = 0;
    const unknown = await timeEach(runs, () => signIn(`nobody${stranger++}@example.com`));
    console.log(`sign-in, current hash:                        ${current.toFixed(0)} ms`);
    console.log(`sign-in, better-auth hash (verify + re-hash): ${legacyFirst.toFixed(0)} ms`);
    console.log(`sign-in, unknown email (one dummy hash):      ${unknown.toFixed(0)} ms`);
  } finally {
    await t.close();
  }
}

const childAt = process.argv.indexOf('--child');
if (childAt > 0) {
  await child(Number(process.argv[childAt + 1]), arg('count', 1));
} else {
  console.log(`median of ${runs} hashes; peak RSS growth in a fresh process`);
  for (const [index, { label, params }] of configs.entries()) {
    await hasher(index)();
    const ms = await timeEach(runs, hasher(index));
    const one = await peakRssGrowth(index, 1);
    const many = await peakRssGrowth(index, concurrency);
    console.log(
      `${(isCurrent(params) ? 'current' : label).padEnd(20)} ${describe(params).padEnd(17)} ` +
        `${ms.toFixed(0).padStart(4)} ms/hash   ` +
        `RSS +${mib(one)} for 1, +${mib(many)} for ${concurrency} at once`,
    );
  }
  await signInLatency();
}
