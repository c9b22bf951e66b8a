import type { Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/content.ts';

export async function insertContactMessage(
  db: Tx,
  message: {
    name: string;
    email: string;
    subject: string;
    message: string;
    userId?: number | null;
  },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, userId: message.userId ?? null })
    .returning({ id: contactMessages.id });
  return row!;
}
