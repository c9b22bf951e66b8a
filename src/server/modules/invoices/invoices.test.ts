import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { financialYearOf } from '@shared/schemas/invoices.ts';
import { orders } from '../../db/schema/commerce.ts';
import {
  addShopperAddress,
  insertBooks,
  placeShopperOrder,
  putOverCurrent,
  setUpAdminSuite,
} from '../admin/admin.test-helpers.ts';
import { registerAndConfirm } from '../auth/auth.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;
let godaan: number;
let diary: number;
let addressId: number;
const fy = financialYearOf(new Date());

beforeAll(async () => {
  const ids = await insertBooks(ctx.t, [
    { title: 'गोदान (Godaan)', author: 'प्रेमचंद', stockQuantity: 50 },
    // Stationery: 18 % GST, HSN 4820.
    {
      title: 'Reading diary',
      author: 'Pustak',
      category: ['Stationery'],
      mrpPaise: 25000,
      sellingPricePaise: 20000,
      stockQuantity: 50,
    },
  ]);
  [godaan, diary] = ids as [number, number];
  addressId = await addShopperAddress(ctx);
  const {
    razorpayConfigured: _,
    version: __,
    ...current
  } = (await call('GET', '/api/admin/settings', ctx.owner)).json();
  const saved = await putOverCurrent(ctx, '/api/admin/settings', {
    ...current,
    legalName: 'Pustak Books Private Limited',
    gstin: '29ABCDE1234F1Z5',
    shopState: 'Karnataka',
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

/** The text of a PDF, page by page, joined. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join('\n');
}

const confirm = (id: string, status = 'confirmed') =>
  call('POST', `/api/admin/orders/${id}/status`, ctx.owner, { status, trackingNumber: 'TRK1' });

describe('tax by category', () => {
  it('is set by staff, with clear messages, and priced into the order line by line', async () => {
    expect((await call('PUT', '/api/admin/tax-rates', ctx.shopper, [])).statusCode).toBe(403);
    const bad = await call('PUT', '/api/admin/tax-rates', ctx.owner, [
      { category: 'Stationery', hsn: '48-20', ratePercent: 18 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('An HSN code is 4 to 8 digits');
    const saved = await call('PUT', '/api/admin/tax-rates', ctx.owner, [
      { category: 'stationery', hsn: '4820', ratePercent: 18 },
    ]);
    expect(saved.json()).toEqual([{ category: 'stationery', hsn: '4820', ratePercent: 18 }]);
    await call('POST', '/api/cart', ctx.shopper, { bookId: diary, quantity: 1 });
    const quote = (await call('GET', '/api/checkout/quote', ctx.shopper)).json();
    expect(quote).toMatchObject({ subtotal: 200, tax: 36, total: 285 });
    await call('DELETE', '/api/cart', ctx.shopper);
  });
});

describe('invoices', () => {
  it('are issued on confirmation, numbered in sequence, and match the order to the paisa', async () => {
    const first = await placeShopperOrder(
      ctx,
      [
        { bookId: godaan, quantity: 2 },
        { bookId: diary, quantity: 1 },
      ],
      addressId,
    );
    const none = await call('GET', `/api/orders/${first.id}/invoices`, ctx.shopper);
    expect(none.json()).toEqual([]);
    const early = await call('GET', `/api/orders/${first.id}/invoices/invoice.pdf`, ctx.shopper);
    expect(early.statusCode).toBe(404);
    expect(early.json().error.message).toBe(
      'This order has no invoice yet: it is issued when the order is confirmed.',
    );

    expect((await confirm(first.id)).statusCode).toBe(200);
    const [invoice] = (await call('GET', `/api/orders/${first.id}/invoices`, ctx.shopper)).json();
    const second = await placeShopperOrder(ctx, [{ bookId: godaan, quantity: 1 }], addressId);
    await confirm(second.id);
    const [next] = (await call('GET', `/api/orders/${second.id}/invoices`, ctx.shopper)).json();
    const seq = Number(invoice.number.split('/')[2]);
    expect(invoice.number).toMatch(new RegExp(`^INV/${fy}/\\d{6}$`));
    expect(next.number).toBe(`INV/${fy}/${String(seq + 1).padStart(6, '0')}`);

    // 2 × ₹299.50 at 0 % (HSN 4901) and a ₹200 diary at 18 % (HSN 4820), within Karnataka.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      title: 'Tax invoice',
      placeOfSupply: 'Karnataka',
      seller: { legalName: 'Pustak Books Private Limited', gstin: '29ABCDE1234F1Z5' },
    });
    expect(
      invoice.lines.map((l: Record<string, number | string>) => [
        l.hsn,
        l.taxRateBp,
        l.cgstPaise,
        l.sgstPaise,
      ]),
    ).toEqual([
      ['4901', 0, 0, 0],
      ['4820', 1800, 1800, 1800],
    ]);
    expect(invoice.totals.totalPaise).toBe(Math.round(first.totalAmount * 100));
    expect(invoice.totals).toMatchObject({
      grossPaise: 79900,
      taxablePaise: 79900,
      cgstPaise: 1800,
    });
    expect(
      invoice.totals.taxablePaise +
        invoice.totals.cgstPaise +
        invoice.totals.sgstPaise +
        invoice.totals.igstPaise +
        invoice.totals.deliveryPaise,
    ).toBe(invoice.totals.totalPaise);
    expect(invoice.totalInWords).toBe('Eight Hundred Thirty Five Rupees Only');
  });

  it('download as a PDF whose text is the invoice, to the order’s owner and staff only', async () => {
    const order = await placeShopperOrder(ctx, [{ bookId: godaan, quantity: 1 }], addressId);
    await confirm(order.id);
    const url = `/api/orders/${order.id}/invoices/invoice.pdf`;
    const res = await call('GET', url, ctx.shopper);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="INV-\d{4}-\d{2}-\d{6}\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Bill of supply');
    // Devanagari prints as typed (the one font covers it, Latin and ₹).
    expect(text).toContain('गोदान (Godaan)');
    expect(text).toContain('Pustak Books Private Limited');
    expect(text).toContain('GSTIN: 29ABCDE1234F1Z5');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('4901');
    expect(text).toContain('Three Hundred Forty Eight Rupees And Fifty Paise Only');
    const staff = await call('GET', url.replace('/api/', '/api/admin/'), ctx.owner);
    expect(staff.statusCode, staff.body).toBe(200);

    const other = await registerAndConfirm(ctx.t, 'other@example.com', 'correct-horse-1', 'Ravi');
    expect((await call('GET', url, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${order.id}/invoices`, other)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url.replace('/api/', '/api/admin/'), ctx.shopper)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/orders/${order.id}/invoices/receipt.pdf`, ctx.shopper)).statusCode,
    ).toBe(400);
  });

  it('spread an older order’s discount over its lines, still adding up to the order', async () => {
    const order = await placeShopperOrder(ctx, [{ bookId: godaan, quantity: 3 }], addressId);
    // As an order placed before its lines kept their share: ₹100 off the order, none on lines.
    await ctx.t.database.db
      .update(orders)
      .set({ discountPaise: 10000, totalAmountPaise: sql`${orders.totalAmountPaise} - 10000` })
      .where(eq(orders.id, order.id));
    await confirm(order.id);
    const [invoice] = (await call('GET', `/api/orders/${order.id}/invoices`, ctx.shopper)).json();
    expect(invoice.lines.map((l: { discountPaise: number }) => l.discountPaise)).toEqual([10000]);
    expect(invoice.totals.taxablePaise + invoice.totals.deliveryPaise).toBe(
      invoice.totals.totalPaise,
    );
    expect(invoice.totals.totalPaise).toBe(Math.round(order.totalAmount * 100) - 10000);
  });

  it('get a credit note when the order is refunded', async () => {
    const order = await placeShopperOrder(ctx, [{ bookId: godaan, quantity: 1 }], addressId);
    await confirm(order.id);
    await confirm(order.id, 'shipped');
    await confirm(order.id, 'delivered');
    expect((await confirm(order.id, 'refunded')).statusCode).toBe(200);
    const [invoice, credit] = (
      await call('GET', `/api/orders/${order.id}/invoices`, ctx.shopper)
    ).json();
    expect(credit).toMatchObject({
      kind: 'credit_note',
      title: 'Credit note',
      against: { number: invoice.number },
    });
    expect(credit.number).toMatch(new RegExp(`^CN/${fy}/\\d{6}$`));
    expect(credit.totals.totalPaise).toBe(invoice.totals.totalPaise);
    const pdf = await call('GET', `/api/orders/${order.id}/invoices/credit-note.pdf`, ctx.shopper);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Against invoice ${invoice.number}`);
  });
});
