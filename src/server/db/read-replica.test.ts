import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import type { Mail } from '../mail/mailer.ts';
import { registerAndConfirm } from '../modules/auth/auth.test-helpers.ts';
import type { TestApp } from '../test-app.ts';
import { openDatabase, type Database } from './client.ts';
import { books } from './schema/catalog.ts';
import { orders } from './schema/commerce.ts';
import { createThrowawayPostgresDatabase } from './test-database.ts';

// A replica needs PostgreSQL: the CI server when TEST_DATABASE_URL names no other.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('without a replica', () => {
  it('reads the catalogue from the one database', async () => {
    const database = await openDatabase();
    try {
      expect(database.dbRead).toBe(database.db);
    } finally {
      await database.close();
    }
  });

  it('refuses a replica without a PostgreSQL primary', async () => {
    await expect(openDatabase({ readUrl: 'postgres://127.0.0.1/replica' })).rejects.toThrow(
      /DATABASE_READ_URL.*DATABASE_URL/,
    );
    expect(() => loadEnv({ DATABASE_READ_URL: 'postgres://127.0.0.1/replica' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
  });
});

/**
 * The "replica" here is a second database holding different books, so every answer shows which
 * database it came from: catalogue reads must come from it, everything else from the primary.
 */
describe('with a read replica (PostgreSQL)', () => {
  let primaryDb: Awaited<ReturnType<typeof createThrowawayPostgresDatabase>>;
  let replicaDb: typeof primaryDb;
  let replica: Database;
  let database: Database;
  let t: TestApp;
  let bookId: number;

  const book = (title: string) => ({
    title,
    author: 'R. K. Narayan',
    mrpPaise: 39900,
    sellingPricePaise: 29900,
    category: ['Fiction'],
    stockQuantity: 5,
  });

  beforeAll(async () => {
    primaryDb = await createThrowawayPostgresDatabase(serverUrl);
    replicaDb = await createThrowawayPostgresDatabase(serverUrl);
    // Migrated by opening it on its own, as replication would have brought the schema over.
    replica = await openDatabase({ databaseUrl: replicaDb.url });
    await replica.db.insert(books).values(book('Swami on the Replica'));

    database = await openDatabase({ databaseUrl: primaryDb.url, readUrl: replicaDb.url });
    [{ id: bookId }] = (await database.db
      .insert(books)
      .values(book('Swami on the Primary'))
      .returning({ id: books.id })) as [{ id: number }];

    const outbox: Mail[] = [];
    const env = loadEnv({
      LOG_LEVEL: 'silent',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      DATABASE_URL: primaryDb.url,
      DATABASE_READ_URL: replicaDb.url,
    });
    const app = await buildApp({
      database,
      env,
      logger: false,
      mailTransport: { send: async (mail) => void outbox.push(mail) },
      mailBeforeReply: true,
    });
    await app.ready();
    t = { app, database, outbox, texts: [], close: () => app.close() };
  });

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await replica?.close();
    await primaryDb?.drop();
    await replicaDb?.drop();
  });

  it('serves listing, search, suggestions, book pages and the sitemap from the replica', async () => {
    const list = await t.app.inject({ url: '/api/books' });
    expect(list.json().items.map((b: { title: string }) => b.title)).toEqual([
      'Swami on the Replica',
    ]);
    const search = await t.app.inject({ url: '/api/books?search=swami' });
    expect(search.json().items.map((b: { title: string }) => b.title)).toEqual([
      'Swami on the Replica',
    ]);
    const suggest = await t.app.inject({ url: '/api/search/suggest?q=swam' });
    expect(JSON.stringify(suggest.json())).toContain('Swami on the Replica');
    expect(JSON.stringify(suggest.json())).not.toContain('Primary');
    const detail = await t.app.inject({ url: `/api/books/${bookId}` });
    expect(detail.json().title).toBe('Swami on the Replica');
    // The replica's book has the same id; a book only the replica lacks is not found.
    await database.db.insert(books).values(book('Only on the Primary'));
    expect((await t.app.inject({ url: `/api/books/${bookId + 1}` })).statusCode).toBe(404);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/books/${bookId}<`);
    expect(sitemap).not.toContain(`/books/${bookId + 1}<`);
  });

  it('keeps accounts, carts and orders on the primary', async () => {
    const cookie = await registerAndConfirm(t, 'asha@example.com');
    const call = (method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
      t.app.inject({
        method,
        url,
        payload,
        headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      });
    await call('POST', '/api/cart', { bookId, quantity: 2 });
    // The cart reads fresh from the primary: the primary's title and price.
    const cart = (await call('GET', '/api/cart')).json();
    expect(JSON.stringify(cart)).toContain('Swami on the Primary');
    const address = (
      await call('POST', '/api/addresses', {
        fullName: 'Asha Rao',
        mobile: '+91 98765 43210',
        line1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      })
    ).json();
    const placed = await call(
      'POST',
      '/api/orders',
      { addressId: address.id, shippingMethod: 'standard', paymentMethod: 'cod', total: 598 },
      randomUUID(),
    );
    expect(placed.statusCode).toBe(201);

    const stockOn = async (db: Database) =>
      (
        await db.db.select({ stock: books.stockQuantity }).from(books).where(eq(books.id, bookId))
      )[0]!.stock;
    expect(await stockOn(database)).toBe(3);
    expect(await stockOn(replica)).toBe(5);
    expect(await database.db.$count(orders)).toBe(1);
    expect(await replica.db.$count(orders)).toBe(0);
  });

  it('sends writes and transactions made through the read handle to the primary', async () => {
    await database.dbRead.insert(books).values(book('Written through dbRead'));
    await database.dbRead.transaction(async (tx) => {
      await tx
        .update(books)
        .set({ stockQuantity: 9 })
        .where(eq(books.title, 'Written through dbRead'));
    });
    const onPrimary = await database.db.select().from(books).where(eq(books.stockQuantity, 9));
    expect(onPrimary.map((b) => b.title)).toEqual(['Written through dbRead']);
    expect(await replica.db.$count(books)).toBe(1);
  });
});
