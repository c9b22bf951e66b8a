// Search relevance on real book records, as a bookseller would try it:
//   npx tsx bench/search-relevance.ts [--file ../shared/data/book-crossing/BX-Books.csv] [--sample 400]
// Converts the supplier file (ISO-8859-1, `;`-separated, see its README) into the shop's CSV
// template, imports it through the admin import API (preview, then commit, valid rows only),
// adds a few Hindi books, then searches GET /api/books the ways a reader does and prints:
//   exact@1       an exact title: a book of that title comes first
//   exact@5       ... is among the first five
//   typo@5        the title with two neighbouring letters swapped, or one letter deleted, in its
//                 longest word (4 letters or more): a book of that title in the first five
//   surname p@5   an author's surname, for authors with 5 books or more: the first five
//                 results are all that author's. "per surname" asks a surname two authors
//                 share once, for the author with more books; "per author" asks it for each
//                 (one of them must lose); "by an author of that surname" is the lenient count
//   isbn@1        ISBN-10 and ISBN-13, with and without hyphens: that book first
//   hindi@1       Hindi titles typed in Latin letters, Devanagari typed for Latin titles
//   indian        per script, the real titles of src/server/modules/search/indian-titles.test-helpers.ts:
//                 latin@5 every Latin spelling finds the book in the first five, native@1 the
//                 title as printed lists it first, surname the author's name in Latin letters
//                 finds it (in the first 60)
//   empty         searches that showed no book and no correction
// Runs on an in-memory PGlite; with DATABASE_URL set, on a throwaway database on that
// PostgreSQL server instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { toIsbn13 } from '../src/shared/isbn.ts';
import { indianTitles } from '../src/server/modules/search/indian-titles.test-helpers.ts';
import { configureCategories } from '../src/server/modules/admin/admin.test-helpers.ts';
import {
  commit,
  createImportTestContext,
  toCsv,
  upload,
  type CsvRow,
} from '../src/server/modules/admin/import/admin-import.test-helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const file = path.resolve(
  root,
  arg('file', path.join(root, '..', 'shared', 'data', 'book-crossing', 'BX-Books.csv')),
);
const sampleSize = Number(arg('sample', '400'));

/** A deterministic random sequence, so every run asks the same questions. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = random(20041);
const pick = <T>(items: T[], n: number): T[] => {
  const copy = [...items];
  const out: T[] = [];
  while (out.length < n && copy.length > 0) {
    out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0]!);
  }
  return out;
};

/** Text that was UTF-8 read as ISO-8859-1 once more (`GarcÃ­a`), put right when it can be. */
function repairEncoding(text: string): string {
  if (!/[ÃÂ]/.test(text)) return text;
  const fixed = Buffer.from(text, 'latin1').toString('utf8');
  return fixed.includes('\uFFFD') ? text : fixed;
}

/** The bench's own comparison of titles and names: case, accents and punctuation ignored. */
const norm = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

interface SupplierBook {
  isbn10: string;
  title: string;
  author: string;
  year: number;
  publisher: string;
}

function readSupplierFile(): SupplierBook[] {
  const text = readFileSync(file, 'latin1').replaceAll('&amp;', '&');
  const records = parse(text, {
    delimiter: ';',
    relax_quotes: true,
    relax_column_count: true,
    from_line: 2,
  }) as string[][];
  const books: SupplierBook[] = [];
  for (const r of records) {
    if (r.length < 8) continue;
    // A stray `;` in a title makes more fields: the last six are always the same.
    const tail = r.slice(-6);
    const title = r.slice(1, r.length - 6).join(';');
    books.push({
      isbn10: r[0]!.trim(),
      title: repairEncoding(title.trim()),
      author: repairEncoding(tail[0]!.trim()),
      year: Number(tail[1]),
      publisher: repairEncoding(tail[2]!.trim()),
    });
  }
  return books;
}

/** Hindi classics: Devanagari titles searched in Latin letters, and the other way round. */
const hindiBooks = [
  { title: 'गोदान', author: 'प्रेमचंद', queries: ['godan', 'godaan'] },
  { title: 'निर्मला', author: 'प्रेमचंद', queries: ['nirmala'] },
  { title: 'मधुशाला', author: 'हरिवंशराय बच्चन', queries: ['madhushala', 'madhushaala'] },
  { title: 'राग दरबारी', author: 'श्रीलाल शुक्ल', queries: ['raag darbari', 'rag darbari'] },
  { title: 'मैला आँचल', author: 'फणीश्वरनाथ रेणु', queries: ['maila aanchal', 'maila anchal'] },
  { title: 'कामायनी', author: 'जयशंकर प्रसाद', queries: ['kamayani'] },
  { title: 'Chandrakanta', author: 'Devaki Nandan Khatri', queries: ['चंद्रकांता'] },
  { title: 'Gunahon Ka Devta', author: 'Dharamvir Bharati', queries: ['गुनाहों का देवता'] },
];

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
else delete process.env.TEST_DATABASE_URL;

const ctx = await createImportTestContext();
try {
  await configureCategories(ctx, ['Fiction', 'Indian Languages']);
  const supplier = readSupplierFile();
  const thisYear = new Date().getFullYear();
  const rows: CsvRow[] = supplier.map((b, i) => ({
    isbn: b.isbn10,
    title: b.title.slice(0, 300),
    author: (b.author || 'Unknown').slice(0, 200),
    description: `Published by ${b.publisher}${b.year > 0 ? `, ${b.year}` : ''}.`,
    mrp: '499.00',
    sellingPrice: '399.00',
    category: 'Fiction',
    stockQuantity: (i % 9) + 1,
    isPremium: 'no',
    language: 'English',
    publishedYear: b.year >= 1000 && b.year <= thisYear ? b.year : '',
  }));
  hindiBooks.forEach((b, i) =>
    rows.push({
      title: b.title,
      author: b.author,
      description: 'A Hindi classic.',
      mrp: '299.00',
      sellingPrice: '249.00',
      category: 'Indian Languages',
      stockQuantity: 5 + i,
      isPremium: 'no',
      language: 'Hindi',
    }),
  );
  indianTitles.forEach((b, i) =>
    rows.push({
      title: b.title,
      author: b.author,
      description: `A ${b.language} classic.`,
      mrp: '299.00',
      sellingPrice: '249.00',
      category: 'Indian Languages',
      stockQuantity: 3 + (i % 7),
      isPremium: 'no',
      language: b.language,
    }),
  );
  const started = performance.now();
  const res = await upload(ctx, toCsv(rows));
  if (res.statusCode !== 200) throw new Error(`preview failed: ${res.body.slice(0, 500)}`);
  // A slow stretch of a shared machine can take more than the tests' minute.
  const { summary } = await commit(ctx, res.json().id, 'valid-only', undefined, {
    timeoutMs: 600_000,
  });
  if (!summary?.result) throw new Error('import failed');
  const { created, skipped } = summary.result;
  console.log(
    `imported ${created} of ${rows.length} rows through the admin import (${skipped} skipped) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  interface Listed {
    total: number;
    showingResultsFor: string | null;
    didYouMean: string | null;
    items: { id: number; title: string; author: string }[];
  }
  const times: number[] = [];
  let empty = 0;
  let searches = 0;
  const emptyExamples: string[] = [];
  async function search(q: string, pageSize = 5): Promise<Listed> {
    const t0 = performance.now();
    const r = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/books?search=${encodeURIComponent(q)}&facets=0&pageSize=${pageSize}`,
    });
    times.push(performance.now() - t0);
    if (r.statusCode !== 200) throw new Error(`search ${q}: ${r.statusCode} ${r.body}`);
    const body = r.json() as Listed;
    searches++;
    if (body.items.length === 0 && !body.showingResultsFor && !body.didYouMean) {
      empty++;
      if (emptyExamples.length < 8) emptyExamples.push(q);
    }
    return body;
  }

  // The imported books as the shop holds them (ids, ISBN-13s).
  const all: { id: number; title: string; author: string; isbn13: string | null }[] = [];
  for (let page = 1; ; page++) {
    const r = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/admin/books?page=${page}&pageSize=100`,
      headers: { cookie: ctx.owner },
    });
    const body = r.json() as {
      items: { id: number; title: string; author: string; isbn13: string | null }[];
    };
    all.push(...body.items);
    if (body.items.length < 100) break;
  }
  const latinBooks = all.filter(
    (b) => !/[\u0900-\u0d7f]/.test(b.title) && norm(b.title) !== '' && b.title.length <= 200,
  );

  const rate = (hits: number, n: number) => `${(hits / Math.max(1, n)).toFixed(3)} (${hits}/${n})`;
  const misses: Record<string, string[]> = {};
  const miss = (kind: string, text: string) => {
    const list = (misses[kind] ??= []);
    if (list.length < 12) list.push(text);
  };

  // Exact titles.
  let exact1 = 0;
  let exact5 = 0;
  const exactSample = pick(latinBooks, sampleSize);
  for (const b of exactSample) {
    const { items } = await search(b.title);
    const want = norm(b.title);
    if (items[0] && norm(items[0].title) === want) exact1++;
    else miss('exact@1', `${b.title} → ${items[0]?.title ?? '(none)'}`);
    if (items.some((i) => norm(i.title) === want)) exact5++;
  }

  // One typo in the longest word.
  const longest = (title: string) =>
    title
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4)
      .sort((a, b) => b.length - a.length)[0];
  let typoHits = 0;
  let typoCount = 0;
  const typoSample = pick(
    latinBooks.filter((b) => longest(b.title)),
    sampleSize,
  );
  for (const [i, b] of typoSample.entries()) {
    const word = longest(b.title)!;
    let typo = word;
    if (i % 2 === 0) {
      for (let tries = 0; tries < 10 && typo === word; tries++) {
        const at = Math.floor(rand() * (word.length - 1));
        typo = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      }
      if (typo === word) continue;
    } else {
      const at = Math.floor(rand() * word.length);
      typo = word.slice(0, at) + word.slice(at + 1);
    }
    const q = b.title.replace(word, typo);
    typoCount++;
    const { items } = await search(q);
    if (items.some((it) => norm(it.title) === norm(b.title))) typoHits++;
    else miss('typo@5', `${q} → ${items[0]?.title ?? '(none)'}`);
  }

  // Surnames of authors with five books or more. A surname two such authors share is asked
  // once, for the author the shop has more books by (the one a reader most likely means);
  // every author is also scored on their own, and leniently (any author of that surname).
  const byAuthor = new Map<string, number>();
  for (const b of latinBooks) byAuthor.set(norm(b.author), (byAuthor.get(norm(b.author)) ?? 0) + 1);
  const prolific = [...byAuthor]
    .filter(([name, n]) => n >= 5 && name.split(' ').at(-1)!.length >= 3)
    .sort((a, b) => b[1] - a[1]);
  const surnameOf = (name: string) => name.split(' ').at(-1)!;
  const mainAuthor = new Map<string, string>();
  for (const [name] of prolific)
    if (!mainAuthor.has(surnameOf(name))) mainAuthor.set(surnameOf(name), name);
  let strict = 0;
  let perSurname = 0;
  let bySurname = 0;
  const surnameSample = pick(
    prolific.map(([name]) => name),
    Math.min(prolific.length, sampleSize),
  );
  for (const name of surnameSample) {
    const surname = surnameOf(name);
    const { items } = await search(surname);
    const allBy = (who: string) =>
      items.length === 5 && items.every((it) => norm(it.author) === who);
    if (allBy(name)) strict++;
    if (mainAuthor.get(surname) === name) {
      if (allBy(name)) perSurname++;
      else miss('surname', `${surname} (${name}) → ${items.map((it) => it.author).join(', ')}`);
    }
    if (items.length === 5 && items.every((it) => surnameOf(norm(it.author)) === surname))
      bySurname++;
  }
  const surnameCount = surnameSample.filter((n) => mainAuthor.get(surnameOf(n)) === n).length;

  // ISBNs.
  let isbnHits = 0;
  let isbnCount = 0;
  const withIsbn = pick(
    supplier.filter((b) => toIsbn13(b.isbn10)),
    Math.min(200, sampleSize),
  );
  for (const [i, b] of withIsbn.entries()) {
    const isbn13 = toIsbn13(b.isbn10)!;
    const hyphenated = `${isbn13.slice(0, 3)}-${isbn13.slice(3, 4)}-${isbn13.slice(4, 8)}-${isbn13.slice(8, 12)}-${isbn13.slice(12)}`;
    const q = [
      b.isbn10,
      isbn13,
      hyphenated,
      `${b.isbn10.slice(0, 1)}-${b.isbn10.slice(1, 5)}-${b.isbn10.slice(5, 9)}-${b.isbn10.slice(9)}`,
    ][i % 4]!;
    const expected = all.find((x) => x.isbn13 === isbn13);
    if (!expected) continue;
    isbnCount++;
    const { items } = await search(q);
    if (items[0]?.id === expected.id) isbnHits++;
    else miss('isbn', `${q} → ${items[0]?.title ?? '(none)'}`);
  }

  // Hindi across scripts.
  let hindiHits = 0;
  let hindiCount = 0;
  for (const h of hindiBooks) {
    for (const q of h.queries) {
      hindiCount++;
      const { items } = await search(q);
      if (items[0]?.title === h.title) hindiHits++;
      else miss('hindi', `${q} → ${items[0]?.title ?? '(none)'}`);
    }
  }

  // The nine Indian scripts: each script's titles as readers type them.
  interface Score {
    hits: number;
    n: number;
  }
  const score = (): Score => ({ hits: 0, n: 0 });
  const count = (s: Score, hit: boolean) => {
    s.n++;
    if (hit) s.hits++;
  };
  const indian: { script: string; latin: Score; native: Score; surname: Score }[] = [];
  const total = { script: 'all nine', latin: score(), native: score(), surname: score() };
  for (const script of [...new Set(indianTitles.map((b) => b.script))]) {
    const s = { script, latin: score(), native: score(), surname: score() };
    for (const b of indianTitles.filter((x) => x.script === script)) {
      for (const q of b.latin) {
        const { items } = await search(q);
        const hit = items.some((it) => it.title === b.title);
        count(s.latin, hit);
        count(total.latin, hit);
        if (!hit) miss('indian latin@5', `${q} → ${items[0]?.title ?? '(none)'}`);
      }
      const { items } = await search(b.title);
      const first = items[0]?.title === b.title;
      count(s.native, first);
      count(total.native, first);
      if (!first) miss('indian native@1', `${b.title} → ${items[0]?.title ?? '(none)'}`);
      const byName = await search(b.surname, 60);
      const found = byName.items.some((it) => it.title === b.title);
      count(s.surname, found);
      count(total.surname, found);
      if (!found) miss('indian surname', `${b.surname} → ${b.title}`);
    }
    indian.push(s);
  }

  const sorted = [...times].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, ${all.length} books`);
  console.log(`exact@1            ${rate(exact1, exactSample.length)}`);
  console.log(`exact@5            ${rate(exact5, exactSample.length)}`);
  console.log(`typo@5             ${rate(typoHits, typoCount)}`);
  console.log(
    `surname p@5        ${rate(perSurname, surnameCount)} per surname; per author ${rate(strict, surnameSample.length)}, by an author of that surname ${rate(bySurname, surnameSample.length)}`,
  );
  console.log(`isbn@1             ${rate(isbnHits, isbnCount)}`);
  console.log(`hindi@1            ${rate(hindiHits, hindiCount)}`);
  for (const s of [...indian, total]) {
    console.log(
      `indian ${s.script.padEnd(11)} latin@5 ${rate(s.latin.hits, s.latin.n)}  native@1 ${rate(s.native.hits, s.native.n)}  surname ${rate(s.surname.hits, s.surname.n)}`,
    );
  }
  console.log(
    `empty, no correction ${empty} of ${searches} searches${emptyExamples.length ? `: ${emptyExamples.join(' | ')}` : ''}`,
  );
  console.log(
    `latency (in-process inject, one at a time): median ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms`,
  );
  if (process.argv.includes('--misses')) {
    for (const [kind, list] of Object.entries(misses)) {
      console.log(`misses ${kind}:`);
      for (const m of list) console.log(`  ${m}`);
    }
  }
} finally {
  await ctx.close();
}
