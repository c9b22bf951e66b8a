import { paiseToRupees } from '@shared/money.ts';
import type { BookCard } from '@shared/schemas/book.ts';
import { books } from '../../db/schema/catalog.ts';

/**
 * A book card: the columns every card needs (a select shape the cart and the wishlist join on,
 * not a query) and the card the API answers with.
 */
export const bookCardColumns = {
  id: books.id,
  title: books.title,
  author: books.author,
  imageUrl: books.imageUrl,
  mrpPaise: books.mrpPaise,
  sellingPricePaise: books.sellingPricePaise,
  discountPercentage: books.discountPercentage,
  avgRating: books.avgRating,
  ratingCount: books.ratingCount,
  inStock: books.inStock,
  stockQuantity: books.stockQuantity,
  lowStockThreshold: books.lowStockThreshold,
  isPremium: books.isPremium,
  category: books.category,
  publicationDate: books.publicationDate,
};

export type BookCardRow = {
  [
    K in Exclude<keyof typeof bookCardColumns, 'publicationDate'>
  ]: (typeof bookCardColumns)[K]['_']['data'];
} & { publicationDate: string | null };

export function toBookCard(row: BookCardRow): BookCard {
  const { mrpPaise, sellingPricePaise, ...rest } = row;
  return {
    ...rest,
    mrp: paiseToRupees(mrpPaise),
    sellingPrice: paiseToRupees(sellingPricePaise),
    avgRating: Math.round(row.avgRating * 10) / 10,
  };
}
