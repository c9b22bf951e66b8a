import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailbox } from '../../db/schema/content.ts';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.date(),
});

/**
 * GET /api/dev/mailbox?to=…: the dev mailbox's newest mail first, for local development and the
 * browser tests. Never registered in production.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().trim().toLowerCase().optional() }),
        response: { 200: z.object({ mails: z.array(mailSchema) }) },
      },
    },
    async (request) => {
      const { to } = request.query;
      const mails = await app.db
        .select({
          to: devMailbox.to,
          subject: devMailbox.subject,
          text: devMailbox.text,
          createdAt: devMailbox.createdAt,
        })
        .from(devMailbox)
        .where(to ? eq(devMailbox.to, to) : undefined)
        .orderBy(desc(devMailbox.id))
        .limit(50);
      return { mails };
    },
  );
};
