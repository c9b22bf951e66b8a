// The ranking (ranking.ts) in memory: a book's tier from the index's columns (the same
// comparisons on the same keys as ranking-sql.ts), and the order of books already read.
import type { SearchTerms } from './conditions.ts';
import { hashOf, type SearchIndex } from './memory-index.ts';
import { namedAuthorsTier, ranking, type Ranking, type Rule } from './ranking.ts';

type SlotTest = (slot: number) => boolean;

/** What one search's rules share, worked out once for every slot tested. */
function searchContext(index: SearchIndex, key: string) {
  const words = key.split(' ').filter(Boolean);
  // The title words the search's words begin (SearchIndex.titled) rule most books out of the
  // title rules other than 'is' without reading their titles; made on first use.
  let titled: Uint8Array | null | undefined;
  const allWords = (1 << words.length) - 1;
  const titleHasEveryWord = (slot: number) => {
    if (titled === undefined) {
      titled = words.length > 0 && words.length <= 8 ? index.titled(words) : null;
    }
    return words.length > 0 && (!titled || (titled[slot]! & allWords) === allWords);
  };
  return {
    key,
    words,
    before: `${key} `,
    after: ` ${key}`,
    inside: ` ${key} `,
    startsWord: words.map((w) => ` ${w}`),
    oneWord: words.length === 1,
    keyHash: hashOf(key),
    lastId: index.nameId(words.at(-1) ?? ''),
    firstId: index.nameId(words[0] ?? ''),
    titleHasEveryWord,
  };
}
type Context = ReturnType<typeof searchContext>;

/** A rule on a key as text (for every field and match). */
function textTest(c: Context, match: Rule['match'], value: (slot: number) => string): SlotTest {
  switch (match) {
    case 'is':
      return (slot) => value(slot) === c.key;
    case 'startsWith':
      return (slot) => value(slot).startsWith(c.before);
    case 'endsWith':
      return (slot) => {
        const v = value(slot);
        return v === c.key || v.endsWith(c.after);
      };
    case 'holds':
      return (slot) => {
        const v = value(slot);
        return v.includes(c.inside) || v.endsWith(c.after);
      };
    case 'wordsBegin':
      return (slot) => {
        const v = value(slot);
        return (
          c.words.length > 0 &&
          c.words.every((w, i) => v.startsWith(w) || v.includes(c.startsWord[i]!))
        );
      };
  }
}

/** A rule as a test of a slot, through the index's numbered columns where they decide first. */
function ruleTest(index: SearchIndex, c: Context, { field, match }: Rule): SlotTest {
  if (field === 'title') {
    const text = textTest(c, match, (slot) => index.titleKeys[slot]!);
    if (match === 'is') {
      return (slot) => index.titleHash.data[slot] === c.keyHash && text(slot);
    }
    // Each other rule needs every word of the search to begin a word of the title.
    return (slot) => c.titleHasEveryWord(slot) && text(slot);
  }
  const text = textTest(c, match, (slot) => index.authorKeys[slot]!);
  if (match === 'endsWith') {
    // A name that is the search or ends with it has the search's last word as its surname.
    return (slot) => index.surnameId.data[slot] === c.lastId && (c.oneWord || text(slot));
  }
  if (match === 'startsWith') {
    // A name of two words or more that starts with it has the search's first word first.
    return (slot) => index.firstNameId.data[slot] === c.firstId && (c.oneWord || text(slot));
  }
  if (match === 'is') return (slot) => index.authorHash.data[slot] === c.keyHash && text(slot);
  return text;
}

/** The relevance tier (its number in the ranking) of a search for the book in a slot. */
export function tiersOf(
  index: SearchIndex,
  search: SearchTerms,
  of: Ranking = ranking,
): (slot: number) => number {
  const c = searchContext(index, search.key);
  const isbnSlot = search.isbn13 ? index.byIsbn.get(search.isbn13) : undefined;
  const tests = of.tiers.map((tier) => {
    if (tier.isbn) return (slot: number) => slot === isbnSlot;
    const rules = tier.anyOf.map((rule) => ruleTest(index, c, rule));
    return rules.length === 1 ? rules[0]! : (slot: number) => rules.some((r) => r(slot));
  });
  const elsewhere = of.tiers.length;
  return (slot) => {
    for (let n = 0; n < tests.length; n++) if (tests[n]!(slot)) return n;
    return elsewhere;
  };
}

/** A book already read, with what its order needs. */
export interface Ranked {
  id: number;
  tier: number;
  sold_count: number;
  rating_count: number;
  author_key: string;
}

/**
 * The relevance order over books already read, as a comparator: the tier, then the ranking's
 * tie-breaks (books of the named-authors tier by an author not named come after those named).
 */
export function compareByRelevance(search: SearchTerms, of: Ranking = ranking) {
  const authors = search.authors ?? [];
  const within = namedAuthorsTier(of);
  const authorRank = (tier: number, authorKey: string) => {
    const i = authors.length > 1 && tier === within ? authors.indexOf(authorKey) : -1;
    return i < 0 ? authors.length : i;
  };
  const breaks = of.tieBreaks.map((t): ((a: Ranked, b: Ranked) => number) => {
    if (t.by === 'namedAuthors') {
      return (a, b) => authorRank(a.tier, a.author_key) - authorRank(b.tier, b.author_key);
    }
    const value = (r: Ranked) =>
      t.by === 'sold' ? r.sold_count : t.by === 'ratings' ? r.rating_count : r.id;
    return t.direction === 'asc' ? (a, b) => value(a) - value(b) : (a, b) => value(b) - value(a);
  });
  return (a: Ranked, b: Ranked): number => {
    const byTier = a.tier - b.tier;
    if (byTier !== 0) return byTier;
    for (const compare of breaks) {
      const d = compare(a, b);
      if (d !== 0) return d;
    }
    return 0;
  };
}
