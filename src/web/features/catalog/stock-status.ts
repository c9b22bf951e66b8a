import { preorderDate, preorderLabel } from '@shared/preorder.ts';
import type { BookCard } from '@shared/schemas/book.ts';

export type StockStatus =
  | { kind: 'preorder'; label: string }
  | { kind: 'in-stock'; label: string }
  | { kind: 'low'; label: string }
  | { kind: 'out'; label: string };

/** docs/product.md "Stock": low stock (≤ lowStockThreshold) shows "Only N left". */
export function stockStatus(
  book: Pick<BookCard, 'stockQuantity' | 'lowStockThreshold'> & {
    publicationDate?: string | null;
  },
): StockStatus {
  // Not yet published: "Pre-order — published 12 March 2027", whatever the stock.
  const preorder = preorderDate(book.publicationDate);
  if (preorder) return { kind: 'preorder', label: preorderLabel(preorder) };
  if (book.stockQuantity <= 0) return { kind: 'out', label: 'Out of stock' };
  if (book.stockQuantity <= book.lowStockThreshold) {
    return { kind: 'low', label: `Only ${book.stockQuantity} left` };
  }
  return { kind: 'in-stock', label: 'In stock' };
}

/** The discount to show: the server's figure, else derived from MRP and selling price. */
export function discountPercent(
  book: Pick<BookCard, 'mrp' | 'sellingPrice' | 'discountPercentage'>,
) {
  if (book.mrp <= book.sellingPrice || book.mrp <= 0) return 0;
  if (book.discountPercentage > 0) return book.discountPercentage;
  return Math.round(((book.mrp - book.sellingPrice) / book.mrp) * 100);
}
