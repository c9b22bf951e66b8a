import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/catalog.ts';
import { outbox } from '../../db/schema/content.ts';
import {
  addShopperAddress,
  insertBooks,
  placeShopperOrder,
  setUpAdminSuite,
} from '../admin/admin.test-helpers.ts';

// Pre-orders (issue #32): an edition published after today can be carted and ordered with no
// stock; it takes none, gives none back, and its order does not ship before the date.
const ctx = setUpAdminSuite();
const { call } = ctx;
let addressId: number;
let future: number;
let past: number;
const year = new Date().getFullYear() + 1;
const publishedOn = `${year}-03-12`;

beforeAll(async () => {
  addressId = await addShopperAddress(ctx);
  const ids = await insertBooks(ctx.t, [
    { title: 'The Next Volume', stockQuantity: 0, publicationDate: publishedOn },
    { title: 'An Old Book', stockQuantity: 0, publicationDate: '2001-01-01' },
  ]);
  [future, past] = [ids[0]!, ids[1]!];
});

const stockOf = async (id: number) =>
  (await ctx.t.database.db.select().from(books).where(eq(books.id, id)))[0]!.stockQuantity;

describe('pre-orders', () => {
  it('carts a future edition at no stock, and refuses a published one as before', async () => {
    const card = (await call('GET', `/api/books/${future}`)).json();
    expect(card.publicationDate).toBe(publishedOn);
    const added = await call('POST', '/api/cart', ctx.shopper, { bookId: future, quantity: 2 });
    expect(added.statusCode).toBe(201);
    const refused = await call('POST', '/api/cart', ctx.shopper, { bookId: past, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('“An Old Book” is out of stock.');
    const capped = await call('POST', '/api/cart', ctx.shopper, { bookId: future, quantity: 9 });
    expect(capped.statusCode).toBe(409);
    await call('DELETE', '/api/cart', ctx.shopper);
  });

  it('orders it without taking stock, and says when it ships', async () => {
    const order = await placeShopperOrder(ctx, [{ bookId: future, quantity: 2 }], addressId);
    expect(await stockOf(future)).toBe(0);
    const mine = (await call('GET', `/api/orders/${order.id}`, ctx.shopper)).json();
    expect(mine.items[0]).toMatchObject({ title: 'The Next Volume', shipsOnOrAfter: publishedOn });
    const [mail] = await ctx.t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} LIKE ${`%${order.orderNumber}%`}`);
    expect(mail?.text).toContain(`2 × The Next Volume`);
    expect(mail?.text).toContain(`(pre-order: Ships on or after 12 March ${year})`);

    const staff = (await call('GET', '/api/admin/preorders', ctx.owner)).json();
    expect(staff.items).toEqual([
      expect.objectContaining({
        bookId: future,
        title: 'The Next Volume',
        publicationDate: publishedOn,
        orders: 1,
        copies: 2,
      }),
    ]);

    expect(
      (
        await call('POST', `/api/admin/orders/${order.id}/status`, ctx.owner, {
          status: 'confirmed',
        })
      ).statusCode,
    ).toBe(200);
    const early = await call('POST', `/api/admin/orders/${order.id}/status`, ctx.owner, {
      status: 'shipped',
      trackingNumber: 'DTDC1',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      `“The Next Volume” is a pre-order: it is published on 12 March ${year}, and the order ships on or after that date.`,
    );

    // Cancelled, it gives no stock back (it took none).
    const cancelled = await call('POST', `/api/orders/${order.id}/cancel`, ctx.shopper);
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(future)).toBe(0);
    expect((await call('GET', '/api/admin/preorders', ctx.owner)).json().items).toEqual([]);
  });

  it('is a list for staff only', async () => {
    expect((await call('GET', '/api/admin/preorders')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/preorders', ctx.shopper)).statusCode).toBe(403);
  });
});
