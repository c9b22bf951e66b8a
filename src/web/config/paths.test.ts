import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

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
