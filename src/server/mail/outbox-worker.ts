import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { Transport } from './mailer.ts';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  /** A channel without a transport is not delivered: its messages are `held` for staff. */
  transports: { mail: Transport | null; sms: Transport | null };
  log: Log;
  /** How often the outbox is looked at when nothing woke the worker (default 5 s). */
  pollMs?: number;
  /** First wait after a failed attempt; doubled each time (default 5 s)… */
  retryBaseMs?: number;
  /** …up to this (default 2 minutes), so a mail server back after an outage is used soon. */
  retryMaxMs?: number;
  /** After this many failed attempts a message is `failed` (default 40: hours of retries). */
  maxAttempts?: number;
  /** How long a claim holds; a worker that died mid-send frees its messages after it (60 s). */
  lockMs?: number;
  /** Messages claimed at once (default 20). */
  batchSize?: number;
  /** Messages sent at the same time (default 5). */
  concurrency?: number;
}

export interface OutboxWorker {
  /** Starts polling. */
  start(): void;
  /** Look now: a message was just written (outside a transaction, or after its commit). */
  wake(): void;
  /** Resolves when the worker has nothing due left and is not working. */
  settled(): Promise<void>;
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  channel: 'mail' | 'sms';
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/** Wait before the next attempt after `attempts` failed ones: 5 s, 10 s, 20 s… up to the cap. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox (ADR 020). Each round claims due `pending` messages with
 * `FOR UPDATE SKIP LOCKED` and marks them locked for `lockMs`, so two instances on one
 * PostgreSQL database never send the same message; a failure records the error and the next
 * attempt after a doubling wait; `sent` is written only after the transport accepted it.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transports, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const retryMaxMs = options.retryMaxMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 40;
  const lockMs = options.lockMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const concurrency = options.concurrency ?? 5;
  const channels = (['mail', 'sms'] as const).filter((c) => transports[c] !== null);

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<ClaimedRow[]> {
    if (channels.length === 0) return [];
    return queryRows<ClaimedRow>(
      db,
      sql`UPDATE outbox SET locked_until = now() + make_interval(secs => ${lockMs / 1000}),
            attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM outbox
            WHERE status = 'pending' AND next_attempt_at <= now()
              AND (locked_until IS NULL OR locked_until < now())
              AND channel IN (${sql.join(
                channels.map((c) => sql`${c}`),
                sql`, `,
              )})
            ORDER BY next_attempt_at, id
            LIMIT ${batchSize}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, channel, "to", "from", subject, text, html, attempts`,
    );
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    const transport = transports[row.channel]!;
    try {
      await transport.send({
        from: row.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const giveUp = row.attempts >= maxAttempts;
      const waitMs = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      await db.execute(
        sql`UPDATE outbox SET status = ${giveUp ? 'failed' : 'pending'}, last_error = ${reason},
              locked_until = NULL,
              next_attempt_at = now() + make_interval(secs => ${waitMs / 1000})
            WHERE id = ${row.id}`,
      );
      log.warn(
        { outboxId: row.id, channel: row.channel, attempts: row.attempts, reason, giveUp },
        giveUp
          ? 'message could not be delivered; giving up'
          : 'message not delivered yet; will retry',
      );
      return;
    }
    await db.execute(
      sql`UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
          WHERE id = ${row.id}`,
    );
  }

  async function round(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const rows = await claim();
        // A few at once: each message is its own SMTP conversation, mostly spent waiting.
        for (let i = 0; i < rows.length; i += concurrency) {
          await Promise.all(rows.slice(i, i + concurrency).map(deliver));
        }
        if (rows.length < batchSize) break;
      }
    } while (again && !stopped);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((err: unknown) => log.error({ err }, 'the outbox worker failed a round'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start() {
      if (timer || channels.length === 0) return;
      stopped = false;
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void run();
    },
    wake() {
      if (!stopped && channels.length > 0) void run();
    },
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
