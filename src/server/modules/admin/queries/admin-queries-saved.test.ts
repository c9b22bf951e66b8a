import { beforeAll, describe, expect, it } from 'vitest';
import { budgetRules, seedQueryBooks, type Rule } from './admin-queries.test-helpers.ts';
import {
  auditRowsFor,
  bookInput,
  configureCategories,
  setUpAdminSuite,
} from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction', 'Biography', 'Poetry']);
  await seedQueryBooks(ctx.t.database.db);
});

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
      rules: budgetRules,
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
        rules: budgetRules,
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
    const make = async (name: string, entity = 'books', rules: Rule[] = budgetRules) =>
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
