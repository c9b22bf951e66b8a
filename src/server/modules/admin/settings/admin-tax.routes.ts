import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTaxListSchema, type CategoryTax } from '@shared/schemas/invoices.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { listCategoryTax, replaceCategoryTax } from '../../promotions/promotions.public.ts';

const tags = ['admin: settings'];

const toRule = (r: { category: string; hsn: string; rateBp: number }): CategoryTax => ({
  category: r.category,
  hsn: r.hsn,
  ratePercent: r.rateBp / 100,
});

/**
 * /api/admin/tax-rates (issue #34): GST by category (stationery at 18 %, e-books at 5 %…); books
 * of no listed category take the shop's rate with HSN 4901. Orders keep the rate they were
 * placed with.
 */
export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tax-rates', { schema: { tags, response: { 200: categoryTaxListSchema } } }, async () =>
    (await listCategoryTax(app.db)).map(toRule),
  );

  app.put(
    '/tax-rates',
    { schema: { tags, body: categoryTaxListSchema, response: { 200: categoryTaxListSchema } } },
    async (request) => {
      const rules = request.body.map((r) => ({
        category: r.category,
        hsn: r.hsn,
        rateBp: Math.round(r.ratePercent * 100),
      }));
      await app.db.transaction(async (tx) => {
        const before = await listCategoryTax(tx);
        await replaceCategoryTax(tx, rules);
        await recordAudit(tx, [
          {
            actorUserId: request.user!.id,
            action: 'tax_rates.update',
            entity: 'settings',
            entityId: null,
            before: before.map(toRule),
            after: request.body,
          },
        ]);
      });
      return (await listCategoryTax(app.db)).map(toRule);
    },
  );
};
