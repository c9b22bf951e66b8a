import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '@shared/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { getStoredSetting } from '../site-config/site-config.public.ts';
import { insertContactMessage } from './contact.repository.ts';

/**
 * Stores the message and, in the same transaction, the mail to the shop's contact address; the
 * outbox worker delivers it, retrying while the mail server is down (ADR 020).
 */
export async function receiveContactMessage(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; fallbackTo: string },
  message: ContactMessage,
  userId: number | null,
): Promise<void> {
  const configured = await getStoredSetting(deps.db, 'contactEmail');
  const to = typeof configured === 'string' && configured ? configured : deps.fallbackTo;
  await deps.db.transaction(async (tx) => {
    const { id } = await insertContactMessage(tx, { ...message, userId });
    await deps.mailer.send(
      {
        to,
        subject: `Contact form: ${message.subject}`,
        text: `From: ${message.name} <${message.email}>\nMessage #${id}\n\n${message.message}\n`,
      },
      tx,
    );
  });
  deps.mailer.wake();
}
