import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToCartSchema,
  cartItemSchema,
  messageSchema,
  updateCartItemSchema,
} from '@shared/schemas/shopping.ts';
import { addToCart, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service.ts';

const params = z.object({ id: z.coerce.number().int().positive('Cart item not found') });

/** docs/product.md §7 cart calls; every row is read and written through the signed-in user's id. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/cart',
    { schema: { tags: ['cart'], response: { 200: z.array(cartItemSchema) } } },
    async (request) => getCart(app.db, request.user!.id),
  );

  app.post(
    '/cart',
    { schema: { tags: ['cart'], body: addToCartSchema, response: { 201: cartItemSchema } } },
    async (request, reply) => {
      const item = await addToCart(
        app.db,
        request.user!.id,
        request.body.bookId,
        request.body.quantity,
      );
      return reply.code(201).send(item);
    },
  );

  app.put(
    '/cart/:id',
    {
      schema: {
        tags: ['cart'],
        params,
        body: updateCartItemSchema,
        response: { 200: cartItemSchema },
      },
    },
    async (request) =>
      updateCartItem(app.db, request.user!.id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart/:id',
    { schema: { tags: ['cart'], params, response: { 200: messageSchema } } },
    async (request) => removeCartItem(app.db, request.user!.id, request.params.id),
  );

  app.delete(
    '/cart',
    { schema: { tags: ['cart'], response: { 200: messageSchema } } },
    async (request) => clearCart(app.db, request.user!.id),
  );
};
