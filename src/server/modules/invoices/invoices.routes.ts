import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceFileName, orderInvoicesSchema } from '@shared/schemas/invoices.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoicesOf } from './invoices.service.ts';
import { findInvoice, findOrderOwner } from './invoices.repository.ts';

const params = z.object({ id: z.string().uuid('Order not found') });
const pdfParams = params.extend({
  file: z.enum(['invoice.pdf', 'credit-note.pdf'], { error: 'Invoice not found' }),
});

/**
 * An order's invoice and credit note: as documents (the order page prints the invoice) and as
 * PDFs to download. `owner` decides whose orders are seen: the shopper's own (any other order is
 * not found, as if it did not exist), or every order for staff.
 */
export function invoiceRoutes(
  owner: (request: { user?: { id: number } | null }) => number | null,
): FastifyPluginAsyncZod {
  return async (app) => {
    const orderOf = async (db: Db, id: string, userId: number | null) => {
      const order = await findOrderOwner(db, id);
      if (!order || (userId !== null && order.userId !== userId)) {
        throw notFound('Order not found');
      }
    };

    app.get(
      '/orders/:id/invoices',
      { schema: { tags: ['invoices'], params, response: { 200: orderInvoicesSchema } } },
      async (request) => {
        await orderOf(app.db, request.params.id, owner(request));
        return invoicesOf(app.db, request.params.id);
      },
    );

    app.get(
      '/orders/:id/invoices/:file',
      { schema: { tags: ['invoices'], params: pdfParams } },
      async (request, reply) => {
        await orderOf(app.db, request.params.id, owner(request));
        const kind = request.params.file === 'invoice.pdf' ? 'invoice' : 'credit_note';
        const row = await findInvoice(app.db, request.params.id, kind);
        if (!row) {
          throw notFound(
            kind === 'invoice'
              ? 'This order has no invoice yet: it is issued when the order is confirmed.'
              : 'This order has no credit note.',
          );
        }
        const document = orderInvoicesSchema.element.parse(row.document);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${invoiceFileName(row.number)}"`)
          .header('cache-control', 'private, no-store')
          .send(await invoicePdf(document));
      },
    );
  };
}
