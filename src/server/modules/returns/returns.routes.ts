import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  returnMessages,
  orderReturnsSchema,
  returnRequestSchema,
  returnViewSchema,
} from '@shared/schemas/returns.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { HttpError, badRequest } from '../../plugins/errors.ts';
import { attachReturnPhoto, readReturnPhoto } from './return-photos.ts';
import type { RazorpayConfig } from '../orders/orders.public.ts';
import { orderReturns, requestReturn } from './returns.service.ts';

const params = z.object({ id: z.string().uuid('Order not found') });
const photoParams = params.extend({
  returnId: z.coerce.number().int().positive('No such return.'),
});
const photoBytes = 5 * 1024 * 1024;

/** /api/orders/:id/returns: a shopper's returns of a delivered order (issue #35). */
export const returnsRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  razorpay?: RazorpayConfig;
  secret: string;
}> = async (app, { publicUrl, razorpay, secret }) => {
  const box = createSecretBox(secret, 'return bank details');
  app.addHook('preValidation', app.requireUser);
  // Only the photo route reads a multipart body: one file of at most 5 MB.
  await app.register(multipart, { limits: { fileSize: photoBytes, files: 1, fields: 0 } });

  app.get(
    '/orders/:id/returns',
    { schema: { tags: ['orders'], params, response: { 200: orderReturnsSchema } } },
    async (request) => orderReturns(app.db, request.params.id, request.user!.id),
  );

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        tags: ['orders'],
        params,
        body: returnRequestSchema,
        response: { 201: returnViewSchema },
      },
    },
    async (request, reply) => {
      const created = await requestReturn(
        { db: app.db, mailer: app.mailer, publicUrl, razorpay, box },
        request.user!.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/orders/:id/returns/:returnId/photo',
    {
      schema: {
        tags: ['orders'],
        params: photoParams,
        consumes: ['multipart/form-data'],
        description: 'One photo (JPEG, PNG or WebP, at most 5 MB), while the return is requested.',
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', returnMessages.photoUnreadable);
      }
      let data: Buffer | undefined;
      try {
        data = await (await request.file())?.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'FILE_TOO_LARGE', returnMessages.photoTooLarge);
        }
        throw err;
      }
      if (!data?.length) throw badRequest(returnMessages.photoUnreadable);
      const { id, returnId } = request.params;
      await attachReturnPhoto(app.db, request.user!.id, id, returnId, data);
      return reply.code(204).send();
    },
  );

  app.get(
    '/orders/:id/returns/:returnId/photo',
    { schema: { tags: ['orders'], params: photoParams } },
    async (request, reply) => {
      const { id, returnId } = request.params;
      const photo = await readReturnPhoto(app.db, returnId, {
        userId: request.user!.id,
        orderId: id,
      });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .send(photo);
    },
  );
};
