import { paiseToRupees } from '@shared/money.ts';
import type { BookCard, CollectionRail } from '@shared/schemas/book.ts';
import type { Db } from '../../db/client.ts';
import {
  findBooksInCollection,
  findCollectionNamesWithCounts,
  type BookCardRow,
} from './catalog.repository.ts';

const railLength = 12;

export function toBookCard(row: BookCardRow): BookCard {
  const { mrpPaise, sellingPricePaise, ...rest } = row;
  return {
    ...rest,
    mrp: paiseToRupees(mrpPaise),
    sellingPrice: paiseToRupees(sellingPricePaise),
    avgRating: Math.round(row.avgRating * 10) / 10,
  };
}

/** Every collection with its size and first books, in the order they were created. */
export async function listCollectionRails(db: Db): Promise<CollectionRail[]> {
  const names = await findCollectionNamesWithCounts(db);
  return Promise.all(
    names.map(async ({ name, count }) => ({
      name,
      count,
      books: (await findBooksInCollection(db, name, railLength)).map(toBookCard),
    })),
  );
}
