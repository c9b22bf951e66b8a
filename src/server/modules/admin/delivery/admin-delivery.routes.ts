import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryZoneInputSchema,
  deliveryZoneSchema,
  type DeliveryZoneValues,
} from '@shared/schemas/delivery.ts';
import type { Tx } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  deleteZone,
  findZone,
  insertZone,
  listZones,
  lockZones,
  overlaps,
  toZone,
  toZoneWrite,
  updateZone,
} from '../../delivery/delivery.public.ts';
import { idParams } from '../../../lib/id-params.ts';

const tags = ['admin: delivery zones'];
const params = idParams('zone');
const zoneNotFound = () =>
  notFound('This delivery zone does not exist (it may have been deleted).');

/** Refuses a name or a PIN code another zone already has; holds the zones until the write ends. */
async function checkAgainstOthers(tx: Tx, values: DeliveryZoneValues, id: number | null) {
  await lockZones(tx);
  const zones = await listZones(tx);
  const named = zones.find(
    (z) => z.id !== id && z.name.toLowerCase() === values.name.toLowerCase(),
  );
  if (named) {
    const message = `There is already a zone called “${named.name}”`;
    throw badRequest(message, { name: message });
  }
  const shared = overlaps(zones, values.pincodes, id);
  if (shared) throw badRequest(shared, { pincodes: shared });
}

/**
 * /api/admin/delivery-zones (issue #34): the zones delivery is charged by, each a list of PIN
 * codes and their starts. Every change is audited.
 */
export const adminDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery-zones',
    { schema: { tags, response: { 200: z.array(deliveryZoneSchema) } } },
    async () => (await listZones(app.db)).map(toZone),
  );

  app.post(
    '/delivery-zones',
    { schema: { tags, body: deliveryZoneInputSchema, response: { 201: deliveryZoneSchema } } },
    async (request, reply) => {
      const row = await app.db.transaction(async (tx) => {
        await checkAgainstOthers(tx, request.body, null);
        const created = await insertZone(tx, toZoneWrite(request.body));
        await recordAudit(tx, [
          {
            actorUserId: request.user!.id,
            action: 'delivery_zone.create',
            entity: 'delivery_zone',
            entityId: created.id,
            before: null,
            after: created,
          },
        ]);
        return created;
      });
      return reply.code(201).send(toZone(row));
    },
  );

  app.put(
    '/delivery-zones/:id',
    {
      schema: {
        tags,
        params,
        body: deliveryZoneInputSchema,
        response: { 200: deliveryZoneSchema },
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const before = await findZone(tx, request.params.id);
        if (!before) throw zoneNotFound();
        await checkAgainstOthers(tx, request.body, before.id);
        const after = (await updateZone(tx, before.id, toZoneWrite(request.body)))!;
        await recordAudit(tx, [
          {
            actorUserId: request.user!.id,
            action: 'delivery_zone.update',
            entity: 'delivery_zone',
            entityId: before.id,
            before,
            after,
          },
        ]);
        return after;
      });
      return toZone(row);
    },
  );

  app.delete(
    '/delivery-zones/:id',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const before = await findZone(tx, request.params.id);
        if (!before || !(await deleteZone(tx, before.id))) throw zoneNotFound();
        await recordAudit(tx, [
          {
            actorUserId: request.user!.id,
            action: 'delivery_zone.delete',
            entity: 'delivery_zone',
            entityId: before.id,
            before,
            after: null,
          },
        ]);
      });
      return reply.code(204).send(null);
    },
  );
};
