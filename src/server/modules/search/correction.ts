import { sql } from 'drizzle-orm';
import { onCacheChange } from '../../db/cache-invalidation.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { pacedSize } from '../../lib/paced-size.ts';
import { timeSlices } from '../../lib/time-slices.ts';

/**
 * Spelling correction for searches, against the shop's own vocabulary (`search_terms`: the
 * words of live books' titles, authors, categories and collections, accents folded, plus the
 * Latin spelling of words in an Indian script). Each instance keeps the vocabulary in memory
 * with the words one deletion away from each of its words (the "symmetric delete" method), so
 * finding every word within one or two typos of a typed word costs a few map lookups, whatever
 * the letters (docs/decisions/019-search-engine-and-ranking.md). It is reloaded when staff
 * change the catalogue (here or on another instance) and at least every 30 seconds.
 */

/** Words shorter than this are corrected only as a last resort (when nothing matches). */
export const minCorrectableLength = 4;

/** How long a loaded vocabulary is trusted without a catalogue change being announced. */
const vocabularyTtlMs = 30_000;

/** The edits (insert, delete, substitute, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = x.length + 1;
  const cols = y.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** No typo in a word under 4 letters, one in a word of 4 to 7, two in a word of 8 or more. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  return length < minCorrectableLength ? 0 : length < 8 ? 1 : 2;
}

/**
 * A search's words as the vocabulary holds them: lower case, Latin accents off, apostrophes
 * dropped, split at anything that is not a letter, mark or digit (as migration 0008's
 * pustak_fold and the 'simple' text-search parser do).
 */
export function searchWords(text: string): string[] {
  const folded = text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('æ', 'ae')
    .replaceAll('œ', 'oe')
    .replaceAll('þ', 'th')
    .replaceAll('ø', 'o')
    .replaceAll('ł', 'l')
    .replaceAll('đ', 'd')
    .replaceAll('ı', 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/['’]/g, '');
  return folded.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

function deletions(word: string, depth: number, into: Set<string>) {
  const letters = [...word];
  if (depth === 0 || letters.length <= 1) return;
  for (let i = 0; i < letters.length; i++) {
    const shorter = letters.slice(0, i).join('') + letters.slice(i + 1).join('');
    if (into.has(shorter)) continue;
    into.add(shorter);
    deletions(shorter, depth - 1, into);
  }
}

export interface Correction {
  word: string;
  edits: number;
  bookCount: number;
}

/** The shop's vocabulary with its one-deletion neighbourhood. */
export class Vocabulary {
  private readonly counts = new Map<string, number>();
  /**
   * A word with one letter deleted (two, for words long enough to allow two typos) → the
   * vocabulary words it comes from.
   */
  private readonly deleted = new Map<string, string | string[]>();
  /** The words in code-unit order, made on first use (prefix lookups). */
  private sorted: string[] | undefined;

  constructor(rows: Iterable<{ word: string; bookCount: number }> = []) {
    this.add(rows);
  }

  /** Takes more words (a page of a paged read). */
  add(rows: Iterable<{ word: string; bookCount: number }>): void {
    this.sorted = undefined;
    for (const { word, bookCount } of rows) {
      if (bookCount <= 0) continue;
      this.counts.set(word, bookCount);
      const variants = new Set<string>();
      deletions(word, allowedEdits(word) >= 2 ? 2 : 1, variants);
      for (const v of variants) {
        const seen = this.deleted.get(v);
        if (seen === undefined) this.deleted.set(v, word);
        else if (typeof seen === 'string') this.deleted.set(v, [seen, word]);
        else seen.push(word);
      }
    }
  }

  get size() {
    return this.counts.size;
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  bookCount(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  /**
   * Vocabulary words within `maxEdits` of `word`, nearest first, then a swap of two neighbours
   * (the commonest slip), then the most used.
   */
  corrections(word: string, maxEdits = allowedEdits(word)): Correction[] {
    if (maxEdits === 0) return [];
    const probes = new Set<string>([word]);
    deletions(word, maxEdits, probes);
    const found = new Set<string>();
    for (const probe of probes) {
      if (this.counts.has(probe)) found.add(probe);
      const from = this.deleted.get(probe);
      if (typeof from === 'string') found.add(from);
      else if (from) for (const w of from) found.add(w);
    }
    const out: (Correction & { swap: boolean })[] = [];
    for (const candidate of found) {
      if (candidate === word) continue;
      const edits = editDistance(word, candidate);
      if (edits > maxEdits) continue;
      out.push({
        word: candidate,
        edits,
        bookCount: this.counts.get(candidate)!,
        swap: isSwap(word, candidate),
      });
    }
    out.sort(
      (a, b) =>
        a.edits - b.edits ||
        Number(b.swap) - Number(a.swap) ||
        b.bookCount - a.bookCount ||
        a.word.localeCompare(b.word),
    );
    return out.map(({ word: w, edits, bookCount }) => ({ word: w, edits, bookCount }));
  }

  /** The words in code-unit order from the first after `after` (prefix lookups). */
  private sortedFrom(after: (word: string) => boolean): { words: string[]; from: number } {
    this.sorted ??= [...this.counts.keys()].sort();
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (after(this.sorted[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    return { words: this.sorted, from: lo };
  }

  /** Whether some vocabulary word other than `prefix` itself starts with it (suggestions). */
  hasLongerWord(prefix: string): boolean {
    const { words, from } = this.sortedFrom((w) => w <= prefix);
    return from < words.length && words[from]!.startsWith(prefix);
  }

  /**
   * At most how many books hold a word starting with `prefix` (the sum over those words, books
   * holding two of them counted twice).
   */
  booksWithPrefix(prefix: string): number {
    const { words, from } = this.sortedFrom((w) => w < prefix);
    let books = 0;
    for (let i = from; i < words.length && words[i]!.startsWith(prefix); i++) {
      books += this.counts.get(words[i]!)!;
    }
    return books;
  }
}

interface Loaded {
  vocabulary: Promise<Vocabulary>;
  at: number;
}
let loaded = new WeakMap<Db, Loaded>();

function keyOf(db: Db): Db {
  return (db as Db & { $primary?: Db }).$primary ?? db;
}

/** Forget the loaded vocabularies (a catalogue change here or on another instance). */
export function forgetVocabulary(): void {
  loaded = new WeakMap();
}
onCacheChange('catalog', forgetVocabulary);

/** Vocabulary words taken between checks of the time slice. */
const wordsPerSlice = 500;

/**
 * Reads the vocabulary a page at a time, each page's size paced toward 25 ms, and takes its
 * words in time slices. Read whole, 100,000 generated books' vocabulary held the embedded
 * database's event loop for 1 s and its building for 1.9 s more, at every catalogue change of
 * an import (the vocabulary is read again after each).
 */
async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const vocabulary = new Vocabulary();
  const pace = pacedSize({ initial: 5_000, min: 500, max: 20_000, targetMs: 25 });
  const slices = timeSlices();
  for (let after: string | null = null; ;) {
    const began = performance.now();
    const limit = pace.size;
    const rows: { word: string; book_count: number }[] = await queryRows(
      db,
      // Loose words ("~", migration 0023) are not corrections: pustak_loosely_known reads them.
      sql`SELECT word, book_count FROM search_terms
          WHERE book_count > 0 AND word NOT LIKE '~%' ${after === null ? sql`` : sql`AND word > ${after}`}
          ORDER BY word LIMIT ${limit}`,
    );
    pace.took(performance.now() - began);
    for (let i = 0; i < rows.length; i += wordsPerSlice) {
      vocabulary.add(
        rows
          .slice(i, i + wordsPerSlice)
          .map((r) => ({ word: r.word, bookCount: Number(r.book_count) })),
      );
      if (slices.due()) await slices.next();
    }
    if (rows.length < limit) return vocabulary;
    after = rows.at(-1)!.word;
  }
}

/** The shop's vocabulary, loaded once and kept until the catalogue changes. */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  const key = keyOf(db);
  const current = loaded.get(key);
  if (current && Date.now() - current.at < vocabularyTtlMs) return current.vocabulary;
  const vocabulary = loadVocabulary(db);
  const entry = { vocabulary, at: Date.now() };
  loaded.set(key, entry);
  vocabulary.catch(() => {
    if (loaded.get(key) === entry) loaded.delete(key);
  });
  return vocabulary;
}

/**
 * Corrected versions of a search, most likely first: unknown words replaced by their nearest
 * vocabulary words (several misspelt words at once). With `lastResort` (the search as typed
 * found nothing) known words may be replaced as well, and three-letter words within one edit.
 * At most `limit` versions, none equal to the search as typed.
 */
export function correctionsOf(
  vocabulary: Vocabulary,
  text: string,
  { lastResort = false, limit = 4 } = {},
): string[] {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const options = words.map((w) => {
    const known = vocabulary.has(w) || /^\d+$/.test(w);
    if (known && !lastResort) return [w];
    let fixes = vocabulary.corrections(w);
    if (lastResort && [...w].length === minCorrectableLength - 1) {
      fixes = vocabulary.corrections(w, 1);
    }
    if (known) return [w, ...fixes.slice(0, 3).map((c) => c.word)];
    return fixes.length > 0 ? fixes.slice(0, 5).map((c) => c.word) : [w];
  });
  const versions: string[] = [];
  const add = (choice: string[]) => {
    const v = choice.join(' ');
    if (v !== words.join(' ') && !versions.includes(v)) versions.push(v);
  };
  const best = options.map((o) => o[0]!);
  add(best);
  // Then the next choices for one word at a time.
  for (let i = 0; i < options.length && versions.length < limit; i++) {
    for (const alt of options[i]!.slice(1)) {
      if (versions.length >= limit) break;
      add(best.map((w, j) => (j === i ? alt : w)));
    }
  }
  return versions.slice(0, limit);
}

/** The words of the search (4 letters or more, not numbers) in no title, author, category or collection. */
export function unknownWords(vocabulary: Vocabulary, text: string): string[] {
  return searchWords(text).filter(
    (w) => [...w].length >= minCorrectableLength && !/^\d+$/.test(w) && !vocabulary.has(w),
  );
}

/** Searches of more words than this are not tried with one word left out. */
export const maxWordsLeftOut = 12;

/**
 * The search with one word left out, for each word (the last resort when nothing matches), for a
 * search of 2 to `maxWordsLeftOut` words: each version is a statement's part, and a long search
 * with one word less still holds the words that found nothing (66 two-letter words made 66
 * versions of 65 words: a second's work for the database).
 */
export function withOneWordLess(text: string): string[] {
  const words = searchWords(text);
  if (words.length < 2 || words.length > maxWordsLeftOut) return [];
  return words.map((_, i) => words.filter((__, j) => j !== i).join(' '));
}

/**
 * Whether `corrected` is `typed` with two neighbouring letters swapped back in one word or more,
 * and no other change: the commonest slip (see Vocabulary.corrections).
 */
export function onlySwapped(typed: string, corrected: string): boolean {
  const a = searchWords(typed);
  const b = searchWords(corrected);
  return (
    a.length === b.length &&
    a.some((w, i) => w !== b[i]) &&
    a.every((w, i) => w === b[i] || isSwap(w, b[i]!))
  );
}

function isSwap(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (x.length !== y.length) return false;
  const diff = x.flatMap((c, i) => (c === y[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    x[diff[0]!] === y[diff[1]!] &&
    x[diff[1]!] === y[diff[0]!]
  );
}
