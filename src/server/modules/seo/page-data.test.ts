import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDataElementId } from '@shared/initial-data.ts';
import { pageReads, storefrontPaths } from '@shared/pages.ts';
import { answerPageRead } from '../../lib/page-reads.ts';
import { books, publishers, series as seriesTable, works } from '../../db/schema/catalog.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-page-data-'));

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database, { uploadsDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

/** The page's embedded answers, read as the browser would: the element's text up to its end. */
function pageData(html: string): Record<string, unknown> | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${pageDataElementId}">([^]*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

/** What the API itself answers, for comparison. */
const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

async function bookId(title: string) {
  const [book] = await t.database.db.select().from(books).where(eq(books.title, title));
  return book!.id;
}

describe('catalogue data inside the HTML of a storefront page', () => {
  it('gives a book page the answer GET /api/books/:id would give, and preloads its cover', async () => {
    const id = await bookId('The God of Small Things');
    const html = await page(`/books/${id}`);
    expect(pageData(html)).toEqual({ [`/api/books/${id}`]: await api(`/api/books/${id}`) });
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/uploads\/covers\/[^"]+-320\.webp" imagesrcset="[^"]+-160\.webp 160w, [^"]+-320\.webp 320w, [^"]+-640\.webp 640w" imagesizes="\(min-width: 1024px\) 352px, [^"]+" fetchpriority="high" \/>/,
    );
    // The data replaces the fetch the page used to announce.
    expect(html).not.toContain('as="fetch"');
  });

  it('gives a category listing its page of books and the counts of the other categories', async () => {
    const html = await page('/collections?category=Fiction&sort=newest');
    const listing = '/api/books?category=Fiction&sort=newest&pageSize=24&facets=1&editions=work';
    const otherCategories = '/api/books?pageSize=1&facets=1&editions=work';
    expect(pageData(html)).toEqual({
      [listing]: await api(listing),
      [otherCategories]: await api(otherCategories),
    });
    const first = ((await api(listing)) as { items: { imageUrl: string }[] }).items[0]!;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${first.imageUrl.replace(/-\d+\.webp$/, '-320.webp')}"`,
    );
  });

  it('gives the home page its three rails and the collections', async () => {
    const data = pageData(await page('/'));
    const urls = [
      '/api/books?sort=newest&pageSize=12&facets=0&editions=work',
      '/api/books?sold=1&sort=bestselling&pageSize=12&facets=0&editions=work',
      '/api/books?minRating=4&sort=rating&pageSize=12&facets=0&editions=work',
      '/api/collections',
    ];
    expect(Object.keys(data ?? {}).sort()).toEqual([...urls].sort());
    for (const url of urls) expect(data![url], url).toEqual(await api(url));
  });

  it('sends the page compressed, now that its data makes it several kilobytes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/collections?category=Fiction',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("gives an author's page its books, a Person in its head, and 404 for an unknown author", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/authors/r-k-narayan' });
    expect(res.statusCode).toBe(200);
    const answer = await api('/api/authors/r-k-narayan');
    expect(answer).toMatchObject({ name: 'R. K. Narayan', count: 3 });
    expect(pageData(res.body)).toEqual({ '/api/authors/r-k-narayan': answer });
    expect(res.body).toContain('<title>Books by R. K. Narayan — Pustak</title>');
    expect(res.body).toContain('"@type":"Person","name":"R. K. Narayan"');
    for (const url of ['/authors/no-such-writer', '/authors/R-K-Narayan', '/authors/a--b']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<title>Author not found — Pustak</title>');
      expect(missing.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    const api404 = await t.app.inject({ method: 'GET', url: '/api/authors/no-such-writer' });
    expect(api404.statusCode).toBe(404);
    const api400 = await t.app.inject({ method: 'GET', url: '/api/authors/Not%20a%20slug' });
    expect(api400.statusCode).toBe(400);
  });

  it('answers every read a public page names through a declared API read', async () => {
    const id = await bookId('The Guide');
    // The Guide from a publisher, as a volume of a series, so that their pages have books.
    const [press] = await t.database.db
      .insert(publishers)
      .values({ name: 'Indian Thought Publications', slug: '' })
      .returning();
    await t.database.db.update(books).set({ publisherId: press!.id }).where(eq(books.id, id));
    const [series] = await t.database.db
      .insert(seriesTable)
      .values({ name: 'Malgudi Novels', slug: '' })
      .returning();
    const [book] = await t.database.db.select().from(books).where(eq(books.id, id));
    await t.database.db
      .update(works)
      .set({ seriesId: series!.id, seriesNumber: '3' })
      .where(eq(works.id, book!.workId));
    const slugs: Record<string, string> = {
      '/series/:slug': series!.slug,
      '/publishers/:slug': press!.slug,
    };
    for (const route of storefrontPaths) {
      const samples: Record<string, string> = {
        id: String(id),
        slug: slugs[route] ?? 'r-k-narayan',
      };
      const path = route.replace(/:(\w+)/g, (_, name: string) => samples[name]!);
      for (const url of pageReads(path, new URLSearchParams('category=Fiction'))) {
        const answer = await answerPageRead(t.database.db, url);
        expect(answer, `${route} reads ${url}`).toBeTruthy();
        expect(answer!.body, url).toEqual(await api(url));
      }
    }
  });

  it('adds nothing to pages that read no catalogue or that do not exist', async () => {
    for (const url of ['/cart', '/contact', '/no-such-page', '/books/999999', '/authors/nobody']) {
      expect(pageData(await page(url)), url).toBeUndefined();
    }
  });

  it('keeps a title with </script> in it inside the data element', async () => {
    const title = '</script><script>alert(1)</script><!-- & "quoted"';
    const [inserted] = await t.database.db
      .insert(books)
      .values({
        title,
        author: 'Tester',
        mrpPaise: 10000,
        sellingPricePaise: 10000,
        category: ['Fiction'],
      })
      .returning({ id: books.id });
    const html = await page(`/books/${inserted!.id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- &');
    const data = pageData(html)?.[`/api/books/${inserted!.id}`] as { title: string } | undefined;
    expect(data?.title).toBe(title);
  });
});
