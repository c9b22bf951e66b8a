import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '@shared/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { getStoredSetting } from '../site-config/site-config.public.ts';
import { insertContactMessage } from './contact.repository.ts';

/**
 * Stores the message first (staff see it in the dashboard even if mail is down), then mails the
 * shop's contact address. A mail failure is logged, not shown to the sender.
 */
export async function receiveContactMessage(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; fallbackTo: string },
  message: ContactMessage,
  userId: number | null,
): Promise<void> {
  const { id } = await insertContactMessage(deps.db, { ...message, userId });
  const configured = await getStoredSetting(deps.db, 'contactEmail');
  const to = typeof configured === 'string' && configured ? configured : deps.fallbackTo;
  try {
    await deps.mailer.send({
      to,
      subject: `Contact form: ${message.subject}`,
      text: `From: ${message.name} <${message.email}>\nMessage #${id}\n\n${message.message}\n`,
    });
  } catch (err) {
    deps.log.error({ err, contactMessageId: id }, 'could not mail the contact message');
  }
}
