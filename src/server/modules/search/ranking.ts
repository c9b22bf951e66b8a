// How search ranks books, declared once (docs/decisions/019-search-engine-and-ranking.md): the
// tiers a book can fall in, best first, and the tie-breaks within a tier. Both engines are made
// from this: the database's ORDER BY (ranking-sql.ts) and the in-memory comparator
// (ranking-memory.ts). Adding, removing or reordering a tier is a change here alone.
//
// A search and a book are compared by their normal forms (pustak_key, migration 0008: letters,
// digits and single spaces; case, accents, punctuation and script do not count).

/** Which of a book's keys a rule compares with the search's key. */
export type Field = 'title' | 'author';

/** How the search's key meets a field's key, word by word. */
export type Match =
  /** The field is the search. */
  | 'is'
  /** The field starts with the search's words, and goes on after them. */
  | 'startsWith'
  /** The field is the search or ends with it after a word of its own (an author's surname). */
  | 'endsWith'
  /** The search is a phrase in the field after its first word. */
  | 'holds'
  /** Every word of the search begins a word of the field (a plural or a longer form too). */
  | 'wordsBegin';

export interface Rule {
  field: Field;
  match: Match;
}

export interface Tier {
  /** How the tier is referred to in code and tests. */
  name: string;
  /** The book's ISBN is the search (tried only when the search reads as an ISBN). */
  isbn?: true;
  /** A book is in the tier when any rule holds (and it is in no tier before). */
  anyOf: readonly Rule[];
}

/** The order within a tier, after the tiers: the first that differs decides. */
export type TieBreak =
  /** In the tier named `within`, the authors the search names, in the order they were found. */
  | { by: 'namedAuthors'; within: string }
  | { by: 'sold' | 'ratings' | 'id'; direction: 'asc' | 'desc' };

export interface Ranking {
  tiers: readonly Tier[];
  /** The name of the tier every other matching book falls in (the words match elsewhere). */
  elsewhere: string;
  tieBreaks: readonly TieBreak[];
}

export const ranking: Ranking = {
  tiers: [
    { name: 'isbn', isbn: true, anyOf: [] },
    { name: 'title', anyOf: [{ field: 'title', match: 'is' }] },
    { name: 'author', anyOf: [{ field: 'author', match: 'endsWith' }] },
    { name: 'title start', anyOf: [{ field: 'title', match: 'startsWith' }] },
    { name: 'title phrase', anyOf: [{ field: 'title', match: 'holds' }] },
    { name: 'first name', anyOf: [{ field: 'author', match: 'startsWith' }] },
    { name: 'title words', anyOf: [{ field: 'title', match: 'wordsBegin' }] },
  ],
  elsewhere: 'elsewhere',
  // (Ranking loose matches by ts_rank_cd as well read every matching row's vector and doubled
  // the cost of a page at 100,000 books; the title-words tier keeps titles first for less.)
  tieBreaks: [
    { by: 'namedAuthors', within: 'author' },
    { by: 'sold', direction: 'desc' },
    { by: 'ratings', direction: 'desc' },
    { by: 'id', direction: 'asc' },
  ],
};

/** A tier's number in `of` (0 the best; the last, `elsewhere`, after every declared tier). */
export function tierNumber(name: string, of: Ranking = ranking): number {
  if (name === of.elsewhere) return of.tiers.length;
  const i = of.tiers.findIndex((t) => t.name === name);
  if (i < 0) throw new Error(`No tier named "${name}" in the ranking`);
  return i;
}

/** The tier that holds the books of the authors a search names, when the ranking orders them. */
export function namedAuthorsTier(of: Ranking = ranking): number | null {
  const rule = of.tieBreaks.find((t) => t.by === 'namedAuthors');
  return rule && rule.by === 'namedAuthors' ? tierNumber(rule.within, of) : null;
}
