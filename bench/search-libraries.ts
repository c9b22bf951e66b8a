// The shop's search index (memory-index.ts) against in-process search libraries — MiniSearch,
// FlexSearch, Orama — on the part a library would replace: from each book's search-vector
// lexemes to the ids a typed query matches (pustak_query: every word, each its English stem or
// its key), and their count (docs/decisions/032-search-index-built-by-hand-measured.md):
//   npx tsx bench/search-libraries.ts [--books 100000,1000000] [--searches 300] [--rounds 1]
//     [--check 100000] [--engines ours,minisearch,flexsearch,orama]
// The books are the shop's generated ones (generate-books.ts). `check` of them are loaded into an
// embedded database (PGlite, in a new directory removed after); the lexemes of each title word,
// author, description and category the generator writes are read from it with the search
// vector's own expressions, and every size's books are composed from them in memory, then
// checked equal, book for book, to the loaded books' `tsvector_to_array(search_vector)` and keys.
// The searches are catalog-latency.ts's (words, typos, a name no author has, a third each), drawn
// with a fixed seed and made queries by the database's pustak_query.
// Each engine and size runs in a process of its own (node --expose-gc): build ms; heap MB, the V8
// heap and array buffers after a forced GC above the books held as input; p50/p95/p99 ms of the
// matching step (query text to ids and count) over `rounds` rounds of the searches after one
// warm-up round; and how many searches' ids differ from ours.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { sql } from 'drizzle-orm';
import { Index as FlexIndex, Resolver } from 'flexsearch';
import MiniSearch, { type Query as MiniQuery } from 'minisearch';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { demoCategories } from '../src/server/db/seed/demo-books.ts';
import {
  adjectives,
  firstNames,
  lastNames,
  nouns,
  themes,
} from '../src/server/db/seed/generate-books.ts';
import {
  SearchIndex,
  evaluate,
  parseTsQuery,
  type IndexedBookRow,
  type QueryNode,
} from '../src/server/modules/search/search.test-helpers.ts';
import { loadBooks } from './load-books.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SEP = '\u0001';

/** The lexemes of a text as the search vector has them: English stems, keys, and the key. */
interface Lexemes {
  english: string[];
  simple: string[];
  key: string;
}
interface Search {
  kind: string;
  text: string;
  query: string;
}
interface Data {
  texts: Record<string, Lexemes>;
  searches: Search[];
}

// ---- The generator (generate-books.ts's INSERT … SELECT, book g) -------------------------------

const nth = <T>(list: readonly T[], k: number) => list[k % list.length]!;

function generated(g: number) {
  const mrp = (99 + ((g * 37) % 1900)) * 100;
  return {
    title:
      `The ${nth(adjectives, g * 7)} ${nth(nouns, g * 13)}` +
      (g % 3 === 0 ? ` of ${nth(nouns, g * 5)}` : '') +
      (g % 5 === 0 ? ` and the ${nth(adjectives, g * 19)} ${nth(nouns, g * 23)}` : '') +
      `, Book ${1 + Math.floor(g / 1013)}`,
    author: `${nth(firstNames, g * 11)} ${nth(lastNames, g * 17)}`,
    description: `A novel about ${nth(themes, g * 3)}, told with warmth and wit.`,
    category: nth(demoCategories, g),
    price: mrp - Math.trunc(Math.trunc((mrp * ((g % 4) * 5)) / 100) / 100) * 100,
    stock: g % 40,
    sold: (g * 31) % 500,
    rating: Math.fround((g % 41) / 10),
    ratings: g % 200,
  };
}

const titleWords = (title: string) => title.replace(/,/g, '').split(' ');

/** Every text whose lexemes composing `books` books needs. */
function textsFor(books: number): string[] {
  const words = new Set(['The', 'of', 'and', 'the', 'Book', ...adjectives]);
  for (const noun of nouns) for (const w of noun.split(' ')) words.add(w);
  for (let k = 1; k <= 1 + Math.floor((books - 1) / 1013); k++) words.add(String(k));
  const authors = new Set<string>();
  for (let g = 0; g < firstNames.length * lastNames.length; g++) authors.add(generated(g).author);
  const descriptions = themes.map((_, g) => generated(g).description);
  return [...words, ...authors, ...descriptions, ...demoCategories];
}

/**
 * Books 0 … n-1 as the index reads them (id g + 1), their lexemes composed from those of their
 * texts: the title's words' and the author's English stems and keys, the category's and the
 * description's stems. `noLexemes`: the rows without them (the index's columns alone).
 */
function composeRows(data: Data, n: number, noLexemes = false): IndexedBookRow[] {
  const of = (text: string) => {
    const found = data.texts[text];
    if (!found) throw new Error(`no lexemes for ${JSON.stringify(text)}`);
    return found;
  };
  const rows: IndexedBookRow[] = [];
  for (let g = 0; g < n; g++) {
    const b = generated(g);
    const words = titleWords(b.title).map(of);
    const author = of(b.author);
    const lexemes = new Set<string>();
    for (const l of [...words, author]) for (const x of [...l.english, ...l.simple]) lexemes.add(x);
    for (const x of of(b.category).english) lexemes.add(x);
    for (const x of of(b.description).english) lexemes.add(x);
    rows.push({
      id: g + 1,
      revision: g + 1,
      archived: false,
      title_key: words
        .map((w) => w.key)
        .filter(Boolean)
        .join(' '),
      author_key: author.key,
      sold_count: b.sold,
      rating_count: b.ratings,
      avg_rating: b.rating,
      price: b.price,
      in_stock: b.stock > 0,
      is_premium: 0,
      categories: JSON.stringify([b.category]),
      collections: '[]',
      isbn13: null,
      lexemes: noLexemes ? '' : [...lexemes].sort().join(SEP),
    });
  }
  return rows;
}

// ---- The engines --------------------------------------------------------------------------

interface Engine {
  build(rows: IndexedBookRow[]): Promise<void> | void;
  /** The ids of the books the query (pustak_query's text) matches. */
  match(query: string): number[];
}

/** A query as and/or of many parts (the libraries take lists). */
type Flat = string | { op: '&' | '|'; parts: Flat[] };
function flatten(node: QueryNode): Flat {
  if (node.op === 'lexeme') return node.value;
  const parts = [node.left, node.right].flatMap((child) => {
    const f = flatten(child);
    return typeof f !== 'string' && f.op === node.op ? f.parts : [f];
  });
  return { op: node.op, parts };
}
const parsed = (query: string) => {
  const node = parseTsQuery(query);
  if (!node) throw new Error(`the index does not evaluate ${query}`);
  return node;
};

/** The shop's index, built and asked as the repository and memory-counts.ts do. */
function ours(): Engine {
  let index = new SearchIndex();
  return {
    build(rows) {
      index = new SearchIndex();
      const postings = new Map<string, number[]>();
      index.addBuilt(rows, postings);
      // Without a pause, packing is done when pack returns.
      void index.pack(postings);
    },
    match(query) {
      const slots = evaluate(index, parsed(query));
      const ids: number[] = [];
      for (let i = 0; i < slots.length; i++) {
        if (index.alive(slots[i]!)) ids.push(index.ids.data[slots[i]!]!);
      }
      return ids;
    },
  };
}

function minisearch(): Engine {
  const options = {
    fields: ['lexemes'],
    tokenize: (text: string) => text.split(SEP),
    processTerm: (term: string) => term,
    searchOptions: { prefix: false, fuzzy: false },
  };
  let index = new MiniSearch<{ id: number; lexemes: string }>(options);
  const toQuery = (f: Flat): MiniQuery =>
    typeof f === 'string'
      ? f
      : { combineWith: f.op === '&' ? 'AND' : 'OR', queries: f.parts.map(toQuery) };
  return {
    build(rows) {
      index = new MiniSearch(options);
      index.addAll(rows.map((r) => ({ id: r.id, lexemes: r.lexemes })));
    },
    match(query) {
      return index.search(toQuery(flatten(parsed(query)))).map((r) => r.id as number);
    },
  };
}

function flexsearch(): Engine {
  const make = () =>
    new FlexIndex({ tokenize: 'strict', encode: (text: string) => text.split(SEP), resolution: 1 });
  let index = make();
  // The resolver's chain (its typings tie it to a document type an Index does not have). Its
  // and() on a resolver that found nothing returns the resolved ids (none), not a resolver.
  interface Resolving {
    and(...others: Resolving[]): Chain;
    or(...others: Resolving[]): Chain;
    resolve(options: { limit: number }): number[];
  }
  type Chain = Resolving | number[];
  const toChain = (f: Flat): Chain => {
    if (typeof f === 'string') return new Resolver({ index, query: f }) as unknown as Resolving;
    const parts = f.parts.map(toChain);
    if (parts.some((p) => Array.isArray(p) && p.length > 0)) throw new Error('resolved early');
    const open = parts.filter((p): p is Resolving => !Array.isArray(p));
    if (f.op === '&' && open.length < parts.length) return [];
    const [first, ...rest] = open;
    if (!first) return [];
    return f.op === '&' ? first.and(...rest) : first.or(...rest);
  };
  let books = 0;
  return {
    build(rows) {
      index = make();
      for (const r of rows) index.add(r.id, r.lexemes);
      books = rows.length;
    },
    match(query) {
      const chain = toChain(flatten(parsed(query)));
      return Array.isArray(chain) ? chain : chain.resolve({ limit: books });
    },
  };
}

function orama(): Engine {
  const make = () => create({ schema: { lexemes: 'enum[]' } as const });
  let db = make();
  let books = 0;
  type Where = NonNullable<Parameters<typeof oramaSearch<typeof db>>[1]['where']>;
  const toWhere = (f: Flat): Where => {
    if (typeof f === 'string') return { lexemes: { containsAll: [f] } };
    if (f.parts.every((p) => typeof p === 'string')) {
      const values = f.parts as string[];
      return { lexemes: f.op === '&' ? { containsAll: values } : { containsAny: values } };
    }
    const parts = f.parts.map(toWhere);
    return f.op === '&' ? { and: parts } : { or: parts };
  };
  return {
    async build(rows) {
      db = make();
      await insertMultiple(
        db,
        rows.map((r) => ({ id: String(r.id), lexemes: r.lexemes.split(SEP) })),
      );
      books = rows.length;
    },
    match(query) {
      const result = oramaSearch(db, { where: toWhere(flatten(parsed(query))), limit: books });
      if (result instanceof Promise) throw new Error('Orama searched asynchronously');
      if (result.count !== result.hits.length) throw new Error('Orama: count ≠ hits');
      return result.hits.map((h) => Number(h.id));
    },
  };
}

const engines: Record<string, () => Engine> = {
  ours,
  minisearch,
  flexsearch,
  orama,
  // The index without posting lists: what of its memory and build the columns take.
  'ours-columns': ours,
};

// ---- One engine and size, in its own process ------------------------------------------------

interface Result {
  engine: string;
  books: number;
  buildMs: number;
  heapMb: number;
  p50: number;
  p95: number;
  p99: number;
  /** Per search: its count and a hash of its sorted ids. */
  digests: string[];
}

const heap = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};
const settle = () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  for (let i = 0; i < 3; i++) gc();
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function digest(ids: number[]): string {
  const sorted = Int32Array.from(ids).sort();
  let h = 0x811c9dc5;
  for (const id of sorted) h = Math.imul(h ^ id, 0x01000193);
  return `${sorted.length}:${(h >>> 0).toString(16)}`;
}

async function child(name: string, books: number, dataFile: string, rounds: number) {
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as Data;
  const rows = composeRows(data, books, name === 'ours-columns');
  const engine = engines[name]!();
  settle();
  const before = heap();
  const started = performance.now();
  await engine.build(rows);
  const buildMs = performance.now() - started;
  settle();
  const heapMb = (heap() - before) / 2 ** 20;
  const result: Result = {
    engine: name,
    books,
    buildMs,
    heapMb,
    p50: 0,
    p95: 0,
    p99: 0,
    digests: [],
  };
  if (name !== 'ours-columns') {
    result.digests = data.searches.map((s) => digest(engine.match(s.query)));
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const s of data.searches) {
        const t = performance.now();
        const ids = engine.match(s.query);
        times.push(performance.now() - t);
        if (ids.length < 0) throw new Error('unreachable');
      }
    }
    times.sort((a, b) => a - b);
    result.p50 = percentile(times, 50);
    result.p95 = percentile(times, 95);
    result.p99 = percentile(times, 99);
  }
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

// ---- The run ------------------------------------------------------------------------------

/** mulberry32: the same searches every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** catalog-latency.ts's searches: words, typos, a name no author has (a third each). */
function searchTexts(count: number, books: number): { kind: string; text: string }[] {
  const random = seeded(32);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const typo = (word: string) => {
    const i = 1 + Math.floor(random() * (word.length - 2));
    return word.slice(0, i) + word.slice(i + 1);
  };
  const author = () => {
    const g = Math.floor(random() * books);
    return `${firstNames[(g * 11) % firstNames.length]} ${lastNames[(g * 17) % lastNames.length]}`;
  };
  const kinds: [string, () => string][] = [
    [
      'words',
      () => pick([() => `${pick(adjectives)} ${pick(nouns)}`, author, () => pick(nouns)])(),
    ],
    ['typos', () => `${typo(pick(adjectives))} ${typo(pick(nouns))}`],
    ['no such author', () => `${pick(firstNames)} ${pick(lastNames)}`],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [kind, make] = kinds[i % kinds.length]!;
    return { kind, text: make() };
  });
}

async function prepare(sizes: number[], check: number, searches: number): Promise<Data> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-libraries-'));
  try {
    const started = performance.now();
    await loadBooks({ dataDir, count: check });
    console.log(
      `loaded ${check} generated books in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const database = await openDatabase({ dataDir });
    try {
      const db = database.db;
      const texts = textsFor(Math.max(...sizes));
      const lexemeRows = await queryRows<{
        t: string;
        english: string;
        simple: string;
        key: string;
      }>(
        db,
        sql`SELECT t,
              array_to_string(tsvector_to_array(to_tsvector('english', pustak_fold(t))), chr(1)) AS english,
              array_to_string(tsvector_to_array(to_tsvector('simple', pustak_key(t))), chr(1)) AS simple,
              pustak_key(t) AS key
            FROM json_array_elements_text(${JSON.stringify(texts)}::json) AS t`,
      );
      const split = (s: string) => (s ? s.split(SEP) : []);
      const data: Data = { texts: {}, searches: [] };
      for (const r of lexemeRows) {
        data.texts[r.t] = { english: split(r.english), simple: split(r.simple), key: r.key };
      }
      // The composed books against the loaded ones, book for book.
      const loaded = await queryRows<{ title_key: string; author_key: string; lexemes: string }>(
        db,
        sql`SELECT title_key, author_key,
              array_to_string(tsvector_to_array(search_vector), chr(1)) AS lexemes
            FROM books WHERE description LIKE 'A novel about %' ORDER BY id`,
      );
      const composed = composeRows(data, check);
      const sorted = (s: string) => s.split(SEP).sort().join(SEP);
      const differing = loaded.filter(
        (r, g) =>
          sorted(r.lexemes) !== composed[g]!.lexemes ||
          r.title_key !== composed[g]!.title_key ||
          r.author_key !== composed[g]!.author_key,
      );
      if (loaded.length !== check || differing.length > 0) {
        throw new Error(
          `composed books differ from the loaded ones: ${loaded.length} loaded, ${differing.length} differ`,
        );
      }
      console.log(`composed lexemes equal the database's for all ${check} loaded books`);
      const drawn = searchTexts(searches, Math.max(...sizes));
      const queries = await queryRows<{ query: string }>(
        db,
        sql`SELECT pustak_query(q)::text AS query
            FROM json_array_elements_text(${JSON.stringify(drawn.map((d) => d.text))}::json)
              WITH ORDINALITY AS s(q, n) ORDER BY n`,
      );
      data.searches = drawn.map((d, i) => ({ ...d, query: queries[i]!.query }));
      return data;
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const sizes = (argOf('books') ?? '100000,1000000').split(',').map(Number);
  const searches = Number(argOf('searches') ?? 300);
  const rounds = Number(argOf('rounds') ?? 1);
  const check = Number(argOf('check') ?? Math.min(100_000, ...sizes));
  const names = (argOf('engines') ?? 'ours,minisearch,flexsearch,orama').split(',');
  const data = await prepare(sizes, check, searches);
  const work = mkdtempSync(path.join(os.tmpdir(), 'pustak-libraries-data-'));
  const dataFile = path.join(work, 'data.json');
  writeFileSync(dataFile, JSON.stringify(data));
  const self = fileURLToPath(import.meta.url);
  console.log(
    `${searches} searches (${data.searches.filter((s) => s.kind === 'words').length} words, typos and names no author has), ${rounds} rounds after a warm-up; heap: V8 heap + array buffers above the input rows, after GC`,
  );
  console.log(
    'books'.padStart(9),
    'engine'.padEnd(13),
    'build ms'.padStart(9),
    'heap MB'.padStart(8),
    'p50 ms'.padStart(7),
    'p95 ms'.padStart(7),
    'p99 ms'.padStart(7),
    ' ids ≠ ours',
  );
  const notes: string[] = [];
  try {
    for (const books of sizes) {
      let mine: Result | undefined;
      for (const name of [...names, ...(names.includes('ours') ? ['ours-columns'] : [])]) {
        const run = spawnSync(
          process.execPath,
          [
            '--expose-gc',
            '--max-old-space-size=12288',
            '--import',
            'tsx',
            self,
            '--child',
            name,
            '--size',
            String(books),
            '--data',
            dataFile,
            '--rounds',
            String(rounds),
          ],
          { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const line = run.stdout?.split('\n').find((l) => l.startsWith('RESULT '));
        if (!line) {
          console.log(
            String(books).padStart(9),
            name.padEnd(13),
            `failed (${run.signal ?? run.status})`,
          );
          continue;
        }
        const r = JSON.parse(line.slice(7)) as Result;
        if (name === 'ours') {
          mine = r;
          const counts = r.digests.map((d) => Number(d.split(':')[0])).sort((a, b) => a - b);
          notes.push(
            `${books} books: a search finds ${percentile(counts, 50)} books at the median, ${counts.at(-1)} at most; ${counts.filter((c) => c === 0).length} of ${counts.length} find none`,
          );
        }
        const differ =
          name === 'ours-columns'
            ? ''
            : mine
              ? String(r.digests.filter((d, i) => d !== mine!.digests[i]).length)
              : '-';
        const ms = (x: number) => x.toFixed(2).padStart(7);
        console.log(
          String(books).padStart(9),
          name.padEnd(13),
          r.buildMs.toFixed(0).padStart(9),
          r.heapMb.toFixed(1).padStart(8),
          ...(name === 'ours-columns'
            ? ['      -', '      -', '      -']
            : [ms(r.p50), ms(r.p95), ms(r.p99)]),
          differ.padStart(11),
        );
      }
    }
    for (const note of notes) console.log(note);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv.includes('--child')) {
  await child(argOf('child')!, Number(argOf('size')), argOf('data')!, Number(argOf('rounds')));
} else {
  await main();
}
