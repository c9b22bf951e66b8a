import { sql } from 'drizzle-orm';
import type { BooksQuery } from '@shared/schemas/catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { withQueryLogger } from '../../db/query-logger.ts';
import { generateBooks } from '../../db/seed/generate-books.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { books } from '../../db/schema/catalog.ts';
import { suggestBounds } from './suggest.repository.ts';
import { findBestsellersInCategory, railBestSellers } from '../catalog/catalog.test-helpers.ts';
import { suggest } from './suggest.service.ts';
import { listBooks } from './search.test-helpers.ts';
import { largeSearchBounds } from './sql-large-search.repository.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import { useSearchIndex } from './memory-index.repository.ts';

// At 100,000 books, every search must be answered from the indexes: no statement may read the
// whole books table. Checked on the plan PostgreSQL actually chooses, with the real parameters.
const bookCount = 100_000;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  // The plans of the statements that count when the database does (not the index in memory).
  useSearchIndex(database.db, false);
  await generateBooks(database.db, bookCount);
}, 300_000);

afterAll(async () => {
  await database?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The scans that read the books table in order to its end. One that a Limit stops is allowed: the
 * planner reads the table in order for the first books of a word that many books hold (a large
 * search's first matches, docs/decisions/025-bounded-search-listings.md), expecting the limit
 * reached soon, when that costs less than the full-text index's bitmap of every one of them.
 */
function seqScansOfBooks(node: PlanNode, limited = false): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'books' && !limited
      ? ['Seq Scan on books']
      : [];
  const stops = node['Node Type'] === 'Limit';
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScansOfBooks(child, stops))];
}

function sortsOf(node: PlanNode): string[] {
  const own = /Sort$/.test(node['Node Type']) ? [node['Node Type']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sortsOf)];
}

async function plansOf(run: (db: Database['db']) => Promise<unknown>) {
  const statements: { query: string; params: unknown[] }[] = [];
  const spy = withQueryLogger(database, (query, params) => statements.push({ query, params }));
  await run(spy.db);
  const plans: { query: string; seqScans: string[]; sorts: string[] }[] = [];
  let settings: string[] = [];
  for (const { query, params } of statements) {
    // Only reads are explained (not the planner's estimate of a search's size: it runs
    // nothing), each with the settings made for it in its transaction (throughBitmaps).
    if (/^\s*set local\b/i.test(query)) settings.push(query);
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const { rows } = await spy.raw(`EXPLAIN (FORMAT JSON) ${query}`, params, settings);
    settings = [];
    const raw = (rows[0] as Record<string, unknown>)['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    plans.push({ query, seqScans: seqScansOfBooks(plan[0]!.Plan), sorts: sortsOf(plan[0]!.Plan) });
  }
  return plans;
}

interface AnalysedNode extends PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: AnalysedNode[];
}

/** The rows a plan's scans read (returned or filtered out), over all their loops. */
function rowsRead(node: AnalysedNode): number {
  const scans = ['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'];
  const own = scans.includes(node['Node Type'])
    ? ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

/** Each statement `run` makes, run again under EXPLAIN ANALYZE: the rows its scans read. */
async function rowsReadBy(run: (db: Database['db']) => Promise<unknown>) {
  const statements: { query: string; params: unknown[] }[] = [];
  const spy = withQueryLogger(database, (query, params) => statements.push({ query, params }));
  await run(spy.db);
  const reads: { query: string; rows: number }[] = [];
  let settings: string[] = [];
  for (const { query, params } of statements) {
    // Only reads are explained (not the planner's estimate of a search's size: it runs
    // nothing), each with the settings made for it in its transaction (throughBitmaps).
    if (/^\s*set local\b/i.test(query)) settings.push(query);
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const { rows } = await spy.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`, params, settings);
    settings = [];
    const raw = (rows[0] as Record<string, unknown>)['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: AnalysedNode }[];
    reads.push({ query, rows: rowsRead(plan[0]!.Plan) });
  }
  return reads;
}

describe(`search at ${bookCount.toLocaleString('en-IN')} books`, () => {
  const searches = [
    'garden',
    'the saffron harbour',
    'gardn of lettrs',
    'Meera Iyer',
    '9780143029649',
  ];

  it.each(searches)('answers the search %j from the indexes', async (search) => {
    const plans = await plansOf((db) =>
      listBooks(db, { search, page: 1, pageSize: 24 }, { facets: true }),
    );
    expect(plans.length).toBeGreaterThanOrEqual(1);
    for (const plan of plans) expect(plan.seqScans, plan.query).toEqual([]);
  });

  it.each([false, true])(
    "lists a misspelt search's correction as that search's own listing (in its first category: %s)",
    async (inCategory) => {
      const wide = await listBooks(
        database.db,
        { search: 'saffron harbour', page: 1, pageSize: 24 },
        { facets: true },
      );
      const filter = inCategory ? { category: wide.facets.categories[0]!.name } : {};
      for (const page of [1, 2]) {
        invalidateCatalogCache(database.db);
        const typed = await listBooks(
          database.db,
          { search: 'saffrn harbur', ...filter, page, pageSize: 24 },
          { facets: true },
        );
        expect(typed.showingResultsFor).toBe('saffron harbour');
        expect(typed.total).toBeGreaterThan(24);
        invalidateCatalogCache(database.db);
        const direct = await listBooks(
          database.db,
          { search: 'saffron harbour', ...filter, page, pageSize: 24 },
          { facets: true },
        );
        expect({ ...typed, showingResultsFor: null }).toEqual(direct);
      }
    },
  );

  describe('a search finding more books than a listing counts', () => {
    // This catalogue's searches find a few thousand books at most, fewer than a search must be
    // expected to find to be tried as a large one (a bar set for 1,000,000 books).
    const expected = largeSearchBounds.expected;
    beforeAll(() => {
      largeSearchBounds.expected = 0;
    });
    afterAll(() => {
      largeSearchBounds.expected = expected;
    });
    // Each read afresh: the listings' cache would answer the second for the first.
    const afresh = (query: BooksQuery) => {
      invalidateCatalogCache(database.db);
      return listBooks(database.db, query, { facets: true });
    };
    // Counted and ranked in full, in SQL (never tried as a large search).
    const exactly = async (query: BooksQuery) => {
      const bound = largeSearchBounds.listed;
      largeSearchBounds.listed = bookCount;
      largeSearchBounds.expected = Infinity;
      try {
        return await afresh(query);
      } finally {
        largeSearchBounds.listed = bound;
        largeSearchBounds.expected = 0;
      }
    };

    it.each(['garden', 'letters', 'the', 'harbour', 'garden of'])(
      'lists %j as its whole listing would, first pages first, saying it found more',
      async (search) => {
        for (const page of [1, 3]) {
          const whole = await exactly({ search, page, pageSize: 24 });
          // Words of this catalogue's generated titles: thousands of books hold them.
          expect(whole.total).toBeGreaterThan(largeSearchBounds.listed);
          expect(whole.totalExact).toBe(true);
          const listed = await afresh({ search, page, pageSize: 24 });
          expect(listed.totalExact).toBe(false);
          expect(listed.total).toBe(largeSearchBounds.listed);
          expect(listed.items.map((b) => b.id)).toEqual(whole.items.map((b) => b.id));
          // The panel names the categories the books listed are in.
          const named = new Set(whole.facets.categories.map((c) => c.name));
          expect(listed.facets.categories.length).toBeGreaterThan(0);
          for (const c of listed.facets.categories) expect(named.has(c.name)).toBe(true);
        }
      },
    );

    it.each([
      { search: 'saffron harbour' },
      { search: 'Meera Iyer', minRating: 4 },
      { search: 'garden', minRating: 4 },
    ])(
      'counts %j, found in fewer books than a listing counts, from the books read',
      async (query) => {
        for (const page of [1, 2]) {
          const whole = await exactly({ ...query, page, pageSize: 24 });
          expect(whole.total).toBeGreaterThan(24);
          expect(whole.total).toBeLessThanOrEqual(largeSearchBounds.listed);
          expect(await afresh({ ...query, page, pageSize: 24 })).toEqual(whole);
        }
      },
    );

    it('weighs the corrections of a search that finds nothing without counting them to the end', async () => {
      // Nothing holds "qqqq": the corrections tried include "garden" alone, in thousands of books.
      const query = { search: 'garden qqqq', page: 1, pageSize: 24 };
      invalidateCatalogCache(database.db);
      const reads = await rowsReadBy((db) => listBooks(db, query, { facets: true }));
      const versions = reads.filter((r) => / AS v0\b/.test(r.query));
      expect(versions).toHaveLength(1);
      const weighed = (versions[0]!.query.match(/ AS v\d+\b/g) ?? []).length;
      expect(weighed).toBeGreaterThanOrEqual(2);
      expect(versions[0]!.rows).toBeLessThanOrEqual(weighed * (largeSearchBounds.listed + 1));
      const corrected = await afresh(query);
      expect(corrected.showingResultsFor).toBe('garden');
      const garden = await afresh({ search: 'garden', page: 1, pageSize: 24 });
      expect(corrected.items.map((b) => b.id)).toEqual(garden.items.map((b) => b.id));
      expect(corrected.total).toBe(garden.total);
    });

    it('counts a search again once a filter narrows it to what a listing counts', async () => {
      const wide = await afresh({ search: 'garden', page: 1, pageSize: 24 });
      const narrowest = wide.facets.categories.at(-1)!;
      const narrowed = { search: 'garden', category: narrowest.name, maxPrice: 200 };
      const whole = await exactly({ ...narrowed, page: 1, pageSize: 24 });
      expect(whole.total).toBeLessThanOrEqual(largeSearchBounds.listed);
      expect(await afresh({ ...narrowed, page: 1, pageSize: 24 })).toEqual(whole);
    });
  });

  it.each(['the sa', 'saffron', 'sapron', 'meera', '978-0-14-302964-9'])(
    'answers the suggestion %j from the indexes',
    async (q) => {
      const plans = await plansOf((db) => suggest(db, q, []));
      expect(plans.length).toBeGreaterThanOrEqual(2);
      for (const plan of plans) expect(plan.seqScans, plan.query).toEqual([]);
    },
  );

  describe('with 1,500 unsold books sharing a word, an author and a category, added last', () => {
    // Walking the best sellers until enough matched read every book for a prefix no title has,
    // or for books that sell little (1.2 s at 1,000,000 books); each statement now reads at
    // most the first matches and the best sellers (suggestBounds).
    const bound = 2 * (suggestBounds.matches + 1 + suggestBounds.bestSellers);
    let quokka: number;

    beforeAll(async () => {
      const added = await database.db
        .insert(books)
        .values(
          Array.from({ length: 1500 }, (_, i) => ({
            title: `Quokka Tales ${i + 1}`,
            author: 'Wren Okonkwo-Hale',
            mrpPaise: 29900,
            sellingPricePaise: 29900,
            category: ['Antipodean Fauna'],
          })),
        )
        .returning({ id: books.id });
      quokka = added[0]!.id;
      // The planner knows how many there are: it expects to find some soon among the best sellers.
      await database.db.execute(sql`ANALYZE books`);
    });

    it('suggests from a bounded number of books, whatever the text', async () => {
      for (const text of ['co', 'quokk', 'tales quokk', 'okonkwo', 'the', 'saffron']) {
        const reads = await rowsReadBy((db) => suggest(db, text, []));
        for (const { query, rows } of reads) expect(rows, `${text}: ${query}`).toBeLessThan(bound);
      }
      const found = await suggest(database.db, 'quokk', []);
      expect(found.books).toHaveLength(6);
      expect(found.books.every((b) => b.title.startsWith('Quokka Tales'))).toBe(true);
      expect((await suggest(database.db, 'okonkwo', [])).authors).toEqual(['Wren Okonkwo-Hale']);
    });

    it("fills a book page's category rail from a bounded number of books", async () => {
      const reads = await rowsReadBy((db) =>
        findBestsellersInCategory(db, 'Antipodean Fauna', quokka, 8),
      );
      // The walk reads the best sellers' categories from the index alone: a fifth of this
      // catalogue, against all of it before.
      const railBound = railBestSellers + suggestBounds.matches + 1 + 2 * 8;
      for (const { query, rows } of reads) expect(rows, query).toBeLessThan(railBound);
      const rail = await findBestsellersInCategory(database.db, 'Antipodean Fauna', quokka, 8);
      expect(rail).toHaveLength(8);
      expect(rail.every((b) => b.title.startsWith('Quokka Tales') && b.id !== quokka)).toBe(true);
    });
  });

  it.each(['relevance', 'newest', 'price-asc', 'price-desc', 'rating', 'bestselling'] as const)(
    'reads a page of the whole catalogue sorted by %s from an index',
    async (sort) => {
      // Counting every book for the total legitimately reads the table (and is cached); the
      // page of rows itself must come off the sort's index.
      const plans = await plansOf((db) =>
        listBooks(db, { sort, page: 3, pageSize: 24 }, { facets: false }),
      );
      const pages = plans.filter((p) => / limit /i.test(p.query));
      expect(pages).toHaveLength(1);
      expect(pages[0]!.seqScans, pages[0]!.query).toEqual([]);
    },
  );
});
