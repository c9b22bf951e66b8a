import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  promotionInputSchema,
  promotionSchema,
  type PromotionValues,
} from '@shared/schemas/promotions.ts';
import type { Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { badRequest, notFound } from '../../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { listZones } from '../../delivery/delivery.public.ts';
import {
  countTargeted,
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
function sameCode(err: unknown, code: string | null): never {
  if (isUniqueViolation(err, 'promotions_code_idx')) {
    const message = `There is already a promotion with the code ${code}`;
    throw badRequest(message, { code: message });
  }
  throw err;
}

const targetNames: Record<string, string> = {
  category: 'in the category',
  collection: 'in the collection',
  author: 'by',
  publisher: 'published by',
  series: 'in the series',
};

/**
 * Refuses a target that takes in no book (a misspelt category or author would otherwise make a
 * promotion that silently gives nothing), a saved query that is gone, or a zone that is not.
 */
async function checkTarget(tx: Tx, values: PromotionValues) {
  const { targetKind: kind, targetValue: value } = values;
  if (kind === 'order' || !value) return;
  const refuse = (message: string) => badRequest(message, { targetValue: message });
  if (kind === 'zone') {
    const zones = await listZones(tx);
    if (!zones.some((z) => z.name.toLowerCase() === value.toLowerCase())) {
      throw refuse(`There is no delivery zone “${value}”.`);
    }
    return;
  }
  if ((await countTargeted(tx, kind, value)) > 0) return;
  throw refuse(
    kind === 'query'
      ? 'That saved query is gone or finds no books.'
      : `No book in the catalogue is ${targetNames[kind]} “${value}”: check the spelling.`,
  );
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
          await checkTarget(tx, request.body);
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
          await checkTarget(tx, request.body);
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
