import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSchema, savedAddressSchema } from '@shared/schemas/checkout.ts';
import { addresses } from '../../db/schema/commerce.ts';
import { HttpError } from '../../plugins/errors.ts';

const params = z.object({ id: z.coerce.number().int().positive('Address not found') });
const notFound = () => new HttpError(404, 'NOT_FOUND', 'Address not found');
const columns = {
  id: addresses.id,
  fullName: addresses.fullName,
  mobile: addresses.mobile,
  line1: addresses.line1,
  line2: addresses.line2,
  city: addresses.city,
  state: addresses.state,
  pincode: addresses.pincode,
  isDefault: addresses.isDefault,
};
const toAddress = (row: z.infer<typeof savedAddressSchema>) => row;

/** The signed-in shopper's saved delivery addresses; one may be the default. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/addresses',
    { schema: { tags: ['checkout'], response: { 200: z.array(savedAddressSchema) } } },
    async (request) =>
      (
        await app.db
          .select(columns)
          .from(addresses)
          .where(eq(addresses.userId, request.user!.id))
          .orderBy(desc(addresses.isDefault), asc(addresses.id))
      ).map(toAddress),
  );

  app.post(
    '/addresses',
    { schema: { tags: ['checkout'], body: addressSchema, response: { 201: savedAddressSchema } } },
    async (request, reply) => {
      const userId = request.user!.id;
      const row = await app.db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .limit(1);
        const isDefault = request.body.isDefault || !n;
        if (isDefault)
          await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
        const [inserted] = await tx
          .insert(addresses)
          .values({ ...request.body, isDefault, userId })
          .returning(columns);
        return inserted!;
      });
      return reply.code(201).send(toAddress(row));
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags: ['checkout'],
        params,
        body: addressSchema,
        response: { 200: savedAddressSchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const row = await app.db.transaction(async (tx) => {
        if (request.body.isDefault) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.userId, userId), ne(addresses.id, request.params.id)));
        }
        const [updated] = await tx
          .update(addresses)
          .set(request.body)
          .where(and(eq(addresses.id, request.params.id), eq(addresses.userId, userId)))
          .returning(columns);
        return updated;
      });
      if (!row) throw notFound();
      return toAddress(row);
    },
  );

  app.delete(
    '/addresses/:id',
    { schema: { tags: ['checkout'], params } },
    async (request, reply) => {
      const rows = await app.db
        .delete(addresses)
        .where(and(eq(addresses.id, request.params.id), eq(addresses.userId, request.user!.id)))
        .returning({ id: addresses.id });
      if (rows.length === 0) throw notFound();
      return reply.code(204).send();
    },
  );
};
