import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noAccess } from '../../plugins/auth.ts';
import { adminStaffRoutes, routePermissions } from './staff/staff.public.ts';
import type { ImageStorage } from '../../lib/image-storage.ts';
import type { ParseBudget } from '../../lib/parse-in-worker.ts';
import { sendError } from '../../plugins/errors.ts';
import { adminAnalyticsRoutes } from './analytics/admin-analytics.routes.ts';
import { adminBookTradeRoutes } from './book-trade/admin-book-trade.routes.ts';
import { adminBooksRoutes } from './books/admin-books.routes.ts';
import { adminContactMessagesRoutes } from './contact-messages/admin-contact-messages.routes.ts';
import { adminDeliveryRoutes } from './delivery/admin-delivery.routes.ts';
import { adminReviewsRoutes } from './reviews/admin-reviews.routes.ts';
import { adminPromotionsRoutes } from './promotions/admin-promotions.routes.ts';
import { adminDashboardRoutes } from './dashboard/admin-dashboard.routes.ts';
import { adminImagesRoutes } from './images/admin-images.routes.ts';
import { adminImportRoutes } from './import/admin-import.routes.ts';
import { adminOrdersRoutes } from './orders/admin-orders.routes.ts';
import { invoiceRoutes } from '../invoices/invoices.public.ts';
import type { RazorpayConfig } from '../orders/orders.public.ts';
import { adminReturnsRoutes } from '../returns/returns.public.ts';
import { adminPreordersRoutes } from './orders/admin-preorders.routes.ts';
import { adminOutboxRoutes } from './outbox/admin-outbox.routes.ts';
import { adminQueriesRoutes } from './queries/admin-queries.routes.ts';
import { adminSettingsRoutes } from './settings/admin-settings.routes.ts';
import { adminTaxRoutes } from './settings/admin-tax.routes.ts';
import { adminSiteConfigRoutes } from './site-config/admin-site-config.routes.ts';
import { adminUsersRoutes } from './users/admin-users.routes.ts';

/**
 * The permission a route needs, from its one line in `routePermissions` (ADR 038). A route
 * without a line is an owner's only, so a new route is never open to every staff member by
 * omission.
 */
async function requireRoutePermission(request: FastifyRequest, reply: FastifyReply) {
  const user = request.user;
  if (!user || user.role === 'admin' || reply.sent) return;
  const url = request.routeOptions.url;
  if (!url) return; // no such route: the not-found handler answers 404
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const needed = routePermissions[`${method} ${url}`];
  const list = needed === undefined ? [] : Array.isArray(needed) ? needed : [needed];
  if (list.some((p) => user.permissions.includes(p))) return;
  const error = noAccess(list[0] ?? 'staff');
  return sendError(reply, 403, { code: error.code, message: error.message });
}

/**
 * /api/admin/*: one `requireStaff` hook guards the whole subtree, unknown paths included, so
 * no admin route can be added without it; then each route's permission. Both run on request,
 * before any body or parameter is validated, so a caller without access learns nothing about
 * the admin API's inputs. Every area below is a child plugin registered here, inside the guard.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  razorpayConfigured: boolean;
  /** Where uploaded images go; absent in API tests that upload none. */
  imageStorage?: ImageStorage;
  /** Where uploaded CSVs wait between preview and import (DATA_DIR/imports). */
  importsDir: string;
  /** What reading one uploaded CSV may use; tests shorten its time. */
  importReadBudget?: Partial<ParseBudget>;
  /** ONIX uploads larger than this are spooled to disk; importLimits.fileBytes by default. */
  importSpoolBytes?: number;
  /** Whether mail goes out through a mail server (SMTP); if not, it is held in the outbox. */
  mailConfigured: boolean;
  /** Scheduled ONIX feeds: whether they may reach private addresses; the secret sealing their passwords. */
  feeds: { allowPrivate: boolean; secret: string };
  /** Whether text messages go out through an SMS provider; if not, they are held too. */
  smsConfigured: boolean;
  /** Razorpay's keys, for refunding returns to the original payment. */
  razorpay?: RazorpayConfig;
}> = async (
  app,
  {
    publicUrl,
    razorpayConfigured,
    imageStorage,
    importsDir,
    importReadBudget,
    importSpoolBytes,
    mailConfigured,
    smsConfigured,
    feeds,
    razorpay,
  },
) => {
  app.addHook('onRequest', app.requireStaff);
  app.addHook('onRequest', requireRoutePermission);
  app.setNotFoundHandler({ preHandler: app.requireStaff }, (request, reply) =>
    sendError(reply, 404, {
      code: 'NOT_FOUND',
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  await app.register(adminBooksRoutes, { publicUrl });
  await app.register(adminBookTradeRoutes);
  await app.register(adminOrdersRoutes, { publicUrl });
  // Any order's invoice and credit note, for staff.
  await app.register(invoiceRoutes(() => null));
  await app.register(adminPreordersRoutes);
  await app.register(adminReturnsRoutes, { publicUrl, razorpay, secret: feeds.secret });
  await app.register(adminUsersRoutes);
  await app.register(adminStaffRoutes, { publicUrl });
  await app.register(adminReviewsRoutes);
  await app.register(adminSettingsRoutes, { razorpayConfigured });
  await app.register(adminTaxRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(adminPromotionsRoutes);
  await app.register(adminSiteConfigRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminImagesRoutes, { storage: imageStorage });
  await app.register(adminContactMessagesRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminImportRoutes, {
    importsDir,
    publicUrl,
    readBudget: importReadBudget,
    spoolBytes: importSpoolBytes,
    feeds,
  });
  await app.register(adminQueriesRoutes);
  await app.register(adminOutboxRoutes, {
    deliveryConfigured: { mail: mailConfigured, sms: smsConfigured },
  });
};
