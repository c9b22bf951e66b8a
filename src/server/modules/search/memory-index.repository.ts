// The search index in memory (memory-index.ts) read from the books table and kept up with its
// changes by revision (migration 0014; docs/decisions/026-search-counted-in-memory.md). One per
// database, shared by the requests of this server.
import { pacedSize } from '../../lib/paced-size.ts';
import { sql } from 'drizzle-orm';
import { onCacheChange } from '../../db/cache-invalidation.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { timeSlices } from '../../lib/time-slices.ts';
import { SearchIndex, type IndexedBookRow } from './memory-index.ts';

export const searchIndexBounds = {
  /**
   * Most books read per statement while building (the embedded database serves others between).
   * Each read's size is paced toward `readTargetMs`, as the embedded database holds the event
   * loop while a statement runs: 500 changed books took it 86-138 ms there during an import.
   */
  batch: 5000,
  /** Most changed books read per statement when the index catches up with the catalogue. */
  refreshPage: 500,
  readTargetMs: 25,
  /**
   * Above this many live books the index is not built (memory: 0.33 kB a generated book at
   * 1,000,000, 0.63 at 100,000; a real catalogue's descriptions hold more words).
   */
  maxBooks: 1_500_000,
  /**
   * A change read again for this long after it was first seen: a transaction that took its
   * revision before another's and commits after it is still read (see refresh).
   */
  lookbackMs: 10_000,
  /** Stock and sales move with orders, which announce nothing: read at least this often. */
  pollMs: 5_000,
  /**
   * Rebuilt (in the background, the old one serving) after this long — or a hundred times as
   * long as the last read took, for a large catalogue — or this many changes.
   */
  rebuildMs: 15 * 60_000,
  rebuildChanges: (books: number) => Math.max(2_000, books / 10),
};

const columns = sql`id, coalesce(revision, 0) AS revision, archived_at IS NOT NULL AS archived,
  coalesce(title_key, '') AS title_key, coalesce(author_key, '') AS author_key, sold_count,
  rating_count, avg_rating, selling_price AS price, stock_quantity > 0 AS in_stock, is_premium,
  work_lead,
  to_json(category)::text AS categories, to_json(collection)::text AS collections, isbn13,
  array_to_string(tsvector_to_array(search_vector), chr(1)) AS lexemes`;

const asRow = (r: IndexedBookRow): IndexedBookRow => ({
  ...r,
  id: Number(r.id),
  revision: Number(r.revision),
  sold_count: Number(r.sold_count),
  rating_count: Number(r.rating_count),
  avg_rating: Number(r.avg_rating),
  price: Number(r.price),
  is_premium: Number(r.is_premium),
});

async function deletions(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`SELECT (last_value::text || is_called::text) AS n FROM books_deletions_seq`,
  );
  return row?.n ?? '';
}

interface State {
  index: SearchIndex | null;
  building: Promise<SearchIndex | null> | null;
  refreshing: Promise<void> | null;
  /** The change generation (see `generation`) the index has read up to. */
  generation: number;
  deletions: string;
  builtAt: number;
  /** How long the last full read took. */
  buildMs: number;
  readAt: number;
  /** The newest revision read at each refresh, to read again from (see refresh). */
  history: { at: number; revision: number }[];
  /** Not built again before this time (too many books, or a failed read). */
  retryAt: number;
  /** Rows the last build's and the last refresh's reads had paced to. */
  buildRows: number;
  refreshRows: number;
}

/** Bumped whenever the catalogue changes through any server (cache-invalidation.ts). */
let generation = 0;
onCacheChange('catalog', () => {
  generation++;
});

let states = new WeakMap<object, State>();
const disabled = new WeakSet<object>();
/** Databases a bulk import is writing to: how many imports, while their index is not rebuilt. */
const bulkWrites = new WeakMap<object, number>();

/**
 * What an index is kept by: the database's connection (a second view of it, as the plan tests
 * make, shares the index), the primary's when reads go to a replica.
 */
function keyOf(db: Db): object {
  type Handle = { $client?: object; $primary?: Handle };
  const handle = db as unknown as Handle;
  return handle.$primary?.$client ?? handle.$client ?? db;
}

function stateOf(db: Db): State {
  const key = keyOf(db);
  let state = states.get(key);
  if (!state) {
    state = {
      index: null,
      building: null,
      refreshing: null,
      generation: -1,
      deletions: '',
      builtAt: 0,
      buildMs: 0,
      readAt: 0,
      history: [],
      retryAt: 0,
      buildRows: 1000,
      refreshRows: searchIndexBounds.refreshPage,
    };
    states.set(key, state);
  }
  return state;
}

/** The size of a long read's statements, from where the last read left it, up to `max`. */
const pacedRead = (initial: number, max: number) =>
  pacedSize({ initial, min: Math.min(50, max), max, targetMs: searchIndexBounds.readTargetMs });

/**
 * Reads every live book into a new index, a batch at a time. `first` is told at once whether the
 * catalogue is small enough to wait for.
 */
async function build(
  db: Db,
  state: State,
  first: (whole: boolean) => void,
): Promise<SearchIndex | null> {
  const started = Date.now();
  const [top] = await queryRows<{ revision: string | null; books: number }>(
    db,
    sql`SELECT (SELECT max(revision)::text FROM books) AS revision,
          (SELECT count(*)::int FROM books WHERE archived_at IS NULL) AS books`,
  );
  if (Number(top?.books ?? 0) > searchIndexBounds.maxBooks) {
    first(false);
    state.retryAt = Date.now() + searchIndexBounds.rebuildMs;
    return null;
  }
  // A catalogue of a batch or fewer is waited for; a larger one is counted by the database
  // meanwhile.
  first(Number(top?.books ?? 0) <= searchIndexBounds.batch);
  const seenDeletions = await deletions(db);
  const index = new SearchIndex();
  const postings = new Map<string, number[]>();
  const slices = timeSlices();
  const pace = pacedRead(state.buildRows, searchIndexBounds.batch);
  let after = 0;
  for (;;) {
    const began = performance.now();
    const limit = pace.size;
    const rows = await queryRows<IndexedBookRow>(
      db,
      sql`SELECT ${columns} FROM books WHERE archived_at IS NULL AND id > ${after}
          ORDER BY id LIMIT ${limit}`,
    );
    pace.took(performance.now() - began);
    state.buildRows = pace.size;
    // A batch at a time, in time slices: building 100,000 books' index at once held the event
    // loop for half a second.
    for (let i = 0; i < rows.length; i += 250) {
      index.addBuilt(rows.slice(i, i + 250).map(asRow), postings);
      if (slices.due()) await slices.next();
    }
    if (rows.length < limit) break;
    after = Number(rows.at(-1)!.id);
  }
  await index.pack(postings, () => (slices.due() ? slices.next() : undefined));
  index.revision = Math.max(index.revision, Number(top?.revision ?? 0));
  state.index = index;
  state.deletions = seenDeletions;
  state.builtAt = started;
  state.buildMs = Date.now() - started;
  state.readAt = started;
  state.history = [{ at: started, revision: Number(top?.revision ?? 0) }];
  // Books changed while the batches were read are read again at once.
  state.generation = -1;
  return index;
}

function startBuild(db: Db, state: State): Promise<boolean> {
  let resolveFirst!: (whole: boolean) => void;
  const firstBatch = new Promise<boolean>((resolve) => (resolveFirst = resolve));
  state.building = build(db, state, (whole) => resolveFirst(whole))
    .catch(() => {
      state.retryAt = Date.now() + 60_000;
      resolveFirst(false);
      return null;
    })
    .finally(() => {
      state.building = null;
    });
  return firstBatch;
}

/**
 * Reads the books changed since the index last looked: those with a revision above the one read
 * `lookbackMs` before the previous read (a revision is taken when a book is written and becomes
 * visible when its transaction commits, so a later one may be seen first); each changed book
 * takes a new slot (archived ones leave). A deletion makes the index be read again.
 */
/** Changed books indexed between checks of the time slice. */
const changesPerSlice = 100;

async function refresh(db: Db, state: State, index: SearchIndex): Promise<void> {
  const now = Date.now();
  const atGeneration = generation;
  const bar = state.readAt - searchIndexBounds.lookbackMs;
  const since =
    [...state.history].reverse().find((h) => h.at <= bar)?.revision ??
    state.history[0]?.revision ??
    0;
  const seenDeletions = await deletions(db);
  if (seenDeletions !== state.deletions) {
    state.index = null;
    return;
  }
  // Read a page at a time (each revision is a book's own): an import writing hundreds of books
  // a second leaves thousands within the look-back, and reading them in one statement held the
  // embedded database's event loop for 100-215 ms every poll. Its new books are taken in slices:
  // indexing 8,000 at once held the event loop for 130-180 ms.
  const slices = timeSlices();
  const pace = pacedRead(state.refreshRows, searchIndexBounds.refreshPage);
  for (let after = since; ;) {
    const began = performance.now();
    const limit = pace.size;
    const rows = (
      await queryRows<IndexedBookRow>(
        db,
        sql`SELECT ${columns} FROM books WHERE revision > ${after}
            ORDER BY revision LIMIT ${limit}`,
      )
    ).map(asRow);
    pace.took(performance.now() - began);
    state.refreshRows = pace.size;
    const changed = rows.filter((r) => !index.holds(r));
    for (let i = 0; i < changed.length; i += changesPerSlice) {
      index.applyChanges(changed.slice(i, i + changesPerSlice));
      if (slices.due()) await slices.next();
    }
    if (rows.length < limit) break;
    after = Number(rows.at(-1)!.revision);
  }
  state.generation = atGeneration;
  state.readAt = now;
  state.history.push({ at: now, revision: index.revision });
  // Kept: the entries a later read may go back to (the newest before its bar, and those after).
  const nextBar = now - searchIndexBounds.lookbackMs;
  state.history = state.history.filter(
    (h, i, all) => h.at > nextBar || (all[i + 1]?.at ?? Infinity) > nextBar,
  );
}

/**
 * The index of `db`'s books, up to date with every change announced and at most `pollMs` behind
 * the orders' stock and sales; null while it is first read (the database then counts) or when
 * the catalogue is too large for it. A catalogue of one batch or fewer books is read at once.
 */
export async function searchIndexOf(db: Db): Promise<SearchIndex | null> {
  if (disabled.has(keyOf(db))) return null;
  const state = stateOf(db);
  const now = Date.now();
  // While an import writes thousands of books, its changes are taken as they come and the index
  // is rebuilt once it ends: rebuilt every tenth of the catalogue added, a 1,000,000-book feed
  // read the growing table ~65 times over and held two indexes (RSS 2.9 GB, stalls of 1.3 s).
  const stale =
    state.index &&
    !bulkWrites.get(keyOf(db)) &&
    (now - state.builtAt > Math.max(searchIndexBounds.rebuildMs, 100 * state.buildMs) ||
      state.index.addedSlots > searchIndexBounds.rebuildChanges(state.index.books));
  if (!state.index && !state.building && now >= state.retryAt) {
    if (await startBuild(db, state)) await state.building;
  } else if (stale && !state.building) {
    void startBuild(db, state);
  }
  const index = state.index;
  if (!index) return null;
  if (state.generation !== generation || now - state.readAt > searchIndexBounds.pollMs) {
    state.refreshing ??= refresh(db, state, index)
      .catch(() => {
        state.index = null;
      })
      .finally(() => {
        state.refreshing = null;
      });
    await state.refreshing;
  }
  return state.index === index ? index : null;
}

/**
 * Reads the index when the shop starts, so the first searches find it ready; resolves with how
 * many books it holds and how long the read took (null: too many books, or the read failed).
 */
export async function warmSearchIndex(db: Db): Promise<{ books: number; ms: number } | null> {
  const started = performance.now();
  await searchIndexOf(db);
  const building = stateOf(db).building;
  if (building) await building;
  const index = await searchIndexOf(db);
  return index ? { books: index.books, ms: Math.round(performance.now() - started) } : null;
}

/**
 * Says a bulk import is writing to `db` (true) or has ended (false): while one is, the index
 * takes the changed books but is not rebuilt; once the last ends, the next search rebuilds it
 * if it is due.
 */
export function holdSearchIndexRebuilds(db: Db, writing: boolean): void {
  const key = keyOf(db);
  const count = Math.max(0, (bulkWrites.get(key) ?? 0) + (writing ? 1 : -1));
  if (count === 0) bulkWrites.delete(key);
  else bulkWrites.set(key, count);
}

/** Counts with the database alone for `db` (tests comparing the two ways). */
export function useSearchIndex(db: Db, on: boolean): void {
  if (on) disabled.delete(keyOf(db));
  else disabled.add(keyOf(db));
}

/** Forgets every index (tests that replace the books under a database). */
export function forgetSearchIndexes(): void {
  states = new WeakMap();
}
