import { apiPaths } from '@web/config/paths.ts';

/*
 * The query keys that more than one part of the shop reads or updates, in one place: a mutation
 * in one feature invalidates another's data through these (STYLE.md rule 3), never by importing
 * that feature. Kept apart from the fetchers: lazily loaded code updates a query through its key
 * without importing the fetcher's module, which would make the bundler split the entry chunk.
 */

/** The me query (who is signed in). */
export const meQueryKey = [apiPaths.auth.me] as const;

/** SPEC §9: the cart's query key is "cart". */
export const cartQueryKey = ['cart'] as const;

/** GET /api/checkout/quote: the cart's subtotal and shipping fees. */
export const cartQuoteQueryKey = [apiPaths.checkoutQuote] as const;

export const wishlistQueryKey = ['wishlist'] as const;

/** Every orders query starts with this key: invalidating it refreshes lists and details. */
export const ordersQueryKey = [apiPaths.orders] as const;

/** Every page of the shopper's orders list. */
export const ordersListQueryKey = [...ordersQueryKey, 'list'] as const;

export const orderQueryKey = (id: string) => [...ordersQueryKey, 'detail', id] as const;

/** Every notifications query (pages and the unread count) starts with this key. */
export const notificationsQueryKey = [apiPaths.notifications] as const;

/** Every query about one book's reviews (its pages and the shopper's own review). */
export const bookReviewsQueryKey = (bookId: number) => [apiPaths.bookReviewsBase(bookId)] as const;
