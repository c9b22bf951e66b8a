import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { addresses, cartItems, orderPromotions, promotions } from '../../db/schema/commerce.ts';
import { insertBooks, setUpAdminSuite } from '../admin/admin.test-helpers.ts';
import { testAddress } from '../addresses/addresses.test-helpers.ts';
import { placeOrder } from './orders.service.ts';

// Issue #34: a coupon's last use, like a book's last copy, goes to one order only.
const ctx = setUpAdminSuite();

async function create(body: object) {
  const res = await ctx.call('POST', '/api/admin/promotions', ctx.owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('a coupon under concurrency', () => {
  it('with one use left, redeemed by 50 shoppers at once, is used once', async () => {
    const last = await create({
      name: 'Last one',
      code: 'LASTONE',
      kind: 'fixed',
      amount: 50,
      usageLimit: 1,
    });
    const shoppers = await ctx.t.database.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          username: `coupon${i}`,
          email: `coupon${i}@example.com`,
          fullName: 'Coupon Rush',
        })),
      )
      .returning({ id: users.id, email: users.email, fullName: users.fullName });
    const saved = await ctx.t.database.db
      .insert(addresses)
      .values(shoppers.map((s) => ({ ...testAddress, userId: s.id })))
      .returning({ id: addresses.id, userId: addresses.userId });
    // Each buys a book of their own: orders for one book would queue on its stock's row lock
    // and reach the coupon one after another.
    const own = await insertBooks(
      ctx.t,
      shoppers.map(() => ({ stockQuantity: 5 })),
    );
    await ctx.t.database.db
      .insert(cartItems)
      .values(shoppers.map((s, i) => ({ userId: s.id, bookId: own[i]!, quantity: 2 })));
    const addressOf = new Map(saved.map((a) => [a.userId, a.id]));
    const deps = {
      db: ctx.t.database.db,
      mailer: ctx.t.app.mailer,
      log: console,
      publicUrl: 'http://x',
    };
    const results = await Promise.allSettled(
      shoppers.map((s) =>
        placeOrder(
          deps,
          s,
          {
            addressId: addressOf.get(s.id)!,
            shippingMethod: 'standard',
            paymentMethod: 'cod',
            couponCode: 'LASTONE',
          },
          randomUUID(),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      refused.every((r) => (r.reason as Error).message === 'The coupon LASTONE has been used up.'),
    ).toBe(true);
    const taken = await ctx.t.database.db
      .select()
      .from(orderPromotions)
      .where(eq(orderPromotions.promotionId, last.id));
    expect(taken).toHaveLength(1);
    const [row] = await ctx.t.database.db
      .select({ uses: promotions.uses })
      .from(promotions)
      .where(eq(promotions.id, last.id));
    expect(row!.uses).toBe(1);
  });
});
