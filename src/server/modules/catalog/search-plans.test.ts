import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQueryLogger, type Database } from '../../db/client.ts';
import { generateBooks } from '../../db/seed/generate-books.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { suggest } from './catalog-suggest.service.ts';
import { listBooks } from './catalog-search.service.ts';

// At 100,000 books, every search must be answered from the indexes: no statement may read the
// whole books table. Checked on the plan PostgreSQL actually chooses, with the real parameters.
const bookCount = 100_000;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
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

function seqScansOfBooks(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'books'
      ? ['Seq Scan on books']
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOfBooks)];
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
  for (const { query, params } of statements) {
    const { rows } = await spy.raw(`EXPLAIN (FORMAT JSON) ${query}`, params);
    const raw = (rows[0] as Record<string, unknown>)['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    plans.push({ query, seqScans: seqScansOfBooks(plan[0]!.Plan), sorts: sortsOf(plan[0]!.Plan) });
  }
  return plans;
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

  it.each(['the sa', 'saffron', 'sapron', 'meera', '978-0-14-302964-9'])(
    'answers the suggestion %j from the indexes',
    async (q) => {
      const plans = await plansOf((db) => suggest(db, q, []));
      expect(plans.length).toBeGreaterThanOrEqual(2);
      for (const plan of plans) expect(plan.seqScans, plan.query).toEqual([]);
    },
  );

  it("suggests an author's best sellers straight off the popularity index, unsorted", async () => {
    // Ordered by sales alone, the walk had to read every book of a tied sales figure (all the
    // unsold books) to order them by ratings: 78,000 books for a surname at 1,000,000.
    const plans = await plansOf((db) => suggest(db, 'iyer', []));
    const byWords = plans.find((p) => p.query.includes('ts_filter'));
    expect(byWords?.sorts, byWords?.query).toEqual([]);
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
