import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { AdminBookInput } from '@shared/schemas/admin-books.ts';
import { books } from '../../db/schema/catalog.ts';
import { auditLog } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { testAddress } from '../addresses/addresses.test-helpers.ts';
import { registerAndConfirm } from '../auth/auth.test-helpers.ts';

export const ownerEmail = 'owner@pustak.test';

export type Caller = ReturnType<typeof caller>;

export interface AdminTestContext {
  t: TestApp;
  /** Session cookie of the ADMIN_EMAILS admin. */
  owner: string;
  /** Session cookie of a shopper (role user). */
  shopper: string;
  /** Requests to the app, as the cookie's user if one is given. */
  call: Caller;
  close(): Promise<void>;
}

/** A fresh app with an admin (from ADMIN_EMAILS) and a shopper, both signed in. */
export async function createAdminTestContext(
  envOverrides: Record<string, string> = {},
  extraDeps: Parameters<typeof createTestApp>[1] = {},
): Promise<AdminTestContext> {
  const t = await createTestApp({ ADMIN_EMAILS: ownerEmail, ...envOverrides }, extraDeps);
  const owner = await registerAndConfirm(t, ownerEmail, 'correct-horse-1', 'Owner Person');
  const shopper = await registerAndConfirm(t, 'shopper@example.com', 'correct-horse-1', 'Asha Rao');
  return { t, owner, shopper, call: caller(t), close: () => t.close() };
}

/**
 * The file's admin context: created before its tests (before the file's own `beforeAll`, which
 * runs next) and closed after them. Its fields are filled in once that `beforeAll` has run;
 * `call` may be taken out at once.
 */
export function setUpAdminSuite(): AdminTestContext;
export function setUpAdminSuite<C extends AdminTestContext>(create: () => Promise<C>): C;
export function setUpAdminSuite(
  create: () => Promise<AdminTestContext> = createAdminTestContext,
): AdminTestContext {
  const suite = {
    call: (...args: Parameters<Caller>) => caller(suite.t)(...args),
  } as AdminTestContext;
  beforeAll(async () => {
    Object.assign(suite, await create());
  });
  afterAll(async () => {
    await suite.close?.();
  });
  return suite;
}

export function caller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/** Saves the shopper's delivery address; its id. */
export async function addShopperAddress(ctx: AdminTestContext): Promise<number> {
  const res = await ctx.call('POST', '/api/addresses', ctx.shopper, testAddress);
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.body}`);
  return res.json().id as number;
}

/** The shopper buys these books (cash on delivery, standard shipping); the order as answered. */
export async function placeShopperOrder(
  ctx: AdminTestContext,
  lines: { bookId: number; quantity: number }[],
  addressId: number,
): Promise<{ id: string; orderNumber: string; totalAmount: number }> {
  for (const line of lines) await ctx.call('POST', '/api/cart', ctx.shopper, line);
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: ctx.shopper, 'idempotency-key': randomUUID() },
    payload: { addressId, shippingMethod: 'standard', paymentMethod: 'cod' },
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return res.json();
}

/**
 * Puts books straight into the table, each The Guide (R. K. Narayan, ₹399 marked, ₹299.50,
 * Fiction) but for what its row sets; their ids, in order.
 */
export async function insertBooks(
  t: TestApp,
  rows: Partial<typeof books.$inferInsert>[],
): Promise<number[]> {
  const inserted = await t.database.db
    .insert(books)
    .values(
      rows.map((row) => ({
        title: 'The Guide',
        author: 'R. K. Narayan',
        mrpPaise: 39900,
        sellingPricePaise: 29950,
        category: ['Fiction'],
        ...row,
      })),
    )
    .returning({ id: books.id });
  return inserted.map((r) => r.id);
}

/**
 * As the admin, replaces a versioned document (the settings, the site configuration) over its
 * current version: reads its ETag, then PUTs with If-Match, as the admin pages do.
 */
export async function putOverCurrent(
  ctx: Pick<AdminTestContext, 't' | 'owner'>,
  url: '/api/admin/settings' | '/api/admin/site-config',
  payload: object,
) {
  const call = caller(ctx.t);
  const current = await call('GET', url, ctx.owner);
  if (current.statusCode !== 200) throw new Error(`GET ${url} failed: ${current.body}`);
  return call('PUT', url, ctx.owner, payload, { 'if-match': String(current.headers.etag) });
}

/** Saves a site configuration with these categories (books may only use configured ones). */
export async function configureCategories(ctx: AdminTestContext, categories: string[]) {
  const res = await putOverCurrent(ctx, '/api/admin/site-config', {
    categories,
    content: { aboveHeader: '', belowHeader: '', popup: '' },
  });
  if (res.statusCode !== 200) throw new Error(`site config failed: ${res.body}`);
  return res.json();
}

export function bookInput(overrides: Partial<AdminBookInput> = {}): AdminBookInput {
  return {
    title: 'The Guide',
    author: 'R. K. Narayan',
    description: 'A tourist guide becomes a holy man.',
    mrp: 399,
    sellingPrice: 299.5,
    category: ['Fiction'],
    collection: [],
    isbn: '978-0-14-303964-8',
    isPremium: false,
    stockQuantity: 10,
    lowStockThreshold: 3,
    language: 'English',
    publishedYear: 1958,
    ...overrides,
  };
}

export async function auditRowsFor(t: TestApp, entity: string, entityId: string | number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}
