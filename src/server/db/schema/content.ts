import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { books } from './catalog.ts';
import { createdAt, timestamps } from './columns.ts';

export interface SiteConfigDocument {
  categories: string[];
  content: { aboveHeader: string; belowHeader: string; popup: string };
}

/** The site configuration as one versioned document: every save is a new version. */
export const siteConfig = pgTable('site_config', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().unique(),
  data: jsonb('data').$type<SiteConfigDocument>().notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...createdAt,
});

/** Shop settings (store name, shipping fees, tax rate…), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [index('notifications_user_id_idx').on(t.userId, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export interface SavedQueryRule {
  field: string;
  operator: string;
  value: unknown;
}

/** Admin "conditional queries": saved rule sets, optionally published as a smart collection. */
export const savedQueries = pgTable('saved_queries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  entity: text('entity').notNull(),
  match: text('match').notNull().default('all'),
  rules: jsonb('rules').$type<SavedQueryRule[]>().notNull(),
  collectionName: text('collection_name').unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** First-party analytics events: no personal data beyond the user id. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    path: text('path'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    ...createdAt,
  },
  (t) => [index('events_name_created_at_idx').on(t.name, t.createdAt)],
);

/**
 * The searches the catalogue served each visitor in the last hour (GET /api/books and the first
 * render of a search page), so that a Search event posted by a browser counts only for a search
 * the shop really answered it, once per answer (docs/threat-model.md "Made-up analytics").
 */
export const servedSearches = pgTable(
  'served_searches',
  {
    visitorId: text('visitor_id').notNull(),
    /** The search as the admin's "top searches" shows it: trimmed, spaces single, lower case. */
    term: text('term').notNull(),
    resultCount: integer('result_count').notNull(),
    /** Answers since the window opened, and Search events counted against them. */
    served: integer('served').notNull().default(1),
    counted: integer('counted').notNull().default(0),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitorId, t.term] }),
    index('served_searches_served_at_idx').on(t.servedAt),
  ],
);

/** Who changed what in the admin area. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ...createdAt,
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);

/**
 * Every mail and text message the shop sends, with its delivery state. Without a mail server
 * (SMTP_URL unset) or an SMS provider, messages stay `held` here and only signed-in staff can
 * read them, in the admin Outbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** `mail` or `sms`. */
    channel: text('channel').notNull().default('mail'),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** `held` (no mail server or SMS provider: staff read it), `pending`, `sent` or `failed`. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A `pending` message is delivered from this moment on (later after each failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker delivers it: no other worker claims it before then (ADR 020). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [
    index('outbox_created_at_idx').on(t.createdAt),
    index('outbox_to_idx').on(t.to),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Periodic work shared by every instance (ADR 020): a job runs when its `next_run_at` has come,
 * and the instance whose update moves `next_run_at` on is the one that runs it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/**
 * A book import written in the background (ADR 021): each batch commits with the job's new
 * `position`, so a restart resumes after the last committed batch.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    /** The upload's id: one import per upload. */
    id: uuid('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** `all-or-nothing` or `valid-only`. */
    mode: text('mode').notNull(),
    /** What likely duplicates do: `update`, `add` or `skip`. */
    duplicates: text('duplicates').notNull(),
    /** `queued`, `running`, `done` or `failed`. */
    status: text('status').notNull().default('queued'),
    /** Rows to write. */
    total: integer('total').notNull().default(0),
    /** Rows written so far: the next batch starts here. */
    position: integer('position').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    /** A feed's records that would have changed nothing, left alone. */
    unchanged: integer('unchanged').notNull().default(0),
    /** Rows left out (errors in valid-only mode, skipped duplicates). */
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    /** Set while an instance writes it; a job whose lease ran out is resumed by any instance. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...createdAt,
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('queued', 'running')`),
  ],
);

/**
 * ONIX feeds the shop fetches on a schedule (issue #33, migration 0022). The password is never
 * answered back; a feed is claimed by one instance at a time through `leased_until`.
 */
export const onixFeeds = pgTable(
  'onix_feeds',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    username: text('username'),
    password: text('password'),
    everyHours: integer('every_hours').notNull().default(24),
    paused: boolean('paused').notNull().default(false),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [index('onix_feeds_due_idx').on(t.nextRunAt)],
);

/** Each fetch of a feed: when, and what its import did. */
export const onixFeedRuns = pgTable(
  'onix_feed_runs',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => onixFeeds.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** `importing` (its import job writes it), `done` or `failed`. */
    status: text('status').notNull(),
    importId: uuid('import_id'),
    products: integer('products').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    message: text('message'),
  },
  (t) => [index('onix_feed_runs_feed_idx').on(t.feedId, t.startedAt)],
);
