import { and, asc, eq } from 'drizzle-orm';
import type { AdminBookInput } from '@shared/schemas/admin-books.ts';
import { auditLog } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { registerAndConfirm } from '../auth/auth.test-helpers.ts';

export const ownerEmail = 'owner@pustak.test';

export interface AdminTestContext {
  t: TestApp;
  /** Session cookie of the ADMIN_EMAILS admin. */
  owner: string;
  /** Session cookie of a shopper (role user). */
  shopper: string;
}

/** A fresh app with an admin (from ADMIN_EMAILS) and a shopper, both signed in. */
export async function createAdminTestContext(): Promise<AdminTestContext> {
  const t = await createTestApp({ ADMIN_EMAILS: ownerEmail });
  const owner = await registerAndConfirm(t, ownerEmail, 'correct-horse-1', 'Owner Person');
  const shopper = await registerAndConfirm(t, 'shopper@example.com', 'correct-horse-1', 'Asha Rao');
  return { t, owner, shopper };
}

export function caller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

/** Saves a site configuration with these categories (books may only use configured ones). */
export async function configureCategories(ctx: AdminTestContext, categories: string[]) {
  const res = await caller(ctx.t)('PUT', '/api/admin/site-config', ctx.owner, {
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
