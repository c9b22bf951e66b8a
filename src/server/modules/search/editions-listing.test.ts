import { eq, sql } from 'drizzle-orm';
import type { BooksQuery } from '@shared/schemas/catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { books, publishers } from '../../db/schema/catalog.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import { listBooks } from './search.test-helpers.ts';
import { searchIndexOf, useSearchIndex } from './memory-index.repository.ts';

// A storefront listing shows a work once (migration 0020): its lead edition, in stock first;
// a filter an edition may meet and its lead not (format, language, publisher, price) lists every
// edition; an edition's ISBN finds that edition. Both engines list alike.
let database: Database;
const ids = { paperback: 0, hardback: 0, tamil: 0, other: 0 };

const edition = (title: string, extra: Partial<typeof books.$inferInsert>) => ({
  title,
  author: 'Kalki Krishnamurthy',
  mrpPaise: 60000,
  sellingPricePaise: 50000,
  category: ['Fiction'],
  ...extra,
});

beforeAll(async () => {
  database = await openTestDatabase();
  const [press] = await database.db
    .insert(publishers)
    .values({ name: 'Macmillan India', slug: '' })
    .returning();
  const rows = await database.db
    .insert(books)
    .values([
      edition('Ponniyin Selvan', { format: 'BC', stockQuantity: 0, soldCount: 50 }),
      edition('Ponniyin Selvan', {
        format: 'BB',
        stockQuantity: 4,
        soldCount: 5,
        isbn13: '9789387578760',
        publisherId: press!.id,
        sellingPricePaise: 90000,
        mrpPaise: 95000,
      }),
      edition('Ponniyin Selvan (Tamil)', {
        format: 'BC',
        language: 'Tamil',
        stockQuantity: 2,
        isbn13: '9788184936773',
      }),
      edition('Sivakamiyin Sabatham', { format: 'BC', stockQuantity: 3 }),
    ])
    .returning({ id: books.id, title: books.title, format: books.format, workId: books.workId });
  ids.paperback = rows[0]!.id;
  ids.hardback = rows[1]!.id;
  ids.tamil = rows[2]!.id;
  ids.other = rows[3]!.id;
  // The Tamil edition's title differs by its bracket alone: it joins the same work.
  expect(new Set(rows.slice(0, 3).map((r) => r.workId)).size).toBe(1);
});

afterAll(async () => {
  await database?.close();
});

async function bothWays(query: Partial<BooksQuery>) {
  const list = () =>
    listBooks(database.db, { page: 1, pageSize: 24, ...query } as BooksQuery, { facets: true });
  useSearchIndex(database.db, false);
  invalidateCatalogCache(database.db);
  const byDatabase = await list();
  useSearchIndex(database.db, true);
  invalidateCatalogCache(database.db);
  expect(await searchIndexOf(database.db)).not.toBeNull();
  const byIndex = await list();
  expect(byIndex.items.map((b) => b.id)).toEqual(byDatabase.items.map((b) => b.id));
  expect(byIndex.total).toBe(byDatabase.total);
  return byDatabase;
}

describe('a listing of one edition per work', () => {
  it('shows the in-stock edition for its work, and every edition when not asked', async () => {
    const one = await bothWays({ search: 'ponniyin selvan', editions: 'work' });
    expect(one.items.map((b) => b.id)).toEqual([ids.hardback]);
    expect(one.total).toBe(1);
    const all = await bothWays({ search: 'ponniyin selvan' });
    expect(all.total).toBe(3);
  });

  it('follows the stock: the lead moves when its edition sells out', async () => {
    await database.db.update(books).set({ stockQuantity: 0 }).where(eq(books.id, ids.hardback));
    const one = await bothWays({ search: 'ponniyin', editions: 'work' });
    expect(one.items.map((b) => b.id)).toEqual([ids.tamil]);
    await database.db.update(books).set({ stockQuantity: 4 }).where(eq(books.id, ids.hardback));
    const back = await bothWays({ search: 'ponniyin', editions: 'work' });
    expect(back.items.map((b) => b.id)).toEqual([ids.hardback]);
  });

  it('finds an edition by its own ISBN, though it does not lead its work', async () => {
    const found = await bothWays({ search: '978-81-8493-677-3', editions: 'work' });
    expect(found.items.map((b) => b.id)).toContain(ids.tamil);
  });

  it('lists every edition that meets a format, language or publisher filter', async () => {
    const paperbacks = await bothWays({ search: 'ponniyin', format: 'BC', editions: 'work' });
    expect(paperbacks.items.map((b) => b.id).sort()).toEqual([ids.paperback, ids.tamil].sort());
    const tamil = await bothWays({ language: 'tamil', editions: 'work' });
    expect(tamil.items.map((b) => b.id)).toEqual([ids.tamil]);
    const press = await bothWays({ publisher: 'macmillan-india', editions: 'work' });
    expect(press.items.map((b) => b.id)).toEqual([ids.hardback]);
    const none = await bothWays({ publisher: 'no-such-press', editions: 'work' });
    expect(none.total).toBe(0);
  });

  it('lists the whole catalogue a work at a time', async () => {
    const [row] = await queryRows<{ works: number }>(
      database.db,
      sql`SELECT count(DISTINCT work_id)::int AS works FROM books WHERE archived_at IS NULL`,
    );
    const listed = await bothWays({ editions: 'work' });
    expect(listed.total).toBe(row!.works);
  });
});
