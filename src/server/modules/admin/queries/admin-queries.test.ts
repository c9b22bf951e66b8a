import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../../db/schema/catalog.ts';
import { seedQueryBooks, type Rule } from './admin-queries.test-helpers.ts';
import {
  addShopperAddress,
  configureCategories,
  placeShopperOrder,
  setUpAdminSuite,
} from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction', 'Biography', 'Poetry']);
  await seedQueryBooks(ctx.t.database.db);
});

const preview = (entity: string, rules: Rule[], match = 'all', page?: number) =>
  ctx.call('POST', '/api/admin/queries/preview', ctx.owner, { entity, match, rules, page });

/** The sorted values of one column of every match (the preview's first page). */
async function matching(entity: string, rules: Rule[], match = 'all', column = 'title') {
  const res = await preview(entity, rules, match);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.total).toBe(body.items.length);
  return body.items.map((row: Record<string, unknown>) => row[column]).sort();
}

describe('previewing a rule set', () => {
  it('compiles every operator of every field type over books', async () => {
    const rule = (field: string, operator: string, value: unknown) => [{ field, operator, value }];
    expect(await matching('books', rule('sellingPrice', 'lt', 300))).toEqual([
      'Gitanjali',
      'Malgudi Days',
    ]);
    expect(await matching('books', rule('sellingPrice', 'between', [150, 199]))).toEqual([
      'Gitanjali',
      'Malgudi Days',
    ]);
    expect(await matching('books', rule('mrp', 'gte', 450))).toEqual(['Wings of Fire']);
    expect(await matching('books', rule('sellingPrice', 'eq', 199))).toEqual(['Malgudi Days']);
    expect(await matching('books', rule('sellingPrice', 'neq', 199))).toHaveLength(2);
    expect(await matching('books', rule('stockQuantity', 'lte', 5))).toEqual([
      'Malgudi Days',
      'Wings of Fire',
    ]);
    expect(await matching('books', rule('soldCount', 'gt', 10))).toEqual(['Malgudi Days']);
    expect(await matching('books', rule('discountPercentage', 'gte', 20))).toEqual([
      'Gitanjali',
      'Malgudi Days',
      'Wings of Fire',
    ]);
    expect(await matching('books', rule('inStock', 'is', false))).toEqual(['Wings of Fire']);
    expect(await matching('books', rule('isPremium', 'is', true))).toEqual(['Wings of Fire']);
    expect(await matching('books', rule('author', 'contains', 'narayan'))).toEqual([
      'Malgudi Days',
    ]);
    expect(await matching('books', rule('title', 'startsWith', 'wing'))).toEqual(['Wings of Fire']);
    expect(await matching('books', rule('title', 'eq', 'GITANJALI'))).toEqual(['Gitanjali']);
    expect(await matching('books', rule('title', 'neq', 'gitanjali'))).toHaveLength(2);
    expect(await matching('books', rule('category', 'includes', 'Poetry'))).toEqual(['Gitanjali']);
    expect(await matching('books', rule('collection', 'includes', 'Classics'))).toEqual([
      'Gitanjali',
    ]);
    expect(await matching('books', rule('createdAt', 'before', '2021-01-01'))).toEqual([
      'Gitanjali',
    ]);
    expect(await matching('books', rule('createdAt', 'after', '2021-01-01'))).toHaveLength(2);
    expect(await matching('books', rule('createdAt', 'withinDays', 7))).toHaveLength(2);
  });

  it('matches all rules or any of them, and leaves archived books out', async () => {
    const rules = [
      { field: 'title', operator: 'eq', value: 'Gitanjali' },
      { field: 'inStock', operator: 'is', value: false },
    ];
    expect(await matching('books', rules, 'any')).toEqual(['Gitanjali', 'Wings of Fire']);
    expect(await matching('books', rules, 'all')).toEqual([]);
    expect(await matching('books', [])).toEqual(['Gitanjali', 'Malgudi Days', 'Wings of Fire']);
  });

  it('answers with the entity columns, money in rupees', async () => {
    const res = await preview('books', [{ field: 'title', operator: 'eq', value: 'Malgudi Days' }]);
    const body = res.json();
    expect(body.columns.map((c: { key: string }) => c.key)).toContain('sellingPrice');
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(body.items[0]).toMatchObject({
      title: 'Malgudi Days',
      sellingPrice: 199,
      mrp: 250,
      category: ['Fiction'],
      stockQuantity: 5,
    });
  });

  it('queries users and orders', async () => {
    expect(
      await matching('users', [{ field: 'role', operator: 'eq', value: 'admin' }], 'all', 'email'),
    ).toEqual(['owner@pustak.test']);
    expect(
      await matching(
        'users',
        [{ field: 'disabled', operator: 'is', value: false }],
        'all',
        'email',
      ),
    ).toHaveLength(2);

    const addressId = await addShopperAddress(ctx);
    const [malgudi] = await ctx.t.database.db
      .select({ id: books.id })
      .from(books)
      .where(eq(books.title, 'Malgudi Days'));
    await placeShopperOrder(ctx, [{ bookId: malgudi!.id, quantity: 1 }], addressId);

    const orderRule = (field: string, operator: string, value: unknown) =>
      matching('orders', [{ field, operator, value }], 'all', 'customerEmail');
    expect(await orderRule('status', 'eq', 'pending')).toEqual(['shopper@example.com']);
    expect(await orderRule('status', 'neq', 'pending')).toEqual([]);
    expect(await orderRule('paymentMethod', 'eq', 'razorpay')).toEqual([]);
    expect(await orderRule('total', 'gte', 199)).toEqual(['shopper@example.com']);
    expect(await orderRule('city', 'eq', 'BENGALURU')).toEqual(['shopper@example.com']);
    expect(await orderRule('customerEmail', 'contains', 'shopper@')).toEqual([
      'shopper@example.com',
    ]);
    expect(
      await matching(
        'users',
        [{ field: 'ordersPlaced', operator: 'gte', value: 1 }],
        'all',
        'email',
      ),
    ).toEqual(['shopper@example.com']);
  });

  it('refuses an unknown field, an operator that does not fit, or a bad value, per rule', async () => {
    const res = await preview('books', [
      { field: 'passwordHash', operator: 'eq', value: 'x' },
      { field: 'inStock', operator: 'contains', value: 'yes' },
      { field: 'sellingPrice', operator: 'lt', value: '300' },
      { field: 'sellingPrice', operator: 'between', value: [500, 100] },
      { field: 'stockQuantity', operator: 'gt', value: 2.5 },
      { field: 'createdAt', operator: 'before', value: '2025-02-30' },
      { field: 'title', operator: 'contains', value: '   ' },
      { field: 'sellingPrice', operator: 'lt', value: 10.005 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        'rules.0.field': 'Choose a field of books',
        'rules.1.operator': 'In stock can be compared with: is',
        'rules.2.value': 'Enter an amount in rupees',
        'rules.3.value': 'The first number must not be above the second',
        'rules.4.value': 'Enter a whole number',
        'rules.5.value': 'No such date',
        'rules.6.value': 'Enter some text',
        'rules.7.value': 'At most two decimals (paise)',
      },
    });
    const entity = await preview('payments', []);
    expect(entity.json().error.fields).toEqual({ entity: 'Choose books, orders or users' });
    const userField = await preview('users', [{ field: 'title', operator: 'eq', value: 'x' }]);
    expect(userField.json().error.fields).toEqual({ 'rules.0.field': 'Choose a field of users' });
  });

  it('treats SQL-looking values as plain values', async () => {
    for (const value of ["x' OR '1'='1", "'; DROP TABLE books; --", '%', '_', '\\']) {
      expect(await matching('books', [{ field: 'title', operator: 'contains', value }])).toEqual(
        [],
      );
    }
    expect(
      await matching('books', [{ field: 'title', operator: 'startsWith', value: 'M%' }]),
    ).toEqual([]);
    const [row] = await ctx.t.database.db.select({ n: count() }).from(books);
    expect(row?.n).toBe(4);
    const bad = await preview('books', [
      { field: 'title = title OR 1=1 --', operator: 'eq', value: 'x' },
    ]);
    expect(bad.statusCode).toBe(400);
  });
});
