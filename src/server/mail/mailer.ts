import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/content.ts';
import type { OutboxWorker } from './outbox-worker.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * What became of a message: queued for the worker, delivered, kept for staff (no mail server or
 * SMS provider), or not delivered on its first attempt (it is retried).
 */
export type DeliveryState = 'pending' | 'sent' | 'held' | 'failed';

export interface Mailer {
  /** Writes the message to the outbox, inside `tx` when given (then call `wake` after commit). */
  send(mail: Mail, tx?: Tx): Promise<DeliveryState>;
  /** Tells the worker that messages were committed. */
  wake(): void;
  close(): Promise<void>;
}

/** Delivers one message for real: SMTP for mail, an SMS provider for text messages. */
export interface Transport {
  send(message: Mail & { from: string }): Promise<void>;
  close?(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** SMTP through nodemailer (`SMTP_URL`). */
export function createSmtpTransport(smtpUrl: string): Transport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    async close() {
      transport.close();
    },
  };
}

/** True when the shop listens on this machine only (its console is the owner's own). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export interface OutboxOptions {
  db: Db;
  from: string;
  channel: 'mail' | 'sms';
  /** Null when no mail server (or SMS provider) is configured: messages are held for staff. */
  transport: Transport | null;
  log: Log;
  /**
   * Print held messages, codes included, on the server's console: only for a shop bound to
   * loopback, whose console is its owner's. Never when a transport delivers them.
   */
  printHeld: boolean;
  /** Delivers the outbox; woken when a message is written. */
  worker: Pick<OutboxWorker, 'wake'>;
  /**
   * Make the first attempt in the request and answer `sent` or `failed` (text messages: the
   * phone form says at once when a code could not be texted). A failed message is still retried.
   */
  deliverInline?: boolean;
  retryBaseMs?: number;
}

/**
 * Every message is written to the outbox, in the caller's transaction when it passes one (an
 * order and its confirmation commit together), and delivered by the outbox worker with retries
 * (ADR 020); the request does not wait for the mail server. Without a transport it stays `held`:
 * signed-in staff read it in the admin Outbox, and nobody else can over HTTP. Logs never carry a
 * message's text (codes, links) unless `printHeld` allows it.
 */
export function createOutboxMailer(options: OutboxOptions): Mailer {
  const { db, from, channel, transport, log, worker } = options;
  const inline = Boolean(options.deliverInline && transport);
  return {
    async send(mail, tx) {
      const [row] = await (tx ?? db)
        .insert(outbox)
        .values({
          channel,
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          status: transport ? 'pending' : 'held',
          // The inline attempt holds it, so the worker does not send it at the same time.
          ...(inline ? { lockedUntil: sql`now() + interval '60 seconds'` } : {}),
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      if (!transport) {
        if (options.printHeld) {
          log.info(
            { outboxId: id, to: mail.to, subject: mail.subject, text: mail.text },
            `${channel} held in the outbox (no ${channel === 'mail' ? 'mail server' : 'SMS provider'} configured)`,
          );
        } else {
          log.info({ outboxId: id, channel }, 'message held in the outbox for staff');
        }
        return 'held';
      }
      if (!inline || tx) {
        // In a transaction the row is not visible yet: the caller wakes the worker after commit.
        if (!tx) worker.wake();
        return 'pending';
      }
      try {
        await transport.send({ from, ...mail });
        await db
          .update(outbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            attempts: sql`${outbox.attempts} + 1`,
            lockedUntil: null,
          })
          .where(eq(outbox.id, id));
        return 'sent';
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await db
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            lastError: reason.slice(0, 500),
            lockedUntil: null,
            nextAttemptAt: new Date(Date.now() + (options.retryBaseMs ?? 5_000)),
          })
          .where(eq(outbox.id, id));
        log.warn({ outboxId: id, channel, reason }, 'message could not be delivered; will retry');
        return 'failed';
      }
    },
    wake() {
      worker.wake();
    },
    async close() {
      await transport?.close?.();
    },
  };
}
