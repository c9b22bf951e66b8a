import { ToWords } from 'to-words';
import { formatOrderNumber } from '@shared/schemas/checkout.ts';
import {
  financialYearOf,
  invoiceDocumentSchema,
  type InvoiceDocument,
  type InvoiceLine,
} from '@shared/schemas/invoices.ts';
import type { Tx } from '../../db/client.ts';
import { allocate } from '../promotions/promotions.public.ts';
import { getShopSettings } from '../site-config/site-config.public.ts';
import {
  findInvoice,
  findInvoicesOfOrder,
  findOrderForInvoice,
  insertInvoice,
  lockOrderRow,
  nextSequence,
  type InvoiceKind,
} from './invoices.repository.ts';

const toWords = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } });

/** `Six Hundred Eighty Nine Rupees And Sixty Paise Only`, in the Indian system (lakh, crore). */
export const amountInWords = (paise: number) => toWords.convert(paise / 100);

const prefixes: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' };

const paymentLabels: Record<string, string> = {
  cod: 'Cash on delivery',
  razorpay: 'Paid online (UPI, card or net banking)',
};

type OrderForInvoice = NonNullable<Awaited<ReturnType<typeof findOrderForInvoice>>>;

/**
 * The lines with the order's discount and tax on them. Orders placed before lines kept their
 * share (migration 0027) have the order's figures only: those are spread over the lines in
 * proportion, so the invoice still adds up to the order.
 */
function reconciled(data: OrderForInvoice): OrderForInvoice['lines'] {
  const { order, lines } = data;
  const total = (key: 'discountPaise' | 'taxPaise') => lines.reduce((n, l) => n + l[key], 0);
  let out = lines;
  if (total('discountPaise') !== order.discountPaise) {
    const shares = allocate(
      order.discountPaise,
      lines.map((l) => l.lineTotalPaise),
    );
    out = out.map((l, i) => ({ ...l, discountPaise: shares[i]! }));
  }
  if (total('taxPaise') !== order.taxPaise) {
    const taxable = out.map((l) => l.lineTotalPaise - l.discountPaise);
    const shares = allocate(order.taxPaise, taxable);
    const sum = taxable.reduce((a, b) => a + b, 0);
    const rateBp = sum > 0 ? Math.round((order.taxPaise * 10_000) / sum) : 0;
    out = out.map((l, i) => ({ ...l, taxPaise: shares[i]!, taxRateBp: rateBp }));
  }
  return out;
}

/** A line as invoiced: discount before tax, the tax split by where the goods go. */
function invoiceLine(line: OrderForInvoice['lines'][number], intraState: boolean): InvoiceLine {
  const grossPaise = line.lineTotalPaise;
  const taxablePaise = grossPaise - line.discountPaise;
  // Within the state the tax is halved between the Centre and the State (the odd paisa to CGST).
  const cgstPaise = intraState ? Math.ceil(line.taxPaise / 2) : 0;
  return {
    title: line.title,
    author: line.author,
    hsn: line.hsn,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    grossPaise,
    discountPaise: line.discountPaise,
    taxablePaise,
    taxRateBp: line.taxRateBp,
    cgstPaise,
    sgstPaise: intraState ? line.taxPaise - cgstPaise : 0,
    igstPaise: intraState ? 0 : line.taxPaise,
    totalPaise: taxablePaise + line.taxPaise,
  };
}

const sum = (lines: InvoiceLine[], key: keyof InvoiceLine) =>
  lines.reduce((total, l) => total + (l[key] as number), 0);

/** The document of an order, as it stands now, numbered `number`. */
function documentOf(
  data: OrderForInvoice,
  settings: Awaited<ReturnType<typeof getShopSettings>>,
  issue: { kind: InvoiceKind; number: string; issuedAt: Date; against: InvoiceDocument['against'] },
): InvoiceDocument {
  const { order } = data;
  const to = order.shippingAddress;
  const intraState = to.state === settings.shopState;
  const lines = reconciled(data).map((l) => invoiceLine(l, intraState));
  const taxed = lines.some((l) => l.taxRateBp > 0);
  const street = [to.line1, to.line2].filter((s): s is string => Boolean(s && s.trim()));
  const totals = {
    grossPaise: sum(lines, 'grossPaise'),
    discountPaise: sum(lines, 'discountPaise'),
    taxablePaise: sum(lines, 'taxablePaise'),
    cgstPaise: sum(lines, 'cgstPaise'),
    sgstPaise: sum(lines, 'sgstPaise'),
    igstPaise: sum(lines, 'igstPaise'),
    deliveryPaise: order.shippingFeePaise,
    totalPaise: order.totalAmountPaise,
  };
  return invoiceDocumentSchema.parse({
    kind: issue.kind,
    title: issue.kind === 'credit_note' ? 'Credit note' : taxed ? 'Tax invoice' : 'Bill of supply',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    orderNumber: formatOrderNumber(order.orderNumber),
    orderDate: order.createdAt.toISOString(),
    against: issue.against,
    seller: {
      legalName: settings.legalName || settings.storeName,
      address: settings.contactAddress,
      gstin: settings.gstin,
      state: settings.shopState,
    },
    buyer: {
      name: order.userName,
      email: order.userEmail ?? '',
      lines: [...street, `${to.city} ${to.pincode}`],
      state: to.state,
    },
    deliverTo: {
      name: to.fullName,
      lines: [...street, to.city],
      state: to.state,
      pincode: to.pincode,
      mobile: to.mobile,
    },
    placeOfSupply: to.state,
    lines,
    promotions: data.promotions
      .filter((p) => !p.delivery)
      .map((p) => ({
        name: p.code ? `${p.name} (${p.code})` : p.name,
        amountPaise: p.discountPaise,
      })),
    deliveryLabel: `${order.shippingMethod === 'express' ? 'Express' : 'Standard'} delivery`,
    deliveryPaise: order.shippingFeePaise,
    totals,
    totalInWords: amountInWords(order.totalAmountPaise),
    paymentMethod: paymentLabels[order.paymentMethod] ?? order.paymentMethod,
  });
}

async function issue(
  tx: Tx,
  orderId: string,
  kind: InvoiceKind,
  against: InvoiceDocument['against'],
) {
  const data = await findOrderForInvoice(tx, orderId);
  if (!data) return;
  const settings = await getShopSettings(tx);
  const issuedAt = new Date();
  const financialYear = financialYearOf(issuedAt);
  const sequence = await nextSequence(tx, kind, financialYear);
  const number = `${prefixes[kind]}/${financialYear}/${String(sequence).padStart(6, '0')}`;
  const document = documentOf(data, settings, { kind, number, issuedAt, against });
  await insertInvoice(tx, { orderId, kind, number, financialYear, sequence, document, issuedAt });
}

/**
 * Issues the order's invoice once it is confirmed (paid online, or confirmed by staff), in the
 * transaction that confirms it; an order that has one keeps it.
 */
export async function issueInvoice(tx: Tx, orderId: string): Promise<void> {
  await lockOrderRow(tx, orderId);
  if (await findInvoice(tx, orderId, 'invoice')) return;
  await issue(tx, orderId, 'invoice', null);
}

/** Issues a credit note for the whole invoice when an invoiced order is cancelled or refunded. */
export async function creditInvoice(tx: Tx, orderId: string): Promise<void> {
  await lockOrderRow(tx, orderId);
  const invoice = await findInvoice(tx, orderId, 'invoice');
  if (!invoice || (await findInvoice(tx, orderId, 'credit_note'))) return;
  await issue(tx, orderId, 'credit_note', {
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
  });
}

/** The documents an order has, as issued. */
export async function invoicesOf(db: Tx, orderId: string): Promise<InvoiceDocument[]> {
  const rows = await findInvoicesOfOrder(db, orderId);
  return rows.map((r) => r.document as InvoiceDocument);
}
