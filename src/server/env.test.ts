import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('gives a working shop with no configuration at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      DATA_DIR: './data',
      MAIL_FROM: 'Bookstore <no-reply@localhost>',
      ADMIN_EMAILS: [],
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      METRICS: false,
      TRUST_PROXY: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SMS_WEBHOOK_URL).toBeUndefined();
  });

  it('parses flags, lists and URLs', () => {
    const env = loadEnv({
      PORT: '8080',
      PUBLIC_URL: 'https://books.example.in/',
      ADMIN_EMAILS: ' Staff@Example.com, owner@example.com ',
      SEED_DEMO: 'false',
      METRICS: 'true',
      METRICS_TOKEN: 'a-metrics-token-of-32-characters',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
    });
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_URL).toBe('https://books.example.in');
    expect(env.ADMIN_EMAILS).toEqual(['staff@example.com', 'owner@example.com']);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.METRICS).toBe(true);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.5, 172.18.0.0/16 ,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '172.18.0.0/16',
      '::1',
    ]);
  });

  it.each([
    ['PORT', 'not-a-port'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['SMS_WEBHOOK_URL', 'ftp://sms'],
  ])('refuses %s=%s with one line naming it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    try {
      loadEnv({ [name]: value });
    } catch (err) {
      expect((err as Error).message).toContain(name);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('requires AUTH_SECRET in production with an external database, without echoing secrets', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:hunter2@db/shop' }),
    ).toThrow(/AUTH_SECRET/);
    try {
      loadEnv({ DATABASE_URL: 'postgres://u:hunter2@db/sh op' });
    } catch (err) {
      expect((err as Error).message).not.toContain('hunter2');
    }
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'abc' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});
