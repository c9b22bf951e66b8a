import { scryptSync } from 'node:crypto';
import { hashPassword as betterAuthHashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../db/schema/auth.ts';
import { freshIp, registerAndConfirm } from '../modules/auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * OWASP Password Storage Cheat Sheet, scrypt: "a minimum CPU/memory cost parameter of (2^17), a
 * minimum block size of 8 (1024 bytes), and a parallelization parameter of 1", or one of its
 * equal-strength rows. Raising any of N, r or p only adds work, so a hash meets the minimum when
 * some row is at or below it in all three.
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt
 */
const owaspScryptMinimums = [
  { N: 2 ** 17, r: 8, p: 1 },
  { N: 2 ** 16, r: 8, p: 2 },
  { N: 2 ** 15, r: 8, p: 3 },
  { N: 2 ** 14, r: 8, p: 5 },
  { N: 2 ** 13, r: 8, p: 10 },
];

/** Read from the stored text here, not through the module under test. */
const storedFormat = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([0-9a-f]{32})\$([0-9a-f]{64})$/;

let t: TestApp;
const password = 'correct-horse-1';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function storedHash(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), eq(accounts.providerId, 'credential')));
  return row!.password!;
}

async function setStoredHash(email: string, hash: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  await t.database.db
    .update(accounts)
    .set({ password: hash })
    .where(and(eq(accounts.userId, user!.id), eq(accounts.providerId, 'credential')));
}

const signIn = (email: string, pw: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: freshIp(),
    payload: { email, password: pw },
  });

function expectCurrentOwaspHash(stored: string, pw: string) {
  expect(stored).not.toContain(pw);
  const match = storedFormat.exec(stored);
  expect(match, 'scrypt$N=…,r=…,p=…$salt$key').not.toBeNull();
  const [, N, r, p, salt, key] = match!;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  const meets = owaspScryptMinimums.some(
    (m) => params.N >= m.N && params.r >= m.r && params.p >= m.p,
  );
  expect(meets, `N=${N} r=${r} p=${p} is below every OWASP scrypt row`).toBe(true);
  // The recorded parameters are the ones the key was really derived with.
  const recomputed = scryptSync(pw.normalize('NFKC'), Buffer.from(salt!, 'hex'), 32, {
    ...params,
    maxmem: 128 * params.r * (params.N + params.p) + 1024 * 1024,
  });
  expect(recomputed.toString('hex')).toBe(key);
}

describe('password storage', () => {
  it('stores a salted scrypt hash recording parameters at or above OWASP, never the password', async () => {
    await registerAndConfirm(t, 'hashed@example.com', password);
    expectCurrentOwaspHash(await storedHash('hashed@example.com'), password);
  });

  it('salts each hash: the same password for two users gives different hashes', async () => {
    await registerAndConfirm(t, 'hashed2@example.com', password);
    const first = await storedHash('hashed@example.com');
    const second = await storedHash('hashed2@example.com');
    expect(first.split('$')[2]).not.toBe(second.split('$')[2]);
    expect(first).not.toBe(second);
  });

  it('signs in with the current hash and refuses a wrong password', async () => {
    expect((await signIn('hashed@example.com', password)).statusCode).toBe(200);
    const wrong = await signIn('hashed@example.com', 'correct-horse-2');
    expect(wrong.statusCode).toBe(401);
  });

  it('hashes a changed password at the current parameters', async () => {
    const email = 'changer@example.com';
    const cookie = await registerAndConfirm(t, email, password);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      remoteAddress: freshIp(),
      headers: { cookie },
      payload: { currentPassword: password, newPassword: 'another-pass-9' },
    });
    expect(changed.statusCode).toBe(200);
    expectCurrentOwaspHash(await storedHash(email), 'another-pass-9');
  });
});

describe('accounts hashed by better-auth before ADR 014', () => {
  const email = 'legacy@example.com';
  let legacy: string;

  beforeAll(async () => {
    await registerAndConfirm(t, email, password);
    legacy = await betterAuthHashPassword(password);
    expect(legacy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    await setStoredHash(email, legacy);
  });

  it('refuses a wrong password and leaves the old hash alone', async () => {
    expect((await signIn(email, 'correct-horse-2')).statusCode).toBe(401);
    expect(await storedHash(email)).toBe(legacy);
  });

  it('signs in with the right password and replaces the hash with a current one', async () => {
    expect((await signIn(email, password)).statusCode).toBe(200);
    const replaced = await storedHash(email);
    expect(replaced).not.toBe(legacy);
    expectCurrentOwaspHash(replaced, password);
    expect((await signIn(email, password)).statusCode).toBe(200);
    expect(await storedHash(email)).toBe(replaced);
  });
});
