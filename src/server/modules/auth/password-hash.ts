import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet, scrypt row N=2^15, r=8, p=3 (its rows all count as the
 * minimum: 2^17/8/1, 2^16/8/2, 2^15/8/3, 2^14/8/5, 2^13/8/10). 2^15 * 8 keeps 32 MiB per hash,
 * what better-auth's default already used, so four sign-ins at once (libuv's default thread pool)
 * still peak at 128 MiB where 2^17 would take 512 MiB; see ADR 014 and bench/password-hash.ts.
 * Raising these needs no migration: hashes record their parameters and are re-hashed at sign-in.
 */
export const currentScrypt: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

/** better-auth 1.7's default (@better-auth/utils/dist/password.node.mjs), for hashes made before ADR 014. */
export const betterAuthScrypt: ScryptParams = { N: 2 ** 14, r: 16, p: 1 };
const betterAuthKeyBytes = 64;

const saltBytes = 16;
const keyBytes = 32;
const prefix = 'scrypt';
/** `scrypt$N=32768,r=8,p=3$<salt hex>$<key hex>` */
const currentFormat = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([0-9a-f]{32,})\$([0-9a-f]{32,})$/;
/** better-auth's `<salt hex>:<key hex>`; its salt is the hex text itself, not the bytes. */
const betterAuthFormat = /^([0-9a-f]+):([0-9a-f]{128})$/;

/** A stored hash whose parameters are beyond any we would write is refused, not computed. */
const maxN = 2 ** 20;
const maxR = 32;
const maxP = 16;

function derive(
  password: string,
  salt: Buffer | string,
  length: number,
  { N, r, p }: ScryptParams,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Node refuses more than 32 MiB by default; OpenSSL needs 128 * N * r for V plus 128 * r * p
    // for B, and a little to spare.
    const maxmem = 128 * r * (N + p) + 1024 * 1024;
    // The async form runs on libuv's thread pool, so a sign-in does not block the event loop.
    // NFKC as better-auth does: the same password typed on different keyboards matches.
    scrypt(password.normalize('NFKC'), salt, length, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A salted scrypt hash at `currentScrypt`, recording its parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyBytes, currentScrypt);
  const { N, r, p } = currentScrypt;
  return `${prefix}$N=${N},r=${r},p=${p}$${salt.toString('hex')}$${key.toString('hex')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer | string;
  key: Buffer;
  legacy: boolean;
}

function parse(hash: string): ParsedHash {
  const current = currentFormat.exec(hash);
  if (current) {
    const [, N, r, p, salt, key] = current;
    const params = { N: Number(N), r: Number(r), p: Number(p) };
    if (!saneParams(params) || salt!.length % 2 || key!.length % 2) {
      throw new Error('Unusable password hash parameters');
    }
    return {
      params,
      salt: Buffer.from(salt!, 'hex'),
      key: Buffer.from(key!, 'hex'),
      legacy: false,
    };
  }
  const old = betterAuthFormat.exec(hash);
  if (old) {
    return {
      params: betterAuthScrypt,
      salt: old[1]!,
      key: Buffer.from(old[2]!, 'hex'),
      legacy: true,
    };
  }
  // The message never carries the hash itself (docs/operations.md "Observability": no secrets in logs).
  throw new Error('Unrecognised password hash format');
}

function saneParams({ N, r, p }: ScryptParams): boolean {
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  return powerOfTwo && N <= maxN && r >= 1 && r <= maxR && p >= 1 && p <= maxP;
}

/** The scrypt parameters a stored hash was made with. */
export function hashParams(hash: string): ScryptParams {
  return parse(hash).params;
}

/** Whether the password matches the stored hash, in either format, compared in constant time. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const { params, salt, key, legacy } = parse(hash);
  const length = legacy ? betterAuthKeyBytes : key.length;
  const candidate = await derive(password, salt, length, params);
  return candidate.length === key.length && timingSafeEqual(candidate, key);
}

/** True for a hash made with other parameters than `currentScrypt` (or by better-auth). */
export function needsRehash(hash: string): boolean {
  const { params, legacy } = parse(hash);
  const { N, r, p } = currentScrypt;
  return legacy || params.N !== N || params.r !== r || params.p !== p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends what checking a password against a stored hash costs, for a sign-in whose account
 * does not exist or has no password, so the answer comes as late as a wrong password's would.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword({ hash: await dummyHash, password });
}
