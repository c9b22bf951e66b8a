import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/auth.ts';
import { books } from '../../../db/schema/catalog.ts';
import { orders } from '../../../db/schema/commerce.ts';
import { contactMessages } from '../../../db/schema/content.ts';
import { setUpAdminSuite } from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
const day = 24 * 60 * 60 * 1000;
const now = Date.now();
const istDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(ms));

/** A known set of orders: [status, total in paise, how long ago]. */
const known: [string, number, number][] = [
  ['delivered', 100050, 0],
  ['pending', 25025, 0],
  ['cancelled', 99900, 0],
  ['refunded', 50000, 0],
  ['confirmed', 30010, 3 * day],
  ['shipped', 19999, 20 * day],
  ['delivered', 500000, 40 * day],
];

beforeAll(async () => {
  const { db } = ctx.t.database;
  await db.insert(orders).values(
    known.map(([status, totalAmountPaise, ago], i) => ({
      userName: `Reader ${i}`,
      userEmail: `reader${i}@example.com`,
      status,
      totalAmountPaise,
      items: [],
      shippingAddress: {
        fullName: `Reader ${i}`,
        mobile: '9876543210',
        line1: '1 Road',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600001',
      },
      paymentMethod: 'cod',
      shippingMethod: 'standard',
      // Seconds apart even "today", so the newest-first order is certain.
      createdAt: new Date(now - ago - i * 1000),
    })),
  );
  await db.insert(users).values({
    username: 'old',
    email: 'old@example.com',
    createdAt: new Date(now - 10 * day),
  });
  await db.insert(books).values([
    {
      title: 'Low',
      author: 'A',
      mrpPaise: 100,
      sellingPricePaise: 100,
      category: ['X'],
      stockQuantity: 2,
      lowStockThreshold: 5,
    },
    {
      title: 'Gone',
      author: 'B',
      mrpPaise: 100,
      sellingPricePaise: 100,
      category: ['X'],
      stockQuantity: 0,
      lowStockThreshold: 5,
    },
    {
      title: 'Plenty',
      author: 'C',
      mrpPaise: 100,
      sellingPricePaise: 100,
      category: ['X'],
      stockQuantity: 10,
      lowStockThreshold: 5,
    },
    {
      title: 'Archived',
      author: 'D',
      mrpPaise: 100,
      sellingPricePaise: 100,
      category: ['X'],
      stockQuantity: 1,
      archivedAt: new Date(),
    },
  ]);
  await db.insert(contactMessages).values([
    { name: 'A', email: 'a@example.com', subject: 'Hello', message: 'Where is my order?' },
    {
      name: 'B',
      email: 'b@example.com',
      subject: 'Thanks',
      message: 'Lovely shop',
      readAt: new Date(),
    },
  ]);
});

describe('the dashboard', () => {
  it('sums revenue exactly from paise, leaving out cancelled and refunded orders', async () => {
    const res = await ctx.call('GET', '/api/admin/dashboard', ctx.owner);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    // today 100050 + 25025; 7 days adds 30010; 30 days adds 19999 (paise).
    expect(d.revenue).toEqual({ today: 1250.75, last7Days: 1550.85, last30Days: 1750.84 });
    // 175084 paise over 4 orders = 43771 paise.
    expect(d.averageOrderValue).toBe(437.71);
    expect(d.ordersByStatus).toEqual({
      pending: 1,
      confirmed: 1,
      shipped: 1,
      delivered: 2,
      cancelled: 1,
      refunded: 1,
    });
    expect(d.newUsers7Days).toBe(2);
    expect(d.unreadContactMessages).toBe(1);
  });

  it('charts 30 Indian days with the revenue of each', async () => {
    const d = (await ctx.call('GET', '/api/admin/dashboard', ctx.owner)).json();
    expect(d.revenueByDay).toHaveLength(30);
    expect(d.revenueByDay[29]).toEqual({ date: istDate(now), revenue: 1250.75, orders: 2 });
    expect(d.revenueByDay[0].date).toBe(istDate(now - 29 * day));
    const byDate = Object.fromEntries(
      d.revenueByDay.map((r: { date: string; revenue: number }) => [r.date, r.revenue]),
    );
    expect(byDate[istDate(now - 3 * day)]).toBe(300.1);
    expect(byDate[istDate(now - 20 * day)]).toBe(199.99);
    const totalPaise = d.revenueByDay.reduce(
      (sum: number, r: { revenue: number }) => sum + Math.round(r.revenue * 100),
      0,
    );
    expect(totalPaise).toBe(175084);
  });

  it('lists low-stock books and the latest orders', async () => {
    const d = (await ctx.call('GET', '/api/admin/dashboard', ctx.owner)).json();
    expect(d.lowStock).toEqual({
      count: 2,
      books: [
        expect.objectContaining({ title: 'Gone', stockQuantity: 0, lowStockThreshold: 5 }),
        expect.objectContaining({ title: 'Low', stockQuantity: 2, lowStockThreshold: 5 }),
      ],
    });
    expect(d.recentOrders).toHaveLength(7);
    expect(d.recentOrders.map((o: { totalAmount: number }) => o.totalAmount)).toEqual([
      1000.5, 250.25, 999, 500, 300.1, 199.99, 5000,
    ]);
  });
});
