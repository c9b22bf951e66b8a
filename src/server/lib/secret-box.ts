// Credentials the shop must send again itself (a scheduled feed's password), sealed at rest:
// AES-256-GCM under a key of their own made from AUTH_SECRET, so a copy of the database or a
// backup alone does not give them away. A value sealed under another secret (AUTH_SECRET
// changed, a backup restored into another shop) opens to null: staff enter it again.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const prefix = 'sealed:v1:';

const ownSecrets = new WeakMap<object, string>();

/**
 * The secret the shop signs and seals with: AUTH_SECRET (main.ts always passes one, or
 * DATA_DIR/auth-secret); an app built without (a test) has a key of its own, good until it stops.
 */
export function shopSecret(env: { AUTH_SECRET?: string }): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  let own = ownSecrets.get(env);
  if (!own) ownSecrets.set(env, (own = randomBytes(32).toString('base64url')));
  return own;
}
const ivBytes = 12;
const tagBytes = 16;

export interface SecretBox {
  seal(plain: string): string;
  /** The value sealed (one stored before sealing began is plain, and read as it is); null if it cannot be opened. */
  open(stored: string): string | null;
}

/** A box for one purpose ("feed credentials"): no other use of the secret opens it. */
export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = createHmac('sha256', secret).update(`pustak ${purpose} v1`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(prefix)) return stored;
      try {
        const raw = Buffer.from(stored.slice(prefix.length), 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
        decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
        return Buffer.concat([
          decipher.update(raw.subarray(ivBytes + tagBytes)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
