import { isIP } from 'node:net';
import { z } from 'zod';

/** docs/operations.md "Environment variables", parsed once at start-up. */

/** An IPv4/IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

const unset = (v: unknown) => (v === '' ? undefined : v);

const optionalString = z.preprocess(unset, z.string().optional());

const httpUrl = z.preprocess(
  unset,
  z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
);

const postgresUrl = z.preprocess(
  unset,
  z
    .string()
    .refine(
      (v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v) && URL.canParse(v),
      'must be a postgres:// URL',
    )
    .optional(),
);

const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.union([
      z.boolean(),
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
    ]),
  );

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      unset,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(
      (v) => (v === undefined || v === '' ? '3000' : v),
      z
        .string()
        .regex(/^\d+$/, 'must be a number from 0 to 65535')
        .transform(Number)
        .refine((n) => n <= 65535, 'must be a number from 0 to 65535'),
    ),
    HOST: z.preprocess(unset, z.string().min(1).default('127.0.0.1')),
    PUBLIC_URL: httpUrl,
    DATA_DIR: z.preprocess(unset, z.string().min(1).default('./data')),
    DATABASE_URL: postgresUrl,
    DATABASE_READ_URL: postgresUrl,
    AUTH_SECRET: z.preprocess(
      unset,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMTP_URL: z.preprocess(
      unset,
      z
        .string()
        .refine(
          (v) => /^smtps?:\/\//.test(v) && URL.canParse(v),
          'must be an smtp:// or smtps:// URL',
        )
        .optional(),
    ),
    SMS_WEBHOOK_URL: httpUrl,
    TRUST_PROXY: z.preprocess(
      unset,
      z
        .string()
        .default('')
        .transform((v) =>
          v
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
        )
        .refine(
          (list) => list.every(isAddressOrCidr),
          'must be comma-separated IP addresses or CIDR ranges (e.g. 10.0.0.5,172.18.0.0/16)',
        ),
    ),
    MAIL_FROM: z.preprocess(unset, z.string().min(3).default('Bookstore <no-reply@localhost>')),
    ADMIN_EMAILS: z.preprocess(
      unset,
      z
        .string()
        .default('')
        .transform((v) =>
          v
            .split(',')
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        )
        .refine(
          (list) => list.every((e) => /^[^\s@]+@[^\s@]+$/.test(e)),
          'must be comma-separated emails',
        ),
    ),
    SEED_DEMO: booleanFlag(true),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: httpUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_NAME: optionalString,
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    META_PIXEL_ID: z.preprocess(unset, z.string().regex(/^\d+$/, 'must be digits').optional()),
    LOG_LEVEL: z.preprocess(
      unset,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    METRICS: booleanFlag(false),
    /** Let scheduled ONIX feeds be fetched from private and loopback addresses, and over http. */
    FEEDS_ALLOW_PRIVATE: booleanFlag(false),
    /** The bearer token a Prometheus scraper sends for /metrics. */
    METRICS_TOKEN: z.preprocess(
      unset,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const pairs: [keyof typeof env, keyof typeof env][] = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['OIDC_CLIENT_ID', 'OIDC_ISSUER'],
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
    ];
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        const missing = env[a] ? b : a;
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `must be set together with ${env[a] ? a : b}`,
        });
      }
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL (a read replica of the PostgreSQL primary)',
      });
    }
    if (env.METRICS && !env.METRICS_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message:
          'is required when METRICS=true (scrapers send it as "Authorization: Bearer <token>"; e.g. openssl rand -hex 32)',
      });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when NODE_ENV=production and DATABASE_URL is set',
      });
    }
  });

export type Env = z.output<typeof envSchema> & { PUBLIC_URL: string };

/** A configuration mistake, reported as one line naming the variable. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const shown =
      source[name] === undefined ? '' : ` (got ${JSON.stringify(redact(name, source[name]))})`;
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
  }
  const env = parsed.data;
  const publicHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://${publicHost}:${env.PORT}` };
}

/** Never echo a secret back into the log, even a malformed one. */
function redact(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return value;
  if (/SECRET|PASSWORD|TOKEN/.test(name)) return '***';
  if (/_URL$/.test(name)) return value.replace(/\/\/[^@/]*@/, '//***@');
  return value;
}
