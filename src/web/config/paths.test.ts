import { describe, expect, it } from 'vitest';
import { apiPaths, paths } from './paths.ts';

describe('paths', () => {
  it('encodes collection search and category parameters', () => {
    expect(paths.collections()).toBe('/collections');
    expect(paths.collections({ search: 'Ruskin Bond' })).toBe('/collections?search=Ruskin%20Bond');
    expect(paths.collections({ category: "Children's Books & Comics" })).toBe(
      "/collections?category=Children's%20Books%20%26%20Comics",
    );
    expect(paths.collections({ search: '', category: 'Fiction' })).toBe(
      '/collections?category=Fiction',
    );
  });

  it('spells listing filters in a fixed order, leaving out defaults', () => {
    expect(
      paths.books({ page: 1, sort: 'price-asc', inStock: true, premium: false, minPrice: 200 }),
    ).toBe('/books?minPrice=200&inStock=1&sort=price-asc');
    expect(paths.shop({ collection: 'Staff Picks', page: 2 })).toBe(
      '/shop?collection=Staff%20Picks&page=2',
    );
  });

  it('builds the catalogue API addresses', () => {
    expect(apiPaths.booksUrl({ sort: 'newest', pageSize: 12, facets: false })).toBe(
      '/api/books?sort=newest&pageSize=12&facets=0',
    );
    expect(apiPaths.booksUrl({ search: 'gita', page: 2, facets: true })).toBe(
      '/api/books?search=gita&page=2&facets=1',
    );
    expect(apiPaths.book(7)).toBe('/api/books/7');
    expect(apiPaths.suggestUrl('r k')).toBe('/api/search/suggest?q=r%20k');
  });

  it('builds book and admin paths', () => {
    expect(paths.book(42)).toBe('/books/42');
    expect(paths.admin.editBook(7)).toBe('/admin/books/7/edit');
  });

  it('carries the email to the account pages when one is known', () => {
    expect(paths.confirmEmail('asha+1@example.com')).toBe(
      '/confirm-email?email=asha%2B1%40example.com',
    );
    expect(paths.forgotPassword()).toBe('/forgot-password');
    expect(paths.resetPassword('a@b.in')).toBe('/reset-password?email=a%40b.in');
  });
});
