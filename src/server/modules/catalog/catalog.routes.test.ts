import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQueryLogger } from '../../db/query-logger.ts';
import { books } from '../../db/schema/catalog.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import { getBookDetail } from './catalog.service.ts';

let t: TestApp;
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-catalog-'));

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database, { uploadsDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

interface Card {
  id: number;
  title: string;
  author: string;
  sellingPrice: number;
  mrp: number;
  inStock: number;
  category: string[];
  avgRating: number;
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const list = async (query: string) => (await get(`/api/books?${query}`)).body;
const titles = (items: Card[]) => items.map((b) => b.title);

describe('GET /api/books', () => {
  it('pages through the whole catalogue with a total and prices in rupees', async () => {
    const first = await list('pageSize=10');
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.items).toHaveLength(10);
    expect(first.page).toBe(1);
    const second = await list('pageSize=10&page=2');
    const overlap = first.items.filter((a: Card) => second.items.some((b: Card) => b.id === a.id));
    expect(overlap).toEqual([]);
    for (const b of first.items as Card[]) {
      expect(Number.isInteger(b.sellingPrice * 100)).toBe(true);
      expect(b.mrp).toBeGreaterThanOrEqual(b.sellingPrice);
    }
  });

  it('finds books by author, by a misspelt title and by a misspelt author', async () => {
    const byAuthor = await list('search=Ruskin%20Bond');
    expect(byAuthor.items.length).toBeGreaterThan(0);
    expect((byAuthor.items as Card[]).every((b) => b.author === 'Ruskin Bond')).toBe(true);

    const typoTitle = await list(`search=${encodeURIComponent('god of smal things')}`);
    expect(typoTitle.items[0].title).toBe('The God of Small Things');

    const typoAuthor = await list('search=arundati');
    expect(titles(typoAuthor.items)).toContain('The God of Small Things');
  });

  it('finds a book by its ISBN-13 with hyphens and by its ISBN-10', async () => {
    const [book] = await t.database.db
      .select({ id: books.id, isbn13: books.isbn13 })
      .from(books)
      .where(and(isNotNull(books.isbn13), eq(books.isbn13, books.isbn13)))
      .limit(1);
    const isbn = book!.isbn13!;
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 9)}-${isbn.slice(9, 12)}-${isbn[12]}`;
    const res = await list(`search=${hyphenated}`);
    expect(res.items[0].id).toBe(book!.id);

    if (isbn.startsWith('978')) {
      const core = isbn.slice(3, 12);
      let sum = 0;
      for (let i = 0; i < 9; i++) sum += Number(core[i]) * (10 - i);
      const check = (11 - (sum % 11)) % 11;
      const isbn10 = `${core}${check === 10 ? 'X' : check}`;
      const byTen = await list(`search=${isbn10}`);
      expect(byTen.items[0].id).toBe(book!.id);
    }
  });

  it('filters by category, price, rating and stock, with facet counts for the current query', async () => {
    const all = await list('pageSize=60');
    const fiction = await list("category=Children's%20Books&pageSize=60");
    expect(fiction.total).toBeGreaterThan(0);
    expect(fiction.total).toBeLessThan(all.total);
    expect((fiction.items as Card[]).every((b) => b.category.includes("Children's Books"))).toBe(
      true,
    );
    // the category facet leaves out its own filter, so other categories stay visible
    const facet = fiction.facets.categories.find(
      (c: { name: string }) => c.name === "Children's Books",
    );
    expect(facet.count).toBe(fiction.total);
    expect(fiction.facets.categories.length).toBeGreaterThan(1);

    const cheap = await list('maxPrice=299&pageSize=60');
    expect((cheap.items as Card[]).every((b) => b.sellingPrice <= 299)).toBe(true);
    const band = all.facets.priceBands.find((b: { key: string }) => b.key === 'under-200');
    const under200 = (all.items as Card[]).filter((b) => b.sellingPrice < 200).length;
    expect(band.count).toBe(all.total <= 60 ? under200 : band.count);

    const inStock = await list('inStock=1&pageSize=60');
    expect(inStock.total).toBe(all.facets.inStock);
    expect(inStock.total).toBeLessThan(all.total);
    expect((inStock.items as Card[]).every((b) => b.inStock === 1)).toBe(true);
  });

  it('counts each book once in the total and the price bands, and in each of its categories', async () => {
    // Books in two categories, in none, in one named twice (as a careless import may leave it),
    // out of stock, at each band's edges: every count the panel shows is the total of the
    // listing it leads to.
    const rows = [
      { title: 'Facet Twofold Atlas', category: ['Facet Maps', 'Facet Travel'], price: 19999 },
      { title: 'Facet Twofold Almanac', category: ['Facet Travel', 'Facet Maps'], price: 20000 },
      { title: 'Facet Uncategorised Atlas', category: [], price: 49999 },
      { title: 'Facet Travel Atlas', category: ['Facet Travel'], price: 100000, stock: 0 },
      { title: 'Facet Twice Atlas', category: ['Facet Maps', 'Facet Maps'], price: 60000 },
    ];
    await t.database.db.insert(books).values(
      rows.map((r) => ({
        title: r.title,
        author: 'Facet Tester',
        mrpPaise: r.price,
        sellingPricePaise: r.price,
        category: r.category,
        stockQuantity: r.stock ?? 5,
      })),
    );
    invalidateCatalogCache(t.database.db);
    const found = await list('search=facet%20tester&pageSize=60');
    expect(found.total).toBe(5);
    expect(found.facets.categories).toEqual([
      { name: 'Facet Maps', count: 3 },
      { name: 'Facet Travel', count: 3 },
    ]);
    for (const { name, count } of found.facets.categories as { name: string; count: number }[]) {
      const within = await list(`search=facet%20tester&category=${encodeURIComponent(name)}`);
      expect(within.total, name).toBe(count);
    }
    const bands = Object.fromEntries(
      (found.facets.priceBands as { key: string; count: number }[]).map((b) => [b.key, b.count]),
    );
    expect(bands).toEqual({ 'under-200': 1, '200-499': 2, '500-999': 1, '1000-plus': 1 });
    expect(found.facets.inStock).toBe(4);
    const inStockMaps = await list('search=facet%20tester&category=Facet%20Maps&inStock=1');
    expect(inStockMaps.total).toBe(3);
    expect(inStockMaps.facets.inStock).toBe(3);
  });

  it('sorts by price both ways and by newest', async () => {
    const up = (await list('sort=price-asc&pageSize=60')).items as Card[];
    const down = (await list('sort=price-desc&pageSize=60')).items as Card[];
    const prices = up.map((b) => b.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(down[0]!.sellingPrice).toBeGreaterThanOrEqual(Math.max(...prices));
    const downPrices = down.map((b) => b.sellingPrice);
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
  });

  it('lists only books that have sold when asked (the bestsellers rail of the home page)', async () => {
    // The seeded shop has sold nothing: no bestsellers, rather than books in a random order.
    await t.database.db.update(books).set({ soldCount: 0 });
    expect((await list('sort=bestselling&sold=1')).total).toBe(0);
    const [first, second] = (await list('sort=newest&pageSize=2')).items as Card[];
    await t.database.db.update(books).set({ soldCount: 3 }).where(eq(books.id, first!.id));
    await t.database.db.update(books).set({ soldCount: 9 }).where(eq(books.id, second!.id));
    // The listing cache holds answers briefly; a staff change clears it, as this one does.
    invalidateCatalogCache(t.database.db);
    const sold = await list('sort=bestselling&sold=1');
    expect(sold.total).toBe(2);
    expect((sold.items as Card[]).map((b) => b.id)).toEqual([second!.id, first!.id]);
    await t.database.db.update(books).set({ soldCount: 0 });
    invalidateCatalogCache(t.database.db);
  });

  it('lists the corrected search at once when the search as typed finds nothing', async () => {
    const res = await list(`search=${encodeURIComponent('malgudy dayz')}`);
    expect(res.showingResultsFor).toBe('malgudi days');
    expect(res.didYouMean).toBeNull();
    expect(res.items[0].title).toBe('Malgudi Days');
    // "Search instead for": the words as typed, not corrected.
    const exact = await list(`search=${encodeURIComponent('malgudy dayz')}&exact=1`);
    expect(exact.showingResultsFor).toBeNull();
    expect(exact.total).toBe(0);
  });

  it('refuses bad filters with 400 and a message', async () => {
    for (const query of ['minPrice=500&maxPrice=100', 'sort=cheapest', 'pageSize=1000', 'page=0']) {
      const res = await get(`/api/books?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/books/:id', () => {
  it('gives the book with its rating summary and related books', async () => {
    const [book] = await t.database.db
      .select({ id: books.id })
      .from(books)
      .where(eq(books.title, 'The God of Small Things'));
    const { status, body } = await get(`/api/books/${book!.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'The God of Small Things',
      author: 'Arundhati Roy',
      ratingSummary: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.related.map((b: Card) => b.id)).not.toContain(book!.id);
    expect(body.related[0].author).toBe('Arundhati Roy');
  });

  it("reads an author's and a category's best sellers once for all their books' pages", async () => {
    const statements: string[] = [];
    const { db } = withQueryLogger(t.database, (query) => statements.push(query));
    const roys = await t.database.db
      .select({ id: books.id, category: books.category })
      .from(books)
      .where(eq(books.author, 'Arundhati Roy'))
      .orderBy(books.id);
    expect(roys.length).toBeGreaterThanOrEqual(2);
    expect(roys[0]!.category[0]).toBe(roys[1]!.category[0]);
    const [first, second] = [
      await getBookDetail(db, roys[0]!.id),
      await getBookDetail(db, roys[1]!.id),
    ];
    // Each page leaves itself out and lists the author's other book first.
    expect(first.related[0]!.id).toBe(roys[1]!.id);
    expect(second.related[0]!.id).toBe(roys[0]!.id);
    expect(first.related.map((b) => b.id)).not.toContain(roys[0]!.id);
    expect(second.related.map((b) => b.id)).not.toContain(roys[1]!.id);
    const byAuthor = statements.filter((q) => q.includes('"books"."author" = $'));
    const inCategory = statements.filter((q) => q.includes('AS best_sellers'));
    expect(byAuthor).toHaveLength(1);
    expect(inCategory).toHaveLength(1);
  });

  it('answers 404 for a missing book and 400 for a malformed id', async () => {
    expect((await get('/api/books/999999')).status).toBe(404);
    expect((await get('/api/books/abc')).status).toBe(400);
    expect((await get('/api/books/999999/reviews')).status).toBe(404);
  });
});

describe('GET /api/search/suggest', () => {
  it('suggests titles by prefix and despite a typo, authors and categories', async () => {
    const prefix = (await get('/api/search/suggest?q=the%20gu')).body;
    expect(prefix.books[0].title).toBe('The Guide');

    const typo = (await get('/api/search/suggest?q=namsake')).body;
    expect(typo.books.map((b: Card) => b.title)).toContain('The Namesake');

    const author = (await get('/api/search/suggest?q=ruskin')).body;
    expect(author.authors).toContain('Ruskin Bond');

    const category = (await get('/api/search/suggest?q=fict')).body;
    expect(category.categories).toContain('Fiction');
  });

  it('refuses an empty query', async () => {
    expect((await get('/api/search/suggest?q=%20')).status).toBe(400);
  });
});

describe('collections', () => {
  it('lists the seeded collections and opens one by name', async () => {
    const rails = (await get('/api/collections')).body.collections;
    expect(rails.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Bestsellers', 'New Arrivals', 'Staff Picks', 'Under ₹299']),
    );
    const one = await get(`/api/collections/${encodeURIComponent('staff picks')}`);
    expect(one.status).toBe(200);
    expect(one.body.name).toBe('Staff Picks');
    expect((await get('/api/collections/nope')).status).toBe(404);
  });
});
