import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promotionInputSchema, promotionSchema } from '@shared/schemas/promotions.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { badRequest, notFound } from '../../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  findPromotion,
  insertPromotion,
  listPromotions,
  promotionFigures,
  toPromotion,
  toPromotionWrite,
  updatePromotion,
} from '../../promotions/promotions.public.ts';
import { idParams } from '../../../lib/id-params.ts';

const tags = ['admin: promotions'];
const params = idParams('promotion');
const promotionNotFound = () => notFound('This promotion does not exist.');

/** A second promotion with the same code: refused on the code field. */
function sameCode(err: unknown, code: string): never {
  if (isUniqueViolation(err, 'promotions_code_idx')) {
    const message = `There is already a promotion with the code ${code}`;
    throw badRequest(message, { code: message });
  }
  throw err;
}

/**
 * /api/admin/promotions (issue #34): coupon codes staff create, schedule, pause and end, each
 * with its uses, the discount it gave and the revenue of the orders that took it.
 */
export const adminPromotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function withFigures(id: number) {
    const row = await findPromotion(app.db, id);
    if (!row) throw promotionNotFound();
    return toPromotion(row, (await promotionFigures(app.db)).get(id), new Date());
  }

  app.get(
    '/promotions',
    { schema: { tags, response: { 200: z.array(promotionSchema) } } },
    async () => {
      const [rows, figures] = await Promise.all([listPromotions(app.db), promotionFigures(app.db)]);
      const now = new Date();
      return rows.map((row) => toPromotion(row, figures.get(row.id), now));
    },
  );

  app.post(
    '/promotions',
    { schema: { tags, body: promotionInputSchema, response: { 201: promotionSchema } } },
    async (request, reply) => {
      const row = await app.db
        .transaction(async (tx) => {
          const created = await insertPromotion(tx, toPromotionWrite(request.body));
          await recordAudit(tx, [
            {
              actorUserId: request.user!.id,
              action: 'promotion.create',
              entity: 'promotion',
              entityId: created.id,
              before: null,
              after: created,
            },
          ]);
          return created;
        })
        .catch((err: unknown) => sameCode(err, request.body.code));
      return reply.code(201).send(await withFigures(row.id));
    },
  );

  app.put(
    '/promotions/:id',
    {
      schema: { tags, params, body: promotionInputSchema, response: { 200: promotionSchema } },
    },
    async (request) => {
      await app.db
        .transaction(async (tx) => {
          const before = await findPromotion(tx, request.params.id);
          if (!before) throw promotionNotFound();
          const after = await updatePromotion(tx, before.id, toPromotionWrite(request.body));
          await recordAudit(tx, [
            {
              actorUserId: request.user!.id,
              action: 'promotion.update',
              entity: 'promotion',
              entityId: before.id,
              before,
              after: after ?? null,
            },
          ]);
        })
        .catch((err: unknown) => sameCode(err, request.body.code));
      return withFigures(request.params.id);
    },
  );
};
