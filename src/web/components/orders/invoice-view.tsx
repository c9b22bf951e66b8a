import type { InvoiceDocument } from '@shared/schemas/invoices.ts';
import { formatINR } from '@shared/money.ts';
import { formatDate } from '@web/lib/format.ts';

const rupees = (paise: number) => formatINR(paise / 100);
const amount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An invoice or credit note as issued, for printing: the seller with its GSTIN, the buyer and
 * where the books go, each line with its HSN code, discount before tax and GST, the totals and
 * the total in words. The PDF download draws the same document.
 */
export function InvoiceView({ invoice }: { invoice: InvoiceDocument }) {
  const t = invoice.totals;
  const intra = t.cgstPaise + t.sgstPaise > 0;
  const b = invoice.buyer;
  const d = invoice.deliverTo;
  return (
    <section aria-label={invoice.title} className="text-sm">
      <div className="flex items-start justify-between gap-6 border-b pb-4">
        <div>
          <p className="font-serif text-2xl font-semibold">{invoice.seller.legalName}</p>
          <p>{invoice.seller.address}</p>
          <p>GSTIN: {invoice.seller.gstin || 'not registered'}</p>
          <p>State: {invoice.seller.state}</p>
        </div>
        <div className="text-right">
          <p className="font-serif text-xl font-semibold">{invoice.title}</p>
          <p>Number: {invoice.number}</p>
          <p>Date: {formatDate(invoice.issuedAt)}</p>
          <p>
            Order: {invoice.orderNumber} of {formatDate(invoice.orderDate)}
          </p>
          {invoice.against ? (
            <p>
              Against invoice {invoice.against.number} of {formatDate(invoice.against.issuedAt)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-6 py-4">
        <div>
          <p className="font-semibold">Billed to</p>
          <p>{b.name}</p>
          {b.email ? <p>{b.email}</p> : null}
          {b.lines.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
          <p>{b.state}</p>
        </div>
        <div>
          <p className="font-semibold">Delivered to</p>
          <p>{d.name}</p>
          {d.lines.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
          <p>
            {d.state} {d.pincode}
          </p>
          <p>Mobile: {d.mobile}</p>
          <p>Place of supply: {invoice.placeOfSupply}</p>
        </div>
      </div>
      <table className="w-full border-collapse text-xs">
        <thead>
          <tr className="border-y text-left">
            <th className="py-2 pr-2">#</th>
            <th className="py-2 pr-2">Item</th>
            <th className="py-2 pr-2">HSN</th>
            <th className="py-2 pr-2 text-right">Qty</th>
            <th className="py-2 pr-2 text-right">Rate</th>
            <th className="py-2 pr-2 text-right">Discount</th>
            <th className="py-2 pr-2 text-right">Taxable</th>
            <th className="py-2 pr-2 text-right">GST</th>
            <th className="py-2 pr-2 text-right">{intra ? 'CGST + SGST' : 'IGST'}</th>
            <th className="py-2 text-right">Total</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, i) => (
            <tr key={i} className="border-b align-top">
              <td className="py-2 pr-2">{i + 1}</td>
              <td className="py-2 pr-2">
                {l.title}
                <span className="block">{l.author}</span>
              </td>
              <td className="py-2 pr-2">{l.hsn}</td>
              <td className="py-2 pr-2 text-right">{l.quantity}</td>
              <td className="py-2 pr-2 text-right">{amount(l.unitPricePaise)}</td>
              <td className="py-2 pr-2 text-right">{amount(l.discountPaise)}</td>
              <td className="py-2 pr-2 text-right">{amount(l.taxablePaise)}</td>
              <td className="py-2 pr-2 text-right">{l.taxRateBp / 100}%</td>
              <td className="py-2 pr-2 text-right">
                {amount(l.cgstPaise + l.sgstPaise + l.igstPaise)}
              </td>
              <td className="py-2 text-right">{amount(l.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid w-80 gap-1">
        {[
          ['Value of goods', rupees(t.grossPaise)],
          ...invoice.promotions.map((p) => [p.name, `−${rupees(p.amountPaise)}`]),
          ['Taxable value', rupees(t.taxablePaise)],
          ...(intra
            ? [
                ['CGST', rupees(t.cgstPaise)],
                ['SGST', rupees(t.sgstPaise)],
              ]
            : t.igstPaise > 0
              ? [['IGST', rupees(t.igstPaise)]]
              : []),
          [invoice.deliveryLabel, t.deliveryPaise === 0 ? 'Free' : rupees(t.deliveryPaise)],
        ].map(([label, value], i) => (
          <div key={i} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t pt-1 font-semibold">
          <dt>{invoice.kind === 'credit_note' ? 'Total credited' : 'Total'}</dt>
          <dd>{rupees(t.totalPaise)}</dd>
        </div>
      </dl>
      <p className="mt-4">Amount in words: {invoice.totalInWords}</p>
      <p>Payment: {invoice.paymentMethod}</p>
      {invoice.title === 'Bill of supply' ? (
        <p>Printed books (HSN 4901) are exempt from GST.</p>
      ) : null}
      <p className="mt-8 text-xs">This is a computer-generated document and needs no signature.</p>
    </section>
  );
}
