/**
 * Typed route helpers: the only place web code spells a URL (docs/style.md rule 11).
 * The route patterns themselves are the pages table's (@shared/pages.ts), shared with the
 * server; a path with parameters is spelled from its pattern.
 */

import {
  bookApiUrl,
  booksApiUrl,
  catalogParams,
  collectionsApiUrl,
  withQuery,
  type CatalogQuery,
  type QueryValue,
} from '@shared/catalog-queries.ts';

import type { AdminPath, StorefrontPath } from '@shared/pages.ts';
import { pathOf, slugOf } from '@shared/params.ts';

export type { BooksApiQuery, CatalogQuery } from '@shared/catalog-queries.ts';

/**
 * A page's path from its pattern in the pages table, its parameters filled in: a pattern the
 * table does not have is a type error, so no link can name a page that does not exist.
 */
const pagePath = (
  pattern: StorefrontPath | AdminPath,
  params: Record<string, string | number> = {},
) => pathOf(pattern, params);

function catalogPath(path: string, q?: CatalogQuery): string {
  return withQuery(path, catalogParams(q));
}

export const paths = {
  home: pagePath('/'),
  collections: (query?: CatalogQuery) => catalogPath(pagePath('/collections'), query),
  shop: (query?: CatalogQuery) => catalogPath(pagePath('/shop'), query),
  books: (query?: CatalogQuery) => catalogPath(pagePath('/books'), query),
  book: (id: number | string) => pagePath('/books/:id', { id }),
  /** An author's page, by the author's name as a book spells it. */
  author: (name: string) => pagePath('/authors/:slug', { slug: slugOf(name) }),
  /** A contributor's page by their slug (the book page's credits carry it). */
  person: (slug: string) => pagePath('/authors/:slug', { slug }),
  series: (slug: string) => pagePath('/series/:slug', { slug }),
  publisher: (slug: string) => pagePath('/publishers/:slug', { slug }),
  cart: pagePath('/cart'),
  checkout: pagePath('/checkout'),
  thankYou: (order?: string) => withQuery(pagePath('/thank-you'), { order }),
  forgotPassword: (email?: string) => withQuery(pagePath('/forgot-password'), { email }),
  resetPassword: (email?: string) => withQuery(pagePath('/reset-password'), { email }),
  setup: pagePath('/setup'),
  staffInvite: pagePath('/staff-invite'),
  confirmEmail: (email?: string) => withQuery(pagePath('/confirm-email'), { email }),
  profile: pagePath('/profile'),
  orders: pagePath('/orders'),
  order: (id: string) => pagePath('/orders/:id', { id }),
  wishlist: pagePath('/wishlist'),
  notifications: pagePath('/notifications'),
  contact: pagePath('/contact'),
  privacyPolicy: pagePath('/privacy-policy'),
  refundCancellationPolicy: pagePath('/refund-cancellation-policy'),
  shippingPolicy: pagePath('/shipping-policy'),
  termsAndConditions: pagePath('/terms-and-conditions'),
  admin: {
    dashboard: pagePath('/admin'),
    books: pagePath('/admin/books'),
    images: pagePath('/admin/images'),
    newBook: pagePath('/admin/books/new'),
    editBook: (id: number | string) => pagePath('/admin/books/:id/edit', { id }),
    bulkUpload: pagePath('/admin/bulk-upload'),
    feeds: pagePath('/admin/feeds'),
    delivery: pagePath('/admin/delivery'),
    promotions: pagePath('/admin/promotions'),
    orders: pagePath('/admin/orders'),
    users: pagePath('/admin/users'),
    analytics: pagePath('/admin/analytics'),
    settings: pagePath('/admin/settings'),
    configuration: pagePath('/admin/configuration'),
    conditionalQueries: pagePath('/admin/conditional-queries'),
    outbox: pagePath('/admin/outbox'),
    preorders: pagePath('/admin/preorders'),
    contributors: pagePath('/admin/contributors'),
    series: pagePath('/admin/series'),
    publishers: pagePath('/admin/publishers'),
    staff: pagePath('/admin/staff'),
    reviews: pagePath('/admin/reviews'),
    returns: pagePath('/admin/returns'),
  },
} as const;

/** Server endpoints the client calls; each is also the query key of its GET. */
export const apiPaths = {
  siteConfig: '/config',
  collections: collectionsApiUrl,
  books: '/api/books',
  /** GET /api/books with its query string (the query key is `[apiPaths.books, query]`). */
  booksUrl: booksApiUrl,
  book: bookApiUrl,
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
  orderPayment: (id: string) => `/api/orders/${encodeURIComponent(id)}/payment`,
  orderInvoices: (id: string) => `/api/orders/${encodeURIComponent(id)}/invoices`,
  /** The PDF of an order's invoice or credit note; `admin` for staff. */
  orderInvoicePdf: (id: string, kind: 'invoice' | 'credit_note', admin = false) =>
    `/api/${admin ? 'admin/' : ''}orders/${encodeURIComponent(id)}/invoices/${kind === 'invoice' ? 'invoice' : 'credit-note'}.pdf`,
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
  reportReview: (id: number) => `/api/reviews/${id}/report`,
  staffInvite: '/api/staff-invite',
  staffInviteState: (token: string) => withQuery('/api/staff-invite', { token }),
  auth: {
    me: '/api/auth/me',
    deleteCode: '/api/auth/me/delete-code',
    signUp: '/api/auth/sign-up/email',
    signIn: '/api/auth/sign-in/email',
    signOut: '/api/auth/sign-out',
    signInSocial: '/api/auth/sign-in/social',
    signInOAuth2: '/api/auth/sign-in/oauth2',
    verifyEmail: '/api/auth/email-otp/verify-email',
    sendVerificationOtp: '/api/auth/email-otp/send-verification-otp',
    requestPasswordReset: '/api/auth/email-otp/request-password-reset',
    resetPassword: '/api/auth/email-otp/reset-password',
    firstAdmin: '/api/setup/first-admin',
    firstAdminState: (token: string) => withQuery('/api/setup/first-admin', { token }),
    changePassword: '/api/auth/change-password',
    revokeOtherSessions: '/api/auth/revoke-other-sessions',
    sendPhoneOtp: '/api/auth/phone-number/send-otp',
    verifyPhone: '/api/auth/phone-number/verify',
  },
} as const;

/** /api/admin/images: the image library (list, upload, delete). */
export const adminImagesApi = {
  images: '/api/admin/images',
  /** GET with its query string; the first page and an empty search are left out. */
  imagesPage: (q: { search?: string; page: number; pageSize: number }) =>
    withQuery('/api/admin/images', { search: q.search, page: q.page, pageSize: q.pageSize }),
  image: (id: number) => `/api/admin/images/${id}`,
} as const;

/** GET /api/admin/books parameters, as the books table's address carries them. */
export interface AdminBooksListQuery {
  search?: string;
  category?: string;
  collection?: string;
  stock?: 'in' | 'low' | 'out';
  /** `1` premium only, `0` not premium. */
  premium?: '1' | '0';
  /** Left out: active books only. */
  archived?: '1' | 'all';
  sort?: string;
  page?: number;
  pageSize?: number;
}

/** The admin books API (src/server/modules/admin/books/admin-books.routes.ts). */
export const adminBooksApi = {
  books: '/api/admin/books',
  booksUrl: (q: AdminBooksListQuery) =>
    withQuery('/api/admin/books', {
      search: q.search,
      category: q.category,
      collection: q.collection,
      stock: q.stock,
      premium: q.premium,
      archived: q.archived,
      sort: q.sort,
      page: q.page,
      pageSize: q.pageSize,
    }),
  book: (id: number) => `/api/admin/books/${id}`,
  stock: (id: number) => `/api/admin/books/${id}/stock`,
  price: (id: number) => `/api/admin/books/${id}/price`,
  bulk: '/api/admin/books/bulk',
  collections: '/api/admin/books/collections',
} as const;

/** The filters of /admin/orders as its address carries them (the screen and the CSV export). */
export interface AdminOrdersFilters {
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  userId?: number;
  page?: number;
}

function adminOrdersParams(f: AdminOrdersFilters): Record<string, QueryValue> {
  return { status: f.status, from: f.from, to: f.to, q: f.q, userId: f.userId, page: f.page };
}

/** Admin dashboard, orders and users: the screens' addresses with filters, and their API calls. */
export const adminOrdersUsersApi = {
  /** /admin/orders with its filters; `order` opens that order's detail over the list. */
  ordersScreen: (f: AdminOrdersFilters = {}, order?: string) =>
    withQuery(paths.admin.orders, { ...adminOrdersParams(f), order }),
  usersScreen: (q: { q?: string; role?: string; page?: number } = {}) =>
    withQuery(paths.admin.users, { q: q.q, role: q.role, page: q.page }),
  dashboard: '/api/admin/dashboard',
  contactMessages: '/api/admin/contact-messages',
  unreadContactMessages: (pageSize: number) =>
    withQuery('/api/admin/contact-messages', { unread: true, pageSize }),
  contactMessageRead: (id: number) => `/api/admin/contact-messages/${id}/read`,
  orders: '/api/admin/orders',
  /** The newest order and the pending count, polled by open admin screens (ADR 022). */
  orderPulse: '/api/admin/orders/pulse',
  ordersList: (f: AdminOrdersFilters, pageSize: number) =>
    withQuery('/api/admin/orders', { ...adminOrdersParams(f), pageSize }),
  ordersExport: (f: AdminOrdersFilters) =>
    withQuery('/api/admin/orders/export.csv', { ...adminOrdersParams(f), page: undefined }),
  order: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`,
  orderStatus: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/status`,
  users: '/api/admin/users',
  usersList: (q: { q?: string; role?: string; page?: number }, pageSize: number) =>
    withQuery('/api/admin/users', { q: q.q, role: q.role, page: q.page, pageSize }),
  user: (id: number) => `/api/admin/users/${id}`,
  userRole: (id: number) => `/api/admin/users/${id}/role`,
  userDisable: (id: number) => `/api/admin/users/${id}/disable`,
  userEnable: (id: number) => `/api/admin/users/${id}/enable`,
} as const;

/** The admin analytics endpoint (`from`/`to` are IST days; both left out: the last 30 days). */
export const adminAnalyticsApi = {
  analytics: '/api/admin/analytics',
  analyticsUrl: (range: { from?: string; to?: string }) =>
    withQuery('/api/admin/analytics', { from: range.from, to: range.to }),
} as const;

/** The admin settings and site-configuration endpoints. */
export const adminSettingsApi = {
  settings: '/api/admin/settings',
  siteConfig: '/api/admin/site-config',
  renameCategory: '/api/admin/site-config/categories/rename',
  rollbackSiteConfig: '/api/admin/site-config/rollback',
} as const;

/** Admin bulk upload: the book CSV template and export, and the two-step import. */
export const adminImportApi = {
  template: '/api/admin/books/template.csv',
  export: '/api/admin/books/export.csv',
  /** The catalogue as ONIX for Books 3.0, for marketplaces and libraries. */
  exportOnix: '/api/admin/books/export.xml',
  /** Answers once the file is read; its rows are checked in the background (see `events`). */
  preview: (encoding?: string) =>
    `/api/admin/imports/preview?respond=async${encoding ? `&encoding=${encodeURIComponent(encoding)}` : ''}`,
  import: (id: string) => `/api/admin/imports/${encodeURIComponent(id)}`,
  commit: (id: string) => `/api/admin/imports/${encodeURIComponent(id)}/commit`,
  /** Server-sent events: rows checked while checking, then the import's summary after every batch (ADR 021). */
  events: (id: string) => `/api/admin/imports/${encodeURIComponent(id)}/events`,
  errorReport: (id: string) => `/api/admin/imports/${encodeURIComponent(id)}/errors.csv`,
  /** How ONIX feeds are priced and filed: currency rates, subject codes to categories. */
  onixRules: '/api/admin/imports/onix-rules',
  /** Prefix of the admin book queries, refreshed after an import. */
  adminBooks: '/api/admin/books',
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

/** The filters of /admin/outbox as its address carries them. */
export interface AdminOutboxFilters {
  status?: 'held' | 'pending' | 'sent' | 'failed';
  channel?: 'mail' | 'sms';
  /** Part of the recipient's address or number. */
  to?: string;
  page?: number;
}

/** /api/admin/outbox: the mail and text messages the shop sent or holds (admin). */
export const adminOutboxApi = {
  /** /admin/outbox with its filters; `message` opens that message over the list. */
  screen: (f: AdminOutboxFilters = {}, message?: number) =>
    withQuery(paths.admin.outbox, {
      status: f.status,
      channel: f.channel,
      to: f.to,
      page: f.page,
      message,
    }),
  /** Every outbox read starts with this key. */
  outbox: '/api/admin/outbox',
  list: (f: AdminOutboxFilters, pageSize: number) =>
    withQuery('/api/admin/outbox', {
      status: f.status,
      channel: f.channel,
      to: f.to,
      page: f.page,
      pageSize,
    }),
  message: (id: number) => `/api/admin/outbox/${id}`,
} as const;

/** /api/admin/staff: the team, invitations, roles (ADR 038). */
export const adminStaffApi = {
  staff: '/api/admin/staff',
  member: (id: number) => `/api/admin/staff/${id}`,
  roles: '/api/admin/staff/roles',
  role: (id: number) => `/api/admin/staff/roles/${id}`,
};

/** /api/admin/reviews: the moderation queue. */
export const adminReviewsApi = {
  list: (view: string, page: number) => withQuery('/api/admin/reviews', { view, page }),
  moderate: (id: number) => `/api/admin/reviews/${id}/moderate`,
};
