import { z } from 'zod';

/** A book as every listing shows it (the one book card). Money is in rupees (≤ 2 decimals). */
export const bookCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  imageUrl: z.string(),
  mrp: z.number(),
  sellingPrice: z.number(),
  discountPercentage: z.number().int(),
  avgRating: z.number(),
  ratingCount: z.number().int(),
  inStock: z.number().int(),
  stockQuantity: z.number().int(),
  lowStockThreshold: z.number().int(),
  isPremium: z.number().int(),
  category: z.array(z.string()),
  /** YYYY-MM-DD; after today (in India) the edition is a pre-order (src/shared/preorder.ts). */
  publicationDate: z.string().nullable(),
});
export type BookCard = z.infer<typeof bookCardSchema>;

export const collectionRailSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  books: z.array(bookCardSchema),
});
export type CollectionRail = z.infer<typeof collectionRailSchema>;

export const collectionsResponseSchema = z.object({
  collections: z.array(collectionRailSchema),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;
