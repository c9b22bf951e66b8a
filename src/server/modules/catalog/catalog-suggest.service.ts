import { paiseToRupees } from '@shared/money.ts';
import type { Suggestions } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import {
  findSuggestedTitleByIsbn,
  suggestAuthors,
  suggestTitlesByPrefix,
  suggestTitlesByWords,
  type SuggestWord,
} from './catalog-suggest.repository.ts';
import { cachedCatalogRead as cached, isbnOf } from './catalog.service.ts';
import { bestCorrection, checkWords, minCorrectableLength } from './search-correction.ts';

/**
 * The words to suggest titles for: each as typed when the catalogue knows it, else corrected;
 * the last word, unless followed by a space, as the start of any vocabulary word it begins.
 */
async function suggestWords(db: Db, text: string): Promise<SuggestWord[]> {
  const words = await checkWords(db, text);
  const typing = !/\s$/.test(text);
  return words.map((w, i) => {
    if (typing && i === words.length - 1 && w.prefix) return { word: w.word, prefix: true };
    if (w.known) return { word: w.word, prefix: false };
    return { word: bestCorrection(w.word, w.candidates) ?? w.word, prefix: false };
  });
}

/** Instant suggestions: the exact ISBN, titles by prefix then by similarity, authors, categories. */
export function suggest(db: Db, text: string, categories: string[]): Promise<Suggestions> {
  return cached(db, `suggest:${text.toLowerCase()}:${categories.join('|')}`, () =>
    findSuggestions(db, text, categories),
  );
}

async function findSuggestions(db: Db, text: string, categories: string[]): Promise<Suggestions> {
  const limit = 6;
  const isbn13 = isbnOf(text);
  const [byIsbn, byPrefix, authors] = await Promise.all([
    isbn13 ? findSuggestedTitleByIsbn(db, isbn13) : Promise.resolve([]),
    suggestTitlesByPrefix(db, text, limit),
    text.length >= minCorrectableLength ? suggestAuthors(db, text, 4) : Promise.resolve([]),
  ]);
  let titles = [...byIsbn, ...byPrefix];
  if (titles.length < limit && text.length >= minCorrectableLength) {
    titles = [...titles, ...(await suggestTitlesByWords(db, await suggestWords(db, text), limit))];
  }
  const seen = new Set<number>();
  const needle = text.toLowerCase();
  return {
    books: titles
      .filter((t) => !seen.has(t.id) && seen.add(t.id))
      .slice(0, limit)
      .map((t) => ({
        id: t.id,
        title: t.title,
        author: t.author,
        imageUrl: t.image_url,
        sellingPrice: paiseToRupees(Number(t.selling_price)),
      })),
    authors,
    categories: categories.filter((c) => c.toLowerCase().includes(needle)).slice(0, 4),
  };
}
