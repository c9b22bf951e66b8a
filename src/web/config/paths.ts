/**
 * Typed route helpers: the only place web code spells a URL (STYLE.md rule 11).
 * The route patterns themselves live in @shared/routes.ts, shared with the server.
 */

export interface CollectionsQuery {
  search?: string;
  category?: string;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

export const paths = {
  home: '/',
  collections: (query: CollectionsQuery = {}) =>
    withQuery('/collections', { search: query.search, category: query.category }),
  shop: '/shop',
  books: '/books',
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
  bookReviews: (bookId: number, query: { page: number; pageSize: number; sort: string }) =>
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
