import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onixRulesSchema } from '@shared/schemas/onix-rules.ts';
import { recordAudit } from '../../audit/audit.public.ts';
import { getOnixRules, saveOnixRules } from './onix-rules.repository.ts';

const tags = ['admin: bulk upload'];

/** The ONIX rules: currency rates and subject codes to categories (issue #33). */
export const onixRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/imports/onix-rules',
    { schema: { tags, response: { 200: onixRulesSchema } } },
    async () => getOnixRules(app.db),
  );
  app.put(
    '/imports/onix-rules',
    { schema: { tags, body: onixRulesSchema, response: { 200: onixRulesSchema } } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const before = await getOnixRules(tx);
        await saveOnixRules(tx, request.body);
        await recordAudit(tx, [
          {
            actorUserId: request.user!.id,
            action: 'import.onix-rules',
            entity: 'settings',
            entityId: 'onixRules',
            before,
            after: request.body,
          },
        ]);
      });
      return getOnixRules(app.db);
    },
  );
};
