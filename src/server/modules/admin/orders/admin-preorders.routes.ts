import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { adminPreordersSchema, type AdminPreorders } from '@shared/schemas/admin-preorders.ts';
import { queryRows, type Db } from '../../../db/client.ts';

/** Pre-ordered titles not yet published, soonest first, with their open orders and copies. */
export async function listPreorders(db: Db): Promise<AdminPreorders> {
  const rows = await queryRows<{
    book_id: number | null;
    title: string;
    isbn13: string | null;
    publication_date: string;
    orders: number;
    copies: number;
  }>(
    db,
    sql`SELECT oi.book_id, min(oi.title) AS title, min(b.isbn13) AS isbn13,
               max(oi.preorder_until)::text AS publication_date,
               count(DISTINCT oi.order_id)::int AS orders, sum(oi.quantity)::int AS copies
        FROM order_items oi JOIN orders o ON o.id = oi.order_id
        LEFT JOIN books b ON b.id = oi.book_id
        WHERE oi.preorder_until IS NOT NULL
          AND o.status NOT IN ('cancelled', 'refunded', 'delivered')
        GROUP BY oi.book_id ORDER BY max(oi.preorder_until), min(oi.title)`,
  );
  return {
    items: rows.map((r) => ({
      bookId: r.book_id === null ? null : Number(r.book_id),
      title: r.title,
      isbn13: r.isbn13,
      publicationDate: r.publication_date,
      orders: Number(r.orders),
      copies: Number(r.copies),
    })),
  };
}

/** /api/admin/preorders: what staff wait to ship. */
export const adminPreordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preorders',
    { schema: { tags: ['admin: orders'], response: { 200: adminPreordersSchema } } },
    async () => listPreorders(app.db),
  );
};
