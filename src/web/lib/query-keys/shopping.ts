import { apiPaths } from '@web/config/paths.ts';

/** docs/product.md §9: the cart's query key is "cart". */
export const cartQueryKey = ['cart'] as const;

/** GET /api/checkout/quote: the cart's subtotal and shipping fees. */
export const cartQuoteQueryKey = [apiPaths.checkoutQuote] as const;

export const wishlistQueryKey = ['wishlist'] as const;
