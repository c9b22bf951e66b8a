import { formatINR } from '@shared/money.ts';
import type { Order } from '@shared/schemas/checkout.ts';
import { formatDate } from '@web/lib/format.ts';
import { paymentLabels, shippingLabels } from '@web/components/orders/order-labels.ts';

/** The seller named on every invoice. */
export const seller = {
  name: 'Pustak Books',
  address: '12 MG Road, Bengaluru, Karnataka 560001',
} as const;

/**
 * The printable invoice of an order: hidden on screen, the only thing printed from the order
 * page. Printed books carry 0% GST (docs/product.md "Payment"), so each line shows that rate.
 */
export function OrderInvoice({ order }: { order: Order }) {
  const a = order.shippingAddress;
  const gstRate = order.subtotal > 0 ? Math.round((order.tax / order.subtotal) * 10000) / 100 : 0;
  return (
    <section aria-label="Invoice" className="hidden text-sm print:block">
      <div className="flex items-start justify-between gap-6 border-b pb-4">
        <div>
          <p className="font-serif text-2xl font-semibold">{seller.name}</p>
          <p>{seller.address}</p>
        </div>
        <div className="text-right">
          <p className="font-serif text-xl font-semibold">Tax invoice</p>
          <p>Invoice number: {order.orderNumber}</p>
          <p>Invoice date: {formatDate(order.createdAt)}</p>
          <p>Order number: {order.orderNumber}</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-6 py-4">
        <div>
          <p className="font-semibold">Bill and ship to</p>
          <p>{a.fullName}</p>
          <p>
            {a.line1}
            {a.line2 ? `, ${a.line2}` : ''}
          </p>
          <p>
            {a.city}, {a.state} {a.pincode}
          </p>
          <p>Mobile: {a.mobile}</p>
        </div>
        <div>
          <p className="font-semibold">Payment and delivery</p>
          <p>{paymentLabels[order.paymentMethod]}</p>
          <p>{shippingLabels[order.shippingMethod]}</p>
        </div>
      </div>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-y text-left">
            <th className="py-2 pr-2">#</th>
            <th className="py-2 pr-2">Item</th>
            <th className="py-2 pr-2 text-right">Qty</th>
            <th className="py-2 pr-2 text-right">Unit price</th>
            <th className="py-2 pr-2 text-right">GST</th>
            <th className="py-2 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.bookId}-${i}`} className="border-b">
              <td className="py-2 pr-2 align-top">{i + 1}</td>
              <td className="py-2 pr-2 align-top">
                {item.title}
                <span className="block text-xs">{item.author} · printed book</span>
              </td>
              <td className="py-2 pr-2 text-right align-top">{item.quantity}</td>
              <td className="py-2 pr-2 text-right align-top">{formatINR(item.unitPrice)}</td>
              <td className="py-2 pr-2 text-right align-top">{gstRate}%</td>
              <td className="py-2 text-right align-top">{formatINR(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid w-72 gap-1">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatINR(order.subtotal)}</dd>
        </div>
        {order.promotions.map((p, i) => (
          <div key={i} className="flex justify-between">
            <dt>
              {p.name}
              {p.code ? ` (${p.code})` : ''}
            </dt>
            <dd>{formatINR(-p.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>{formatINR(order.shippingFee)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>GST {gstRate}% (printed books)</dt>
          <dd>{formatINR(order.tax)}</dd>
        </div>
        <div className="flex justify-between border-t pt-1 font-semibold">
          <dt>Total</dt>
          <dd>{formatINR(order.totalAmount)}</dd>
        </div>
      </dl>
      <p className="mt-8 text-xs">This is a computer-generated invoice and needs no signature.</p>
    </section>
  );
}
