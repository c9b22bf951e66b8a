import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/content.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What became of a message: delivered, kept for staff (no mail server or SMS provider), or failed. */
export type DeliveryState = 'sent' | 'held' | 'failed';

export interface Mailer {
  send(mail: Mail): Promise<DeliveryState>;
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
}

/**
 * Every message is written to the outbox first, then delivered through the transport, and its
 * state recorded. Without a transport it stays `held`: signed-in staff read it in the admin
 * Outbox, and nobody else can over HTTP. Logs never carry a message's text (codes, links) unless
 * `printHeld` allows it.
 */
export function createOutboxMailer(options: OutboxOptions): Mailer {
  const { db, from, channel, transport, log } = options;
  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          channel,
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          status: transport ? 'pending' : 'held',
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
      try {
        await transport.send({ from, ...mail });
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
          .where(eq(outbox.id, id));
        return 'sent';
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await db
          .update(outbox)
          .set({
            status: 'failed',
            attempts: sql`${outbox.attempts} + 1`,
            lastError: reason.slice(0, 500),
          })
          .where(eq(outbox.id, id));
        log.warn({ outboxId: id, channel, reason }, 'message could not be delivered');
        return 'failed';
      }
    },
    async close() {
      await transport?.close?.();
    },
  };
}
