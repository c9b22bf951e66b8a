import { paiseToRupees } from '@shared/money.ts';
import type { Suggestions } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findSuggestedTitleByIsbn,
  suggestAuthors,
  suggestTitlesByPrefix,
  suggestTitlesByWords,
  commonAmongBestSellers,
} from './suggest.repository.ts';
import { catalogueSize, prepareSearch } from './sql-listing.repository.ts';
import { cachedCatalogRead as cached } from '../../db/catalog-cache.ts';
import { isbnOf } from './conditions.ts';
import {
  allowedEdits,
  editDistance,
  searchWords,
  vocabularyOf,
  type Vocabulary,
} from './correction.ts';

const badRequestInput = () => new HttpError(400, 'BAD_REQUEST', 'The request could not be read.');

/** Suggestions start at this many letters (one letter matches too much to be useful). */
const minSuggestLength = 2;

/**
 * The words to suggest for, with the same rules as a search (docs/decisions/019): each whole
 * word as typed when the catalogue knows it, else its nearest vocabulary word; the last word,
 * unless followed by a space, as the start of a word (corrected when no vocabulary word starts
 * with it).
 */
function suggestWords(
  vocabulary: Vocabulary,
  text: string,
): { whole: string; typing: string | null } {
  const words = searchWords(text);
  const typingLast = !/[\s\p{P}]$/u.test(text) && words.length > 0;
  const fix = (w: string) =>
    vocabulary.has(w) || /^\d+$/.test(w) ? w : (vocabulary.corrections(w)[0]?.word ?? w);
  const whole = (typingLast ? words.slice(0, -1) : words).map(fix);
  let typing = typingLast ? words.at(-1)! : null;
  if (typing && !vocabulary.has(typing) && !vocabulary.hasLongerWord(typing)) {
    typing = fix(typing);
  }
  return { whole: whole.join(' '), typing };
}

/**
 * About how many of a catalogue of `catalogue` books hold the words in their titles, authors,
 * categories or collections, by the vocabulary's counts (the word typed by its beginning): as
 * many as the rarest word's if the catalogue's size is unknown, else as if the words fell on
 * books independently.
 */
function booksHolding(
  vocabulary: Vocabulary,
  words: { whole: string; typing: string | null },
  catalogue: number,
) {
  const counts = words.whole
    .split(' ')
    .filter(Boolean)
    .map((w) => vocabulary.bookCount(w));
  if (words.typing) counts.push(vocabulary.booksWithPrefix(words.typing));
  if (counts.length === 0) return 0;
  const rarest = Math.min(...counts);
  if (catalogue <= 0) return rarest;
  return Math.min(
    rarest,
    counts.reduce((share, n) => share * Math.min(1, n / catalogue), catalogue),
  );
}

/** A category matches when it holds the typed text, or each typed word within a typo. */
function categoryMatches(category: string, text: string): boolean {
  const name = searchWords(category);
  const typed = searchWords(text);
  if (typed.length === 0) return false;
  if (name.join(' ').includes(typed.join(' '))) return true;
  return typed.every((t, i) =>
    name.some(
      (n) =>
        n.startsWith(t) ||
        editDistance(t, n) <= allowedEdits(t) ||
        (i === typed.length - 1 && editDistance(t, n.slice(0, [...t].length)) <= allowedEdits(t)),
    ),
  );
}

/** Instant suggestions: the exact ISBN, titles by prefix then by words, authors, categories. */
export function suggest(db: Db, text: string, categories: string[]): Promise<Suggestions> {
  return cached(db, `suggest:${text.toLowerCase()}:${categories.join('|')}`, () =>
    findSuggestions(db, text, categories),
  );
}

async function findSuggestions(db: Db, text: string, categories: string[]): Promise<Suggestions> {
  const limit = 6;
  const isbn13 = isbnOf(text);
  if (isbn13) {
    const byIsbn = await findSuggestedTitleByIsbn(db, isbn13);
    if (byIsbn.length > 0) return { books: byIsbn.map(toSuggestion), authors: [], categories: [] };
  }
  // As the database would refuse it (errors.ts): a NUL byte is not text a shopper typed.
  if (text.includes('\u0000')) throw badRequestInput();
  if ([...text.trim()].length < minSuggestLength) return { books: [], authors: [], categories: [] };
  const vocabulary = await vocabularyOf(db);
  const words = suggestWords(vocabulary, text);
  const [{ key }, { query }] = await Promise.all([
    prepareSearch(db, text),
    prepareSearch(db, words.whole, words.typing),
  ]);
  const prepared = { key, query };
  const catalogue = await cached(db, 'catalogue-size', () => catalogueSize(db));
  const holding = booksHolding(vocabulary, words, catalogue);
  const common = commonAmongBestSellers(holding, catalogue);
  // Authors' names are read from their own index, which holds none of the titles' words: its
  // scan costs little unless the words are in a tenth of the catalogue or more (a name's first
  // two letters), and the best sellers' authors are read first only then.
  const commonInNames = common && holding * 10 >= catalogue;
  const [byPrefix, authors] = await Promise.all([
    suggestTitlesByPrefix(db, prepared, limit),
    suggestAuthors(db, prepared, 4, commonInNames),
  ]);
  let titles = byPrefix;
  if (titles.length < limit) {
    titles = [...titles, ...(await suggestTitlesByWords(db, prepared, limit, common))];
  }
  const seen = new Set<number>();
  return {
    books: titles
      .filter((t) => !seen.has(t.id) && seen.add(t.id))
      .slice(0, limit)
      .map(toSuggestion),
    authors,
    categories: categories.filter((c) => categoryMatches(c, text)).slice(0, 4),
  };
}

function toSuggestion(t: {
  id: number;
  title: string;
  author: string;
  image_url: string;
  selling_price: number;
}) {
  return {
    id: t.id,
    title: t.title,
    author: t.author,
    imageUrl: t.image_url,
    sellingPrice: paiseToRupees(Number(t.selling_price)),
  };
}
