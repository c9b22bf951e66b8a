import {
  hashPassword as betterAuthHashPassword,
  verifyPassword as betterAuthVerifyPassword,
} from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import {
  betterAuthScrypt,
  currentScrypt,
  hashParams,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password-hash.ts';

const password = 'correct-horse-1';

describe('hashPassword and verifyPassword', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword(password);
    expect(
      hash.startsWith(`scrypt$N=${currentScrypt.N},r=${currentScrypt.r},p=${currentScrypt.p}$`),
    ).toBe(true);
    expect(hashParams(hash)).toEqual(currentScrypt);
    expect(await verifyPassword({ hash, password })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct-horse-2' })).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("verifies better-auth's own hashes exactly as better-auth does, and marks them for re-hashing", async () => {
    const legacy = await betterAuthHashPassword(password);
    expect(hashParams(legacy)).toEqual(betterAuthScrypt);
    expect(await verifyPassword({ hash: legacy, password })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: `${password} ` })).toBe(false);
    expect(await betterAuthVerifyPassword({ hash: legacy, password })).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('matches the same password however its accents were composed (NFKC)', async () => {
    const composed = 'Ångström-pass';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword({ hash: await hashPassword(composed), password: decomposed })).toBe(
      true,
    );
    const legacy = await betterAuthHashPassword(composed);
    expect(await verifyPassword({ hash: legacy, password: decomposed })).toBe(true);
  });

  it('marks a hash made with other parameters for re-hashing', async () => {
    const hash = await hashPassword(password);
    const older = hash.replace(/^scrypt\$N=\d+,/, 'scrypt$N=8192,');
    expect(hashParams(older).N).toBe(8192);
    expect(needsRehash(older)).toBe(true);
  });

  it('refuses an unknown format or absurd parameters without echoing the hash', async () => {
    const hash = await hashPassword(password);
    const absurd = hash.replace(/^scrypt\$N=\d+,/, 'scrypt$N=1073741824,');
    for (const bad of ['plain-text-password', 'bcrypt$2b$10$abc', absurd, 'abc:def']) {
      const error = await verifyPassword({ hash: bad, password }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).not.toContain(bad);
    }
  });
});
