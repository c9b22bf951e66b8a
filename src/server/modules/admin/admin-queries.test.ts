import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/catalog.ts';
import {
  auditRowsFor,
  bookInput,
  caller,
  configureCategories,
  createAdminTestContext,
  type AdminTestContext,
} from './admin.test-helpers.ts';

let ctx: AdminTestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await createAdminTestContext();
  call = caller(ctx.t);
  await configureCategories(ctx, ['Fiction', 'Biography', 'Poetry']);
  await ctx.t.database.db.insert(books).values([
    {
      title: 'Malgudi Days',
      author: 'R. K. Narayan',
      mrpPaise: 25000,
      sellingPricePaise: 19900,
      category: ['Fiction'],
      stockQuantity: 5,
      soldCount: 40,
    },
    {
      title: 'Wings of Fire',
      author: 'A. P. J. Abdul Kalam',
      mrpPaise: 45000,
      sellingPricePaise: 35000,
      category: ['Biography'],
      stockQuantity: 0,
      isPremium: 1,
    },
    {
      title: 'Gitanjali',
      author: 'Rabindranath Tagore',
      mrpPaise: 20000,
      sellingPricePaise: 15000,
      category: ['Poetry'],
      collection: ['Classics'],
      stockQuantity: 12,
      createdAt: new Date('2020-01-01T00:00:00Z'),
    },
    {
      title: 'Archived Almanac',
      author: 'Nobody',
      mrpPaise: 10000,
      sellingPricePaise: 10000,
      category: ['Fiction'],
      stockQuantity: 3,
      archivedAt: new Date(),
    },
  ]);
});

afterAll(async () => {
  await ctx?.t.close();
});

type Rule = { field: string; operator: string; value?: unknown };

const preview = (entity: string, rules: Rule[], match = 'all', page?: number) =>
  call('POST', '/api/admin/queries/preview', ctx.owner, { entity, match, rules, page });

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

    const address = await call('POST', '/api/addresses', ctx.shopper, {
      fullName: 'Asha Rao',
      mobile: '9876543210',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
    const [malgudi] = await ctx.t.database.db
      .select({ id: books.id })
      .from(books)
      .where(eq(books.title, 'Malgudi Days'));
    await call('POST', '/api/cart', ctx.shopper, { bookId: malgudi!.id, quantity: 1 });
    const order = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: ctx.shopper, 'idempotency-key': randomUUID() },
      payload: { addressId: address.json().id, shippingMethod: 'standard', paymentMethod: 'cod' },
    });
    expect(order.statusCode, order.body).toBe(201);

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
    const [{ n }] = await ctx.t.database.db.select({ n: count() }).from(books);
    expect(n).toBe(4);
    const bad = await preview('books', [
      { field: 'title = title OR 1=1 --', operator: 'eq', value: 'x' },
    ]);
    expect(bad.statusCode).toBe(400);
  });
});

const guideRules = [
  { field: 'sellingPrice', operator: 'lt', value: 300 },
  { field: 'inStock', operator: 'is', value: true },
];

describe('saved queries', () => {
  it('saves, lists, edits and deletes a query, recording each change', async () => {
    const bad = await call('POST', '/api/admin/queries', ctx.owner, {
      name: ' ',
      entity: 'books',
      rules: [],
    });
    expect(bad.json().error.fields).toEqual({
      name: 'Give the query a name',
      rules: 'Add at least one rule',
    });

    const created = await call('POST', '/api/admin/queries', ctx.owner, {
      name: 'Cheap and in stock',
      entity: 'books',
      match: 'all',
      rules: guideRules,
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ name: 'Cheap and in stock', collectionName: null });

    const list = (await call('GET', '/api/admin/queries', ctx.owner)).json();
    expect(list.items.map((q: { id: number }) => q.id)).toContain(saved.id);

    const edited = await call('PUT', `/api/admin/queries/${saved.id}`, ctx.owner, {
      name: 'Poetry',
      entity: 'books',
      match: 'any',
      rules: [{ field: 'category', operator: 'includes', value: 'Poetry' }],
    });
    expect(edited.json()).toMatchObject({ name: 'Poetry', match: 'any' });
    expect((await call('GET', `/api/admin/queries/${saved.id}`, ctx.owner)).json().rules).toEqual([
      { field: 'category', operator: 'includes', value: 'Poetry' },
    ]);

    expect((await call('DELETE', `/api/admin/queries/${saved.id}`, ctx.owner)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/admin/queries/${saved.id}`, ctx.owner)).statusCode).toBe(404);
    const audit = await auditRowsFor(ctx.t, 'saved_query', saved.id);
    expect(audit.map((r) => r.action)).toEqual([
      'saved_query.create',
      'saved_query.update',
      'saved_query.delete',
    ]);
  });

  it('exports every match as CSV', async () => {
    const saved = (
      await call('POST', '/api/admin/queries', ctx.owner, {
        name: 'Under ₹300',
        entity: 'books',
        rules: [{ field: 'sellingPrice', operator: 'lt', value: 300 }],
      })
    ).json();
    const res = await call('GET', `/api/admin/queries/${saved.id}/export.csv`, ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="under-300-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('ID,Title,Author,Categories,Price,MRP,Stock,Rating,Sold,Added');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 5).join(','))).toEqual([
      'Gitanjali,Rabindranath Tagore,Poetry,150.00',
      'Malgudi Days,R. K. Narayan,Fiction,199.00',
    ]);
    expect((await call('GET', '/api/admin/queries/99999/export.csv', ctx.owner)).statusCode).toBe(
      404,
    );
  });
});

describe('smart collections', () => {
  it('publishes a books query as a collection that the storefront evaluates live', async () => {
    const created = await call(
      'POST',
      '/api/admin/books',
      ctx.owner,
      bookInput({ sellingPrice: 350, mrp: 399 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const guide = created.json();
    const saved = (
      await call('POST', '/api/admin/queries', ctx.owner, {
        name: 'Budget picks',
        entity: 'books',
        rules: guideRules,
      })
    ).json();

    const storefront = async () => {
      const list = (await ctx.t.app.inject('/api/books?collection=Budget%20Picks')).json();
      return list.items.map((b: { title: string }) => b.title).sort();
    };
    const rails = async () =>
      (await ctx.t.app.inject('/api/collections'))
        .json()
        .collections.map((c: { name: string; count: number }) => [c.name, c.count]);

    expect(await storefront()).toEqual([]);
    const published = await call('POST', `/api/admin/queries/${saved.id}/collection`, ctx.owner, {
      name: 'Budget Picks',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().collectionName).toBe('Budget Picks');
    expect(await storefront()).toEqual(['Gitanjali', 'Malgudi Days']);
    expect(await rails()).toContainEqual(['Budget Picks', 2]);
    const one = (await ctx.t.app.inject('/api/collections/budget%20picks')).json();
    expect(one).toMatchObject({ name: 'Budget Picks', count: 2 });

    // The Guide drops under ₹300: it joins without any change to the query.
    const repriced = await call(
      'PUT',
      `/api/admin/books/${guide.id}`,
      ctx.owner,
      bookInput({ sellingPrice: 250, mrp: 399 }),
    );
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await storefront()).toEqual(['Gitanjali', 'Malgudi Days', 'The Guide']);
    expect(await rails()).toContainEqual(['Budget Picks', 3]);

    // Editing the published query's rules shows at once.
    await call('PUT', `/api/admin/queries/${saved.id}`, ctx.owner, {
      name: 'Budget picks',
      entity: 'books',
      rules: [{ field: 'sellingPrice', operator: 'lt', value: 160 }],
    });
    expect(await storefront()).toEqual(['Gitanjali']);
    const toUsers = await call('PUT', `/api/admin/queries/${saved.id}`, ctx.owner, {
      name: 'Budget picks',
      entity: 'users',
      rules: [{ field: 'role', operator: 'eq', value: 'admin' }],
    });
    expect(toUsers.statusCode).toBe(409);

    const unpublished = await call(
      'DELETE',
      `/api/admin/queries/${saved.id}/collection`,
      ctx.owner,
    );
    expect(unpublished.json().collectionName).toBeNull();
    expect(await storefront()).toEqual([]);
    expect((await rails()).map(([name]: [string]) => name)).not.toContain('Budget Picks');
    expect((await ctx.t.app.inject('/api/collections/budget%20picks')).statusCode).toBe(404);

    const audit = await auditRowsFor(ctx.t, 'saved_query', saved.id);
    expect(audit.map((r) => r.action)).toContain('saved_query.publish');
    expect(audit.map((r) => r.action)).toContain('saved_query.unpublish');
  });

  it('refuses a name already in use, and queries that are not about books', async () => {
    const make = async (name: string, entity = 'books', rules: Rule[] = guideRules) =>
      (await call('POST', '/api/admin/queries', ctx.owner, { name, entity, rules })).json();
    const first = await make('First');
    const second = await make('Second');
    const users = await make('Admins', 'users', [
      { field: 'role', operator: 'eq', value: 'admin' },
    ]);
    const publish = (id: number, name: string) =>
      call('POST', `/api/admin/queries/${id}/collection`, ctx.owner, { name });

    expect((await publish(first.id, 'Deals')).statusCode).toBe(200);
    const taken = await publish(second.id, 'DEALS');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'COLLECTION_TAKEN',
      fields: { name: expect.any(String) },
    });
    expect((await publish(second.id, 'Classics')).statusCode).toBe(409);
    const notBooks = await publish(users.id, 'Staff');
    expect(notBooks.statusCode).toBe(400);
    expect(notBooks.json().error.message).toBe('Only a books query can become a collection.');
    expect((await publish(first.id, '  ')).json().error.fields).toEqual({
      name: 'Give the collection a name',
    });
    expect((await publish(99999, 'Nope')).statusCode).toBe(404);
  });
});
