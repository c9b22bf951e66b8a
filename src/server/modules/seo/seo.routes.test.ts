import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/catalog.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-seo-'));

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://books.example.in' });
  await seedIfEmpty(t.database, { uploadsDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** A book of the test's own, priced like any other; its id. */
async function addBook(values: { title: string; archivedAt?: Date }): Promise<number> {
  const [inserted] = await t.database.db
    .insert(books)
    .values({
      author: 'Tester',
      mrpPaise: 10000,
      sellingPricePaise: 10000,
      category: ['Fiction'],
      ...values,
    })
    .returning({ id: books.id });
  return inserted!.id;
}

const html = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body };
};

describe('page heads in the HTML the server sends', () => {
  it('gives a book page its title, canonical link, Open Graph tags and Book JSON-LD', async () => {
    const [book] = await t.database.db
      .select()
      .from(books)
      .where(eq(books.title, 'The God of Small Things'));
    const { status, body } = await html(`/books/${book!.id}`);
    expect(status).toBe(200);
    expect(body).toContain('<title>The God of Small Things by Arundhati Roy — Pustak</title>');
    expect(body).toContain(
      `<link rel="canonical" href="https://books.example.in/books/${book!.id}" />`,
    );
    expect(body).toContain('<meta property="og:type" content="book" />');
    expect(body).toMatch(
      /<meta property="og:image" content="https:\/\/books\.example\.in\/uploads\/covers\/[^"]+-640\.webp" \/>/,
    );
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Book',
      name: 'The God of Small Things',
      author: { name: 'Arundhati Roy' },
      offers: { priceCurrency: 'INR', price: (book!.sellingPricePaise / 100).toFixed(2) },
    });
    expect(body.match(/<title>/g)).toHaveLength(1);
  });

  it('titles category pages and keeps private and missing pages out of the index', async () => {
    const category = await html("/collections?category=Children's%20Books");
    expect(category.body).toContain("<title>Children's Books books — Pustak</title>");
    expect(category.body).toContain('rel="canonical"');
    for (const url of ['/cart', '/admin/books', '/no-such-page', '/books/999999']) {
      expect((await html(url)).body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers a book page for no book with status 404 and the page that says so', async () => {
    const archived = await addBook({ title: 'Withdrawn Title', archivedAt: new Date() });
    for (const url of [
      '/books/999999',
      '/books/999999/',
      '/books/not-a-number',
      '/books/12345678901',
      `/books/${archived}`,
    ]) {
      const { status, body } = await html(url);
      expect(status, url).toBe(404);
      expect(body, url).toContain('<title>Book not found — Pustak</title>');
      expect(body, url).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await html(`/books/${await addBook({ title: 'On Sale' })}`)).status).toBe(200);
  });

  it('escapes text so a title cannot break out of the head', async () => {
    const id = await addBook({ title: '</script><script>alert(1)</script> "quoted"' });
    const { body } = await html(`/books/${id}`);
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).toContain('&lt;/script&gt;');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of admin and account pages and lists every book', async () => {
    const robots = await html('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /checkout');
    expect(robots.body).toContain('Sitemap: https://books.example.in/sitemap.xml');

    const sitemap = await html('/sitemap.xml');
    // Every book on sale; a withdrawn book (archived) is no page to crawl.
    const n = await t.database.db.$count(books, isNull(books.archivedAt));
    expect((sitemap.body.match(/\/books\/\d+</g) ?? []).length).toBe(n);
    expect(sitemap.body).toContain('/collections?category=Fiction');
  });
});
