import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from './db/client.ts';
import { openTestDatabase } from './db/test-database.ts';
import { buildApp, type App, type AppDeps } from './app.ts';
import { loadEnv } from './env.ts';
import type { Mail, Transport } from './mail/mailer.ts';

export interface TestApp {
  app: App;
  database: Database;
  /** Mail the app sent during the test, newest last. */
  outbox: Mail[];
  /** Text messages the app sent through its SMS provider, newest last. */
  texts: Mail[];
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (in-memory PGlite, or a throwaway PostgreSQL database when
 * TEST_DATABASE_URL is set), with a mailer that records what it sends.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  extraDeps: Partial<
    Pick<
      AppDeps,
      | 'razorpayApiUrl'
      | 'clientDir'
      | 'uploadsDir'
      | 'database'
      | 'mailTransport'
      | 'smsTransport'
      | 'outboxWorker'
      | 'mailBeforeReply'
      | 'importReadBudget'
      | 'importSpoolBytes'
    >
  > = {},
): Promise<TestApp> {
  const database = extraDeps.database ?? (await openTestDatabase());
  const outbox: Mail[] = [];
  const texts: Mail[] = [];
  // A mail server that records what it is sent (the outbox table keeps its own copy).
  const mailTransport: Transport = {
    async send(mail) {
      outbox.push(mail);
    },
  };
  const smsTransport: Transport = {
    async send(text) {
      texts.push(text);
    },
  };
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...envOverrides,
  });
  const app = await buildApp({
    ...extraDeps,
    database,
    env,
    mailTransport: 'mailTransport' in extraDeps ? extraDeps.mailTransport : mailTransport,
    smsTransport: 'smsTransport' in extraDeps ? extraDeps.smsTransport : smsTransport,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    mailBeforeReply: extraDeps.mailBeforeReply ?? true,
  });
  await app.ready();
  return {
    app,
    database,
    outbox,
    texts,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The file's test app: started before its tests (before the file's own `beforeAll`, which runs
 * next) and closed after them. The object is filled in by then, so read it inside tests and hooks.
 */
export function setUpTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
