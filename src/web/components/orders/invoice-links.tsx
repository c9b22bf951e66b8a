import { FileDown, Printer } from 'lucide-react';
import type { InvoiceDocument } from '@shared/schemas/invoices.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { apiPaths } from '@web/config/paths.ts';

/**
 * "Print invoice" and a download link for each document the order has; before its invoice is
 * issued, when it will be.
 */
export function InvoiceLinks({
  orderId,
  invoices,
  admin = false,
}: {
  orderId: string;
  invoices: InvoiceDocument[] | undefined;
  /** Staff: the downloads only, from the admin API. */
  admin?: boolean;
}) {
  if (!invoices) return null;
  if (invoices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        The invoice is issued when the order is confirmed.
      </p>
    );
  }
  return (
    <>
      {admin ? null : (
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print invoice
        </Button>
      )}
      {invoices.map((doc) => (
        <a
          key={doc.number}
          href={apiPaths.orderInvoicePdf(orderId, doc.kind, admin)}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <FileDown aria-hidden="true" />
          {doc.kind === 'invoice' ? 'Download invoice (PDF)' : 'Download credit note (PDF)'}
        </a>
      ))}
    </>
  );
}
