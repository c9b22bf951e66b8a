import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { devMailbox } from '../db/schema/content.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
}

/** SMTP through nodemailer (`SMTP_URL`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The dev mailbox, used when `SMTP_URL` is unset: every mail is stored in the database and its
 * text printed to the log, so codes and notices can be read without a mail server.
 */
export function createDevMailbox(db: Db, from: string, log: Log): Mailer {
  return {
    async send(mail) {
      await db.insert(devMailbox).values({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      });
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'dev mailbox: mail stored');
    },
    async close() {},
  };
}
