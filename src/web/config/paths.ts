/**
 * Typed route helpers: the only place web code spells a URL (STYLE.md rule 11).
 * The route patterns themselves live in @shared/routes.ts, shared with the server.
 */

import type { BookSort } from '@shared/schemas/catalog.ts';

/** The filters, sort and page of a catalogue listing, as its address carries them. */
export interface CatalogQuery {
  search?: string;
  category?: string;
  collection?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  premium?: boolean;
  sort?: BookSort;
  page?: number;
}

/** GET /api/books parameters: a listing's query plus the page size and whether to count facets. */
export interface BooksApiQuery extends CatalogQuery {
  pageSize?: number;
  facets?: boolean;
}

type QueryValue = string | number | boolean | undefined;

// A flag is `1` when set and left out otherwise; page 1 is the default and is left out too.
function withQuery(path: string, query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    const text = value === true ? '1' : String(value);
    parts.push(`${key}=${encodeURIComponent(text)}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** A listing's parameters in a fixed order, so one query always spells one URL. */
function catalogParams(q: CatalogQuery = {}): Record<string, QueryValue> {
  return {
    search: q.search,
    category: q.category,
    collection: q.collection,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    minRating: q.minRating,
    inStock: q.inStock,
    premium: q.premium,
    sort: q.sort,
    page: q.page,
  };
}

function catalogPath(path: string, q?: CatalogQuery): string {
  return withQuery(path, catalogParams(q));
}

export const paths = {
  home: '/',
  collections: (query?: CatalogQuery) => catalogPath('/collections', query),
  shop: (query?: CatalogQuery) => catalogPath('/shop', query),
  books: (query?: CatalogQuery) => catalogPath('/books', query),
  book: (id: number | string) => `/books/${encodeURIComponent(String(id))}`,
  cart: '/cart',
  checkout: '/checkout',
  thankYou: (order?: string) => withQuery('/thank-you', { order }),
  forgotPassword: (email?: string) => withQuery('/forgot-password', { email }),
  resetPassword: (email?: string) => withQuery('/reset-password', { email }),
  confirmEmail: (email?: string) => withQuery('/confirm-email', { email }),
  profile: '/profile',
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  wishlist: '/wishlist',
  notifications: '/notifications',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  refundCancellationPolicy: '/refund-cancellation-policy',
  shippingPolicy: '/shipping-policy',
  termsAndConditions: '/terms-and-conditions',
  admin: {
    dashboard: '/admin',
    books: '/admin/books',
    images: '/admin/images',
    newBook: '/admin/books/new',
    editBook: (id: number | string) => `/admin/books/${encodeURIComponent(String(id))}/edit`,
    bulkUpload: '/admin/bulk-upload',
    orders: '/admin/orders',
    users: '/admin/users',
    analytics: '/admin/analytics',
    settings: '/admin/settings',
    configuration: '/admin/configuration',
    conditionalQueries: '/admin/conditional-queries',
  },
} as const;

/** Server endpoints the client calls; each is also the query key of its GET. */
export const apiPaths = {
  siteConfig: '/config',
  collections: '/api/collections',
  books: '/api/books',
  /** GET /api/books with its query string (the query key is `[apiPaths.books, query]`). */
  booksUrl: (q: BooksApiQuery) =>
    withQuery('/api/books', {
      ...catalogParams(q),
      pageSize: q.pageSize,
      facets: q.facets === undefined ? undefined : q.facets ? '1' : '0',
    }),
  book: (id: number | string) => `/api/books/${encodeURIComponent(String(id))}`,
  suggest: '/api/search/suggest',
  suggestUrl: (q: string) => withQuery('/api/search/suggest', { q }),
  contact: '/api/contact',
  cart: '/api/cart',
  cartItem: (id: number) => `/api/cart/${id}`,
  checkoutQuote: '/api/checkout/quote',
  wishlist: '/api/wishlist',
  wishlistItem: (id: number) => `/api/wishlist/${id}`,
  addresses: '/api/addresses',
  address: (id: number) => `/api/addresses/${id}`,
  orders: '/api/orders',
  ordersPage: (page: number, pageSize: number) =>
    withQuery('/api/orders', { page: String(page), pageSize: String(pageSize) }),
  order: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
  cancelOrder: (id: string) => `/api/orders/${encodeURIComponent(id)}/cancel`,
  notifications: '/api/notifications',
  notificationsPage: (page: number, pageSize: number) =>
    withQuery('/api/notifications', { page: String(page), pageSize: String(pageSize) }),
  notificationsUnreadCount: '/api/notifications/unread-count',
  notificationRead: (id: number) => `/api/notifications/${id}/read`,
  notificationsReadAll: '/api/notifications/read-all',
  bookReviewsBase: (bookId: number) => `/api/books/${bookId}/reviews`,
  bookReviewsPage: (bookId: number, query: { page: number; pageSize: number; sort: string }) =>
    withQuery(`/api/books/${bookId}/reviews`, {
      page: String(query.page),
      pageSize: String(query.pageSize),
      sort: query.sort,
    }),
  myReview: (bookId: number) => `/api/books/${bookId}/reviews/mine`,
  newReview: (bookId: number) => `/api/books/${bookId}/reviews`,
  review: (id: number) => `/api/reviews/${id}`,
  auth: {
    me: '/api/auth/me',
    signUp: '/api/auth/sign-up/email',
    signIn: '/api/auth/sign-in/email',
    signOut: '/api/auth/sign-out',
    signInSocial: '/api/auth/sign-in/social',
    signInOAuth2: '/api/auth/sign-in/oauth2',
    verifyEmail: '/api/auth/email-otp/verify-email',
    sendVerificationOtp: '/api/auth/email-otp/send-verification-otp',
    requestPasswordReset: '/api/auth/email-otp/request-password-reset',
    resetPassword: '/api/auth/email-otp/reset-password',
    changePassword: '/api/auth/change-password',
    revokeOtherSessions: '/api/auth/revoke-other-sessions',
    sendPhoneOtp: '/api/auth/phone-number/send-otp',
    verifyPhone: '/api/auth/phone-number/verify',
  },
} as const;

/** /api/admin/queries: conditional queries, their CSV export and smart collections (admin). */
export const adminQueriesApi = {
  /** Every saved-queries read starts with this key. */
  list: '/api/admin/queries',
  listPage: (page: number, pageSize: number) =>
    withQuery('/api/admin/queries', { page: String(page), pageSize: String(pageSize) }),
  preview: '/api/admin/queries/preview',
  query: (id: number) => `/api/admin/queries/${id}`,
  exportCsv: (id: number) => `/api/admin/queries/${id}/export.csv`,
  collection: (id: number) => `/api/admin/queries/${id}/collection`,
} as const;
