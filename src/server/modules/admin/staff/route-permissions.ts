import type { Permission } from '@shared/permissions.ts';

/**
 * The permission each /api/admin route needs, one line per route (`METHOD /path` as the router
 * holds it). A list means any one of them; the handler then checks the exact one for what the
 * request asks (an order's new status). A route missing here is refused to everyone but an
 * owner, and `staff-permissions.test.ts` fails until it has a line.
 */
export const routePermissions: Record<string, Permission | Permission[]> = {
  'GET /api/admin/books': 'catalogue.edit',
  'POST /api/admin/books': 'catalogue.edit',
  'GET /api/admin/books/collections': 'catalogue.edit',
  'POST /api/admin/books/bulk': 'catalogue.edit',
  'GET /api/admin/books/template.csv': 'catalogue.import',
  'GET /api/admin/books/export.csv': 'catalogue.import',
  'GET /api/admin/books/export.xml': 'catalogue.import',
  'GET /api/admin/books/:id': 'catalogue.edit',
  'PUT /api/admin/books/:id': 'catalogue.edit',
  'PATCH /api/admin/books/:id/stock': 'catalogue.stock',
  'PATCH /api/admin/books/:id/price': 'catalogue.prices',
  'GET /api/admin/contributors': 'catalogue.edit',
  'POST /api/admin/contributors/merge': 'catalogue.edit',
  'PATCH /api/admin/contributors/:id': 'catalogue.edit',
  'GET /api/admin/series': 'catalogue.edit',
  'PATCH /api/admin/series/:id': 'catalogue.edit',
  'GET /api/admin/publishers': 'catalogue.edit',
  'PATCH /api/admin/publishers/:id': 'catalogue.edit',
  'GET /api/admin/images': 'catalogue.edit',
  'POST /api/admin/images': 'catalogue.edit',
  'DELETE /api/admin/images/:id': 'catalogue.edit',

  'GET /api/admin/imports/onix-rules': 'catalogue.import',
  'PUT /api/admin/imports/onix-rules': 'catalogue.import',
  'POST /api/admin/imports/preview': 'catalogue.import',
  'GET /api/admin/imports/:id': 'catalogue.import',
  'GET /api/admin/imports/:id/errors.csv': 'catalogue.import',
  'GET /api/admin/imports/:id/events': 'catalogue.import',
  'POST /api/admin/imports/:id/commit': 'catalogue.import',
  'GET /api/admin/feeds': 'catalogue.import',
  'POST /api/admin/feeds': 'catalogue.import',
  'PUT /api/admin/feeds/:id': 'catalogue.import',
  'DELETE /api/admin/feeds/:id': 'catalogue.import',
  'POST /api/admin/feeds/:id/run': 'catalogue.import',
  'GET /api/admin/feeds/:id/runs': 'catalogue.import',

  'GET /api/admin/orders': 'orders.view',
  'GET /api/admin/orders/export.csv': 'orders.view',
  'GET /api/admin/orders/pulse': 'orders.view',
  'GET /api/admin/orders/:id': 'orders.view',
  'POST /api/admin/orders/:id/status': ['orders.fulfil', 'orders.cancel', 'orders.refund'],
  // An invoice carries the buyer's address: for those who see it (seesContactDetails).
  'GET /api/admin/orders/:id/invoices': ['orders.fulfil', 'customers.view'],
  'GET /api/admin/orders/:id/invoices/:file': ['orders.fulfil', 'customers.view'],
  'GET /api/admin/preorders': 'orders.view',
  'GET /api/admin/returns': 'orders.view',
  'GET /api/admin/orders/:id/returns': 'orders.view',
  'GET /api/admin/returns/:id/photo': 'orders.view',
  // Accepting a return commits the shop to a refund; receiving one is the packers' work.
  'POST /api/admin/returns/:id/decision': 'orders.refund',
  'POST /api/admin/returns/:id/receive': ['orders.fulfil', 'orders.refund'],
  'POST /api/admin/returns/:id/refund': 'orders.refund',

  'GET /api/admin/users': 'customers.view',
  'GET /api/admin/users/:id': 'customers.view',
  'POST /api/admin/users/:id/disable': 'customers.edit',
  'POST /api/admin/users/:id/enable': 'customers.edit',
  'POST /api/admin/users/:id/role': 'staff',
  'GET /api/admin/contact-messages': 'customers.view',
  'POST /api/admin/contact-messages/:id/read': 'customers.view',

  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff': 'staff',
  'PUT /api/admin/staff/:id': 'staff',
  'GET /api/admin/staff/roles': 'staff',
  'POST /api/admin/staff/roles': 'staff',
  'PUT /api/admin/staff/roles/:id': 'staff',
  'DELETE /api/admin/staff/roles/:id': 'staff',

  'GET /api/admin/reviews': 'reviews.moderate',
  'POST /api/admin/reviews/:id/moderate': 'reviews.moderate',

  'GET /api/admin/promotions': 'promotions',
  'POST /api/admin/promotions': 'promotions',
  'PUT /api/admin/promotions/:id': 'promotions',

  'GET /api/admin/site-config': 'content',
  'PUT /api/admin/site-config': 'content',
  'POST /api/admin/site-config/categories/rename': 'content',
  'POST /api/admin/site-config/rollback': 'content',
  // The promotion form offers saved queries and zones as targets.
  'GET /api/admin/queries': ['content', 'promotions'],
  'POST /api/admin/queries': 'content',
  'POST /api/admin/queries/preview': 'content',
  'GET /api/admin/queries/:id': 'content',
  'PUT /api/admin/queries/:id': 'content',
  'DELETE /api/admin/queries/:id': 'content',
  'GET /api/admin/queries/:id/export.csv': 'content',
  'POST /api/admin/queries/:id/collection': 'content',
  'DELETE /api/admin/queries/:id/collection': 'content',

  'GET /api/admin/settings': 'settings',
  'PUT /api/admin/settings': 'settings',
  'GET /api/admin/tax-rates': 'settings',
  'PUT /api/admin/tax-rates': 'settings',
  'GET /api/admin/delivery-zones': ['settings', 'promotions'],
  'POST /api/admin/delivery-zones': 'settings',
  'PUT /api/admin/delivery-zones/:id': 'settings',
  'DELETE /api/admin/delivery-zones/:id': 'settings',
  'GET /api/admin/outbox': 'settings',
  'GET /api/admin/outbox/:id': 'settings',

  'GET /api/admin/dashboard': 'analytics',
  'GET /api/admin/analytics': 'analytics',
};
