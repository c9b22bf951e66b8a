// What staff enter for a book, checked and made into the columns of `books` (the form and the
// CSV import alike): categories in the configuration's spelling, an ISBN no other book has.
import { rupeesToPaise } from '@shared/money.ts';
import type { AdminBookValues } from '@shared/schemas/admin-books.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { badRequest, HttpError } from '../../../plugins/errors.ts';
import { getLatestSiteConfig } from '../../site-config/site-config.public.ts';
import { findBookByIsbn, type BookValues } from './admin-books.repository.ts';

export const unknownCategoryMessage = (name: string) =>
  `“${name}” is not one of the shop’s categories. Add it under Configuration first.`;

/** Finds a category in the site configuration's spelling (case ignored); undefined when unknown. */
export async function categoryMatcher(db: Db): Promise<(name: string) => string | undefined> {
  const configured = (await getLatestSiteConfig(db))?.categories ?? [];
  const byLower = new Map(configured.map((c) => [c.toLowerCase(), c]));
  return (name) => byLower.get(name.toLowerCase());
}

/** Each category in the site configuration's spelling; an unknown one is a 400. */
export async function knownCategories(db: Db, names: string[]): Promise<string[]> {
  const match = await categoryMatcher(db);
  return names.map((name) => {
    const found = match(name);
    if (!found) {
      const message = unknownCategoryMessage(name);
      throw badRequest(message, { category: message });
    }
    return found;
  });
}

export const isbnTaken = (isbn13: string, title?: string) => {
  const message = `Another book already has ISBN ${isbn13}${title ? ` (“${title}”)` : ''}.`;
  return new HttpError(409, 'ISBN_TAKEN', message, { isbn: message });
};

export async function assertIsbnFree(db: Tx, isbn13: string | null, exceptId?: number) {
  if (!isbn13) return;
  const other = await findBookByIsbn(db, isbn13, exceptId);
  if (other) throw isbnTaken(isbn13, other.title);
}

/** A checked form (or CSV row) as the columns of `books`, prices in paise. */
export function toValues(input: AdminBookValues, lowStockThreshold: number, categories: string[]) {
  return {
    title: input.title,
    author: input.author,
    description: input.description,
    mrpPaise: rupeesToPaise(input.mrp),
    mspPaise: input.msp === null || input.msp === undefined ? null : rupeesToPaise(input.msp),
    sellingPricePaise: rupeesToPaise(input.sellingPrice),
    category: categories,
    collection: input.collection,
    isbn13: input.isbn,
    isPremium: input.isPremium ? 1 : 0,
    stockQuantity: input.stockQuantity,
    lowStockThreshold,
    videoUrl: input.videoUrl,
    imageUrl: input.imageUrl,
    language: input.language,
    publishedYear: input.publishedYear,
  } satisfies BookValues;
}
