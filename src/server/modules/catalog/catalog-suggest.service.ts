import { paiseToRupees } from '@shared/money.ts';
import type { Suggestions } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findSuggestedTitleByIsbn,
  suggestAuthors,
  suggestTitlesByPrefix,
  suggestTitlesByWords,
} from './catalog-suggest.repository.ts';
import { prepareSearch } from './catalog-listing.repository.ts';
import { cachedCatalogRead as cached } from './catalog-cache.ts';
import { isbnOf } from './catalog-search.service.ts';
import {
  allowedEdits,
  editDistance,
  searchWords,
  vocabularyOf,
  type Vocabulary,
} from './search-correction.ts';

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
  const [byPrefix, authors] = await Promise.all([
    suggestTitlesByPrefix(db, prepared, limit),
    suggestAuthors(db, prepared, 4),
  ]);
  let titles = byPrefix;
  if (titles.length < limit) {
    titles = [...titles, ...(await suggestTitlesByWords(db, prepared, limit))];
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
