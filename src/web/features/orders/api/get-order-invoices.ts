import { useQuery } from '@tanstack/react-query';
import type { InvoiceDocument } from '@shared/schemas/invoices.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { orderQueryKey } from '@web/lib/query-keys/orders.ts';

/** GET /api/orders/{id}/invoices: the order's invoice and credit note, once issued. */
export function useOrderInvoices(id: string, status: string) {
  return useQuery({
    // Keyed by the order's status too: confirming or refunding it issues a document.
    queryKey: [...orderQueryKey(id), 'invoices', status],
    queryFn: ({ signal }) => apiGet<InvoiceDocument[]>(apiPaths.orderInvoices(id), signal),
  });
}
