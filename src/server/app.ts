import { randomUUID } from 'node:crypto';
import path from 'node:path';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createLocalImageStorage, type ImageStorage } from './lib/image-storage.ts';
import type { ParseBudget } from './lib/parse-in-worker.ts';
import { shopSecret } from './lib/secret-box.ts';
import {
  createOutboxMailer,
  createSmtpTransport,
  isLoopbackHost,
  type Transport,
} from './mail/mailer.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from './mail/outbox-worker.ts';
import { createWebhookSmsTransport } from './mail/sms-webhook.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { staffInviteRoutes } from './modules/admin/staff/staff.public.ts';
import { returnsRoutes } from './modules/returns/returns.public.ts';
import {
  createAuth,
  createDbRateLimitStore,
  sharedRouteRateLimitStore,
  type DbRateLimitStore,
  type SmsSender,
} from './modules/auth/auth.public.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { firstAdminRoutes } from './modules/auth/first-admin.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { recordServedSearch } from './modules/events/events.public.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import type { RazorpayConfig } from './modules/orders/orders.public.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { paymentsRoutes } from './modules/orders/payments.routes.ts';
import { unpaidSweepPlugin } from './modules/orders/unpaid-sweep.plugin.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createPageRenderer, type ServerRender } from './modules/seo/seo.public.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import type { SiteFeatures } from './modules/site-config/site-config.public.ts';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { schedulerPlugin } from './plugins/scheduler.ts';
import { embeddedUpkeepPlugin } from './plugins/embedded-upkeep.ts';
import { securityPlugin } from './plugins/security.ts';
import { visitorPlugin } from './plugins/visitor.ts';
import { webClientPlugin } from './plugins/web-client.ts';
import { runAsRequest } from './db/statement-queue.ts';

export interface AppDeps {
  database: Database;
  env: Env;
  /** Delivers mail; defaults to SMTP when `SMTP_URL` is set, else none (mail is held for staff). */
  mailTransport?: Transport | null;
  /** Delivers text messages; defaults to `SMS_WEBHOOK_URL`'s provider, else none (held for staff). */
  smsTransport?: Transport | null;
  clientDir?: string;
  /** The storefront's server render (dist/server); without it the browser draws every page. */
  serverRender?: ServerRender;
  uploadsDir?: string;
  /** Where uploaded images are kept; defaults to files in `uploadsDir`. */
  imageStorage?: ImageStorage;
  /** Razorpay's API origin; tests point it at a local stand-in. */
  razorpayApiUrl?: string;
  /** Vite dev server in front: relaxes the CSP for its inline preamble and websocket. */
  dev?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The outbox worker's timings (tests shorten the waits between retries). */
  outboxWorker?: Omit<OutboxWorkerOptions, 'db' | 'transports' | 'log'>;
  /**
   * Tests only: each answer waits until the outbox worker is idle, so a test reads the mail a
   * request caused as soon as it has the answer. The shop itself answers without waiting.
   */
  mailBeforeReply?: boolean;
  /** What reading one uploaded book CSV may use (tests shorten its time); ADR 027. */
  importReadBudget?: Partial<ParseBudget>;
  /** ONIX uploads larger than this are read from disk as they are checked (tests lower it). */
  importSpoolBytes?: number;
}

/** The mail address inside `MAIL_FROM` ("Name <addr>" or a bare address). */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** The production logger: pino at LOG_LEVEL, with credentials blanked should a header be logged. */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>) {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  } satisfies FastifyServerOptions['logger'];
}

/** The Fastify instance with its logger, request ids, zod validation and statement order. */
function createServer(deps: AppDeps) {
  const { env } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    // X-Forwarded-* is believed only from the proxies TRUST_PROXY names: from anyone else a
    // client could pick its own address and dodge every per-address limit.
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: the database serves statements in the order their requests arrived.
  app.addHook('onRequest', (_request, _reply, done) => runAsRequest(done));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}

type Server = ReturnType<typeof createServer>;

/** The transports a message can leave by; null where none is configured (held for staff). */
function transportsFor(deps: AppDeps) {
  const { env } = deps;
  const mail =
    deps.mailTransport !== undefined
      ? deps.mailTransport
      : env.SMTP_URL
        ? createSmtpTransport(env.SMTP_URL)
        : null;
  const sms =
    deps.smsTransport !== undefined
      ? deps.smsTransport
      : env.SMS_WEBHOOK_URL
        ? createWebhookSmsTransport(env.SMS_WEBHOOK_URL)
        : null;
  return { mail, sms };
}

type Transports = ReturnType<typeof transportsFor>;

/**
 * Every message goes through the outbox: the mailer and the SMS outbox write to it, one worker
 * delivers both channels, with retries and back-off (ADR 020), started and stopped with the app.
 */
function createOutbox(app: Server, deps: AppDeps, transports: Transports) {
  // Held messages (no mail server, no SMS provider) are printed on the console only when the
  // shop listens on loopback: its console is the owner's.
  const printHeld = isLoopbackHost(deps.env.HOST);
  const outboxWorker = createOutboxWorker({
    db: deps.database.db,
    transports,
    log: app.log,
    ...deps.outboxWorker,
  });
  const mailer = createOutboxMailer({
    db: deps.database.db,
    from: deps.env.MAIL_FROM,
    channel: 'mail',
    transport: transports.mail,
    log: app.log,
    printHeld,
    worker: outboxWorker,
  });
  const smsOutbox = createOutboxMailer({
    db: deps.database.db,
    from: 'Pustak',
    channel: 'sms',
    transport: transports.sms,
    log: app.log,
    printHeld,
    worker: outboxWorker,
    // The phone form says at once when a code could not be texted (docs/product.md §5).
    deliverInline: true,
    retryBaseMs: deps.outboxWorker?.retryBaseMs,
  });
  app.addHook('onReady', async () => outboxWorker.start());
  // Before the mailers close their transports and the database closes.
  app.addHook('onClose', async () => {
    await outboxWorker.stop();
    await smsOutbox.close();
  });
  if (deps.mailBeforeReply) {
    app.addHook('onSend', async () => outboxWorker.settled());
  }
  const sms: SmsSender = (to, text) => smsOutbox.send({ to, subject: 'Text message', text });
  return { mailer, sms };
}

/** The named cross-cutting plugins, in order, up to and including sign-in. */
async function registerPlugins(
  app: Server,
  deps: AppDeps,
  { mailer, sms }: ReturnType<typeof createOutbox>,
  rateLimitStore: DbRateLimitStore,
) {
  const { env } = deps;
  await app.register(errorsPlugin);
  await app.register(csrfPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(dbPlugin, { database: deps.database });
  await app.register(mailerPlugin, { mailer });
  await app.register(schedulerPlugin);
  await app.register(embeddedUpkeepPlugin);
  await app.register(securityPlugin, {
    dev: deps.dev ?? false,
    rateLimitStore:
      deps.database.kind === 'postgres' ? sharedRouteRateLimitStore(rateLimitStore) : undefined,
    adPixel: Boolean(env.META_PIXEL_ID),
    razorpay: Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET),
    publicUrl: env.PUBLIC_URL,
  });
  await app.register(httpCachePlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'Pustak API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  // env.ts refuses METRICS=true without a token.
  if (env.METRICS) await app.register(metricsPlugin, { token: env.METRICS_TOKEN ?? '' });
  await app.register(visitorPlugin, {
    secret: shopSecret(env),
    secure: env.PUBLIC_URL.startsWith('https://'),
  });
  const auth = createAuth({
    db: deps.database.db,
    env,
    mailer,
    sms,
    rateLimitStore,
    shopName: 'Pustak',
  });
  await app.register(authPlugin, { auth });
  await app.register(apiDocsPlugin);
}

/** What the client is told the shop offers: sign-in providers, online payment, the ad pixel. */
function siteFeaturesFrom(env: Env): SiteFeatures {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID) || env.OIDC_NAME === 'Google',
    oidc:
      env.OIDC_ISSUER && env.OIDC_NAME !== 'Google'
        ? { name: env.OIDC_NAME ?? 'Single sign-on' }
        : null,
    razorpay: Boolean(env.RAZORPAY_KEY_ID),
    razorpayKeyId: env.RAZORPAY_KEY_ID ?? null,
    metaPixelId: env.META_PIXEL_ID ?? null,
  };
}

function razorpayConfigFrom(deps: AppDeps): RazorpayConfig | undefined {
  const { env } = deps;
  return env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
    ? {
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: deps.razorpayApiUrl ?? 'https://api.razorpay.com',
      }
    : undefined;
}

/** The domain modules, each an encapsulated plugin, most of them under /api. */
async function registerModules(
  app: Server,
  deps: AppDeps,
  transports: Transports,
  rateLimitStore: DbRateLimitStore,
  siteFeatures: SiteFeatures,
) {
  const { env } = deps;
  await app.register(healthRoutes);
  await app.register(siteConfigRoutes, { features: siteFeatures });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(authRoutes, {
    prefix: '/api',
    rateLimitStore,
    smsConfigured: transports.sms !== null,
  });
  await app.register(firstAdminRoutes, { prefix: '/api' });
  await app.register(staffInviteRoutes, { prefix: '/api', publicUrl: env.PUBLIC_URL });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(wishlistRoutes, { prefix: '/api' });
  await app.register(addressesRoutes, { prefix: '/api' });
  await app.register(deliveryRoutes, { prefix: '/api' });
  const razorpay = razorpayConfigFrom(deps);
  await app.register(ordersRoutes, { prefix: '/api', publicUrl: env.PUBLIC_URL, razorpay });
  if (razorpay) {
    await app.register(paymentsRoutes, { prefix: '/api', publicUrl: env.PUBLIC_URL, razorpay });
    await app.register(unpaidSweepPlugin, { publicUrl: env.PUBLIC_URL });
  }
  await app.register(returnsRoutes, {
    prefix: '/api',
    publicUrl: env.PUBLIC_URL,
    razorpay,
    secret: shopSecret(env),
  });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(reviewsRoutes, { prefix: '/api' });
  await app.register(eventsRoutes, { prefix: '/api', capCounter: rateLimitStore });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    publicUrl: env.PUBLIC_URL,
    razorpayConfigured: Boolean(razorpay),
    razorpay,
    imageStorage:
      deps.imageStorage ?? (deps.uploadsDir ? createLocalImageStorage(deps.uploadsDir) : undefined),
    importsDir: path.join(path.resolve(env.DATA_DIR), 'imports'),
    importReadBudget: deps.importReadBudget,
    importSpoolBytes: deps.importSpoolBytes,
    feeds: { allowPrivate: env.FEEDS_ALLOW_PRIVATE, secret: shopSecret(env) },
    mailConfigured: transports.mail !== null,
    smsConfigured: transports.sms !== null,
  });
  await app.register(contactRoutes, { prefix: '/api', shopAddress: addressOf(env.MAIL_FROM) });
  await app.register(seoRoutes, { publicUrl: env.PUBLIC_URL });
}

/** The pages: the client's files, the uploads and every storefront page, rendered or not. */
async function registerPages(app: Server, deps: AppDeps, siteFeatures: SiteFeatures) {
  await app.register(webClientPlugin, {
    clientDir: deps.clientDir,
    uploadsDir: deps.uploadsDir,
    renderPage: createPageRenderer({
      database: deps.database,
      publicUrl: deps.env.PUBLIC_URL,
      siteFeatures,
      serverRender: deps.serverRender,
      log: app.log,
    }),
    // Every page gives a browser its visitor cookie; a search page's listing counts as served.
    onPage: async (request, reply, page) => {
      const visitorId = app.ensureVisitor(request, reply);
      if (page?.servedSearch) {
        await recordServedSearch(app.db, visitorId, page.servedSearch, request.log);
      }
    },
  });
}

/** Builds the whole server without listening (tests call `app.inject`). */
export async function buildApp(deps: AppDeps) {
  const app = createServer(deps);
  const transports = transportsFor(deps);
  const outbox = createOutbox(app, deps, transports);
  const rateLimitStore = createDbRateLimitStore(deps.database.db);
  await registerPlugins(app, deps, outbox, rateLimitStore);
  const siteFeatures = siteFeaturesFrom(deps.env);
  await registerModules(app, deps, transports, rateLimitStore, siteFeatures);
  await registerPages(app, deps, siteFeatures);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
