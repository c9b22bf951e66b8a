import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * Spelling correction for searches, against the shop's own vocabulary (`search_terms`: the
 * words of live books' titles, authors, categories and collections). Each word of the search
 * the catalogue does not know is replaced by the nearest vocabulary word within a typo or two;
 * the corrected text then goes through the full-text index like any search. Finding the
 * nearest words is a trigram KNN over the vocabulary (a few thousand rows), never over books.
 */

/** How many nearest vocabulary words are weighed for each unknown word. */
const candidatesPerWord = 8;

/** A word shorter than this is never corrected: too many words are one edit away. */
export const minCorrectableLength = 3;

interface WordRow {
  word: string;
  pos: number;
  known: boolean;
  prefix: boolean;
  candidate: string | null;
  book_count: number | null;
  sim: number | null;
}

/** The edits (insert, delete, substitute, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** One typo in a short word, two in a longer one. */
export function allowedEdits(word: string): number {
  return [...word].length <= 5 ? 1 : 2;
}

export interface Candidate {
  word: string;
  bookCount: number;
  similarity: number;
}

/** The candidate within the allowed edits, fewest edits first, then the most used word. */
export function bestCorrection(word: string, candidates: Candidate[]): string | null {
  let best: { word: string; edits: number; bookCount: number; similarity: number } | null = null;
  for (const c of candidates) {
    const edits = editDistance(word, c.word);
    if (edits > allowedEdits(word)) continue;
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits &&
        (c.bookCount > best.bookCount ||
          (c.bookCount === best.bookCount && c.similarity > best.similarity)));
    if (better) best = { ...c, edits };
  }
  return best?.word ?? null;
}

export interface WordCheck {
  word: string;
  /** The vocabulary has it (or it is too short to correct). */
  known: boolean;
  /** Some vocabulary word starts with it (for suggestions while the shopper types). */
  prefix: boolean;
  candidates: Candidate[];
}

/**
 * The words of `text` in order, each with whether the catalogue knows it and, when it does not,
 * its nearest vocabulary words. One statement: the vocabulary's primary key for known words, its
 * trigram GiST index for the nearest words, its prefix index for words still being typed.
 * A word only descriptions hold counts as unknown; it is replaced only by a vocabulary word
 * within the allowed edits, and only when the corrected search finds more.
 */
export async function checkWords(db: Db, text: string): Promise<WordCheck[]> {
  const rows = await queryRows<WordRow>(
    db,
    sql`SELECT q.word, q.pos,
          (v.word IS NOT NULL OR length(q.word) < ${minCorrectableLength}) AS known,
          EXISTS (SELECT 1 FROM search_terms p WHERE p.book_count > 0
            AND p.word ~>=~ q.word AND p.word ~<~ (q.word || chr(1114111))) AS prefix,
          near.word AS candidate, near.book_count, near.sim
        FROM (SELECT t.lexeme AS word, p.pos
              FROM unnest(to_tsvector('simple', ${text})) AS t, unnest(t.positions) AS p(pos)) AS q
        LEFT JOIN search_terms v ON v.word = q.word AND v.book_count > 0
        LEFT JOIN LATERAL (
          SELECT s.word, s.book_count, similarity(s.word, q.word) AS sim FROM search_terms s
          WHERE v.word IS NULL AND length(q.word) >= ${minCorrectableLength} AND s.book_count > 0
          ORDER BY s.word <-> q.word LIMIT ${candidatesPerWord}) AS near ON true
        ORDER BY q.pos`,
  );
  const words: WordCheck[] = [];
  let last: WordRow | undefined;
  for (const row of rows) {
    if (!last || last.pos !== row.pos)
      words.push({ word: row.word, known: row.known, prefix: row.prefix, candidates: [] });
    last = row;
    if (row.candidate !== null) {
      words.at(-1)!.candidates.push({
        word: row.candidate,
        bookCount: Number(row.book_count),
        similarity: Number(row.sim),
      });
    }
  }
  return words;
}

/**
 * The search with each unknown word replaced by its correction, or null when nothing could be
 * corrected (every word known, or no vocabulary word near enough).
 */
export async function correctSearch(db: Db, text: string): Promise<string | null> {
  const words = await checkWords(db, text);
  let changed = false;
  const corrected = words.map((w) => {
    if (w.known) return w.word;
    const fix = bestCorrection(w.word, w.candidates);
    if (fix === null) return w.word;
    changed = true;
    return fix;
  });
  return changed ? corrected.join(' ') : null;
}
