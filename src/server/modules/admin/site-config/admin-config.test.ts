import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books } from '../../../db/schema/catalog.ts';
import { auditLog, siteConfig } from '../../../db/schema/content.ts';
import { createTestApp } from '../../../test-app.ts';
import { registerAndConfirm } from '../../auth/auth.test-helpers.ts';
import { defaultSettings } from '../../site-config/site-config.public.ts';
import { invalidateSiteConfigCache } from '../../site-config/site-config.public.ts';
import {
  auditRowsFor,
  bookInput,
  ownerEmail,
  putOverCurrent,
  setUpAdminSuite,
} from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;

const content = { aboveHeader: '', belowHeader: '', popup: '' };
const saveConfig = (categories: string[], html = content) =>
  putOverCurrent(ctx, '/api/admin/site-config', { categories, content: html });
const saveSettings = (values: object) => putOverCurrent(ctx, '/api/admin/settings', values);

describe('site configuration', () => {
  it('stores staff HTML sanitised, as a new version each time, with an audit row', async () => {
    const bad = await saveConfig([]);
    expect(bad.json().error.fields).toEqual({ categories: 'Keep at least one category' });
    const twice = await saveConfig(['Fiction', 'fiction']);
    expect(twice.json().error.fields).toEqual({ categories: 'Each category must be different' });

    const first = await saveConfig(['Fiction', 'Poetry'], {
      aboveHeader:
        '<p onclick="steal()">Free shipping over ₹499<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      belowHeader: '<a href="https://example.com/sale">Sale</a>',
      popup: '<img src="x" onerror="alert(1)"><h2>Welcome</h2>',
    });
    expect(first.statusCode).toBe(200);
    const latest = first.json().latest;
    expect(latest).toMatchObject({ version: 1, categories: ['Fiction', 'Poetry'] });
    expect(latest.content).toEqual({
      aboveHeader: '<p>Free shipping over ₹499</p><a>x</a>',
      belowHeader:
        '<a href="https://example.com/sale" target="_blank" rel="noopener noreferrer">Sale</a>',
      popup: '<img src="x" /><h2>Welcome</h2>',
    });
    // What shoppers are served is the cleaned copy.
    expect((await call('GET', '/config')).json().site.content).toEqual(latest.content);

    const [audit] = await auditRowsFor(ctx.t, 'site_config', 1);
    expect(audit).toMatchObject({ action: 'site-config.update', before: null });
    expect((audit!.after as { content: object }).content).toEqual(latest.content);
  });

  it('renames a category in the configuration and in every book that has it', async () => {
    const create = (title: string, category: string[]) =>
      call('POST', '/api/admin/books', ctx.owner, bookInput({ title, isbn: null, category }));
    const a = (await create('Gitanjali', ['Poetry'])).json();
    const b = (await create('Selected Poems', ['Fiction', 'Poetry'])).json();
    const c = (await create('The Guide', ['Fiction'])).json();

    const renamed = await call('POST', '/api/admin/site-config/categories/rename', ctx.owner, {
      from: 'Poetry',
      to: 'Verse',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      booksUpdated: 2,
      latest: {
        version: 2,
        categories: ['Fiction', 'Verse'],
        bookCounts: { Fiction: 2, Verse: 2 },
      },
    });
    const categoriesOf = async (id: number) =>
      (
        await ctx.t.database.db.select({ c: books.category }).from(books).where(eq(books.id, id))
      )[0]!.c;
    expect(await categoriesOf(a.id)).toEqual(['Verse']);
    expect(await categoriesOf(b.id)).toEqual(['Fiction', 'Verse']);
    expect(await categoriesOf(c.id)).toEqual(['Fiction']);
    expect((await call('GET', '/api/books?category=Verse')).json().total).toBe(2);
    expect((await call('GET', '/config')).json().books.categories).toEqual(['Fiction', 'Verse']);

    const clash = await call('POST', '/api/admin/site-config/categories/rename', ctx.owner, {
      from: 'Verse',
      to: 'fiction',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('There is already a category “Fiction”.');
    const unknown = await call('POST', '/api/admin/site-config/categories/rename', ctx.owner, {
      from: 'Drama',
      to: 'Plays',
    });
    expect(unknown.json().error.fields).toEqual({ from: 'There is no category “Drama”.' });
  });

  it('refuses to remove a category books still use, saying how many', async () => {
    const removed = await saveConfig(['Fiction']);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toEqual({
      code: 'CATEGORY_IN_USE',
      message:
        '“Verse” is still used by 2 books. Move those books to another category, or rename the category instead.',
    });
    const added = await saveConfig(['Fiction', 'Verse', 'History']);
    expect(added.json().latest.version).toBe(3);
    expect(added.json().latest.bookCounts).toEqual({ Fiction: 2, Verse: 2, History: 0 });
    const dropped = await saveConfig(['Fiction', 'Verse']);
    expect(dropped.json().latest).toMatchObject({ version: 4, categories: ['Fiction', 'Verse'] });
  });

  it('rolls back to an earlier version as a new version, under the same rule', async () => {
    const toFirst = await call('POST', '/api/admin/site-config/rollback', ctx.owner, {
      version: 1,
    });
    expect(toFirst.statusCode).toBe(409);
    expect(toFirst.json().error.message).toContain('“Verse” is still used by 2 books');

    const toThird = await call('POST', '/api/admin/site-config/rollback', ctx.owner, {
      version: 3,
    });
    expect(toThird.json().latest).toMatchObject({
      version: 5,
      categories: ['Fiction', 'Verse', 'History'],
    });
    expect(toThird.json().versions.map((v: { version: number }) => v.version)).toEqual([
      5, 4, 3, 2, 1,
    ]);
    const missing = await call('POST', '/api/admin/site-config/rollback', ctx.owner, {
      version: 99,
    });
    expect(missing.statusCode).toBe(404);
    const [audit] = await auditRowsFor(ctx.t, 'site_config', 5);
    expect(audit).toMatchObject({ action: 'site-config.rollback', after: { restoredVersion: 3 } });
  });

  it('serves a version stored under looser rules cleaned, and restores it cleaned', async () => {
    // Stored before the rules dropped class, style and id, or brought back by a restore: this
    // one, served as it is, would lay a blank sheet over every storefront page.
    const overlay =
      '<div class="fixed inset-0 z-50 bg-background" style="position:fixed" id="main-content">Closed for Diwali</div>';
    await ctx.t.database.db.insert(siteConfig).values({
      version: 6,
      data: {
        categories: ['Fiction', 'Verse', 'History'],
        content: { aboveHeader: overlay, belowHeader: '', popup: '<p role="dialog">Hi</p>' },
      },
    });
    invalidateSiteConfigCache();
    const cleaned = {
      aboveHeader: '<div>Closed for Diwali</div>',
      belowHeader: '',
      popup: '<p>Hi</p>',
    };
    expect((await call('GET', '/config')).json().site.content).toEqual(cleaned);
    expect((await call('GET', '/api/admin/site-config', ctx.owner)).json().latest.content).toEqual(
      cleaned,
    );

    expect((await saveConfig(['Fiction', 'Verse', 'History'])).json().latest.version).toBe(7);
    const restored = await call('POST', '/api/admin/site-config/rollback', ctx.owner, {
      version: 6,
    });
    expect(restored.json().latest).toMatchObject({ version: 8, content: cleaned });
    const [stored] = await ctx.t.database.db
      .select({ data: siteConfig.data })
      .from(siteConfig)
      .where(eq(siteConfig.version, 8));
    expect(stored!.data.content).toEqual(cleaned);
  });
});

describe('settings', () => {
  it('answers the defaults and whether Razorpay is configured, never its keys', async () => {
    const res = await call('GET', '/api/admin/settings', ctx.owner);
    expect(res.json()).toEqual({
      ...defaultSettings,
      razorpayConfigured: false,
      version: expect.any(String),
    });

    const keyed = await createTestApp({
      ADMIN_EMAILS: ownerEmail,
      RAZORPAY_KEY_ID: 'rzp_test_visible',
      RAZORPAY_KEY_SECRET: 'very-secret-value',
    });
    try {
      const owner = await registerAndConfirm(keyed, ownerEmail);
      const answer = await keyed.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: { cookie: owner },
      });
      expect(answer.json().razorpayConfigured).toBe(true);
      expect(answer.body).not.toContain('very-secret-value');
      expect(answer.body).not.toContain('rzp_test_visible');
    } finally {
      await keyed.close();
    }
  });

  it('validates every field with a clear message', async () => {
    const res = await saveSettings({
      ...defaultSettings,
      storeName: '',
      contactEmail: 'not-an-email',
      gstin: '12ABC',
      standardShippingFee: -1,
      expressShippingFee: 99.999,
      taxRatePercent: 30,
      codEnabled: 'yes',
      defaultLowStockThreshold: 2.5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      storeName: 'Store name is required',
      contactEmail: 'Invalid email format.',
      gstin: 'Enter a 15-character GSTIN or leave it empty',
      standardShippingFee: 'Standard shipping fee cannot be negative',
      expressShippingFee: 'Express shipping fee can have at most two decimals (paise)',
      taxRatePercent: 'Tax rate must be at most 28 %',
      codEnabled: 'Cash on delivery must be on or off',
      defaultLowStockThreshold: 'Low-stock threshold must be a whole number',
    });
  });

  it('saves the settings, which checkout, the site and new books then use', async () => {
    const saved = await saveSettings({
      ...defaultSettings,
      storeName: 'Pustak Pune',
      gstin: '27aapfu0939f1zv',
      standardShippingFee: 59.5,
      freeShippingThreshold: 999,
      defaultLowStockThreshold: 8,
      codEnabled: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      storeName: 'Pustak Pune',
      gstin: '27AAPFU0939F1ZV',
      standardShippingFee: 59.5,
      codEnabled: false,
      razorpayConfigured: false,
    });
    expect((await call('GET', '/api/admin/settings', ctx.owner)).json()).toEqual(saved.json());
    const config = (await call('GET', '/config')).json();
    expect(config.site.name).toBe('Pustak Pune');
    // Checkout no longer offers cash on delivery.
    expect(config.features).toMatchObject({ cod: false, razorpay: false });
    const quote = (await call('GET', '/api/checkout/quote', ctx.shopper)).json();
    expect(quote).toMatchObject({ shipping: { standard: 59.5 }, freeShippingThreshold: 999 });
    const book = await call('POST', '/api/admin/books', ctx.owner, {
      ...bookInput({ title: 'Default threshold', isbn: null }),
      lowStockThreshold: undefined,
    });
    expect(book.json().lowStockThreshold).toBe(8);

    const [audit] = await ctx.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'));
    expect(audit!.before).toMatchObject({ storeName: 'Pustak', standardShippingFee: 49 });
    expect(audit!.after).toMatchObject({ storeName: 'Pustak Pune', standardShippingFee: 59.5 });
  });
});
