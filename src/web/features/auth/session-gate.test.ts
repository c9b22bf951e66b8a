import { describe, expect, it } from 'vitest';
import { returnAddress, sessionGate } from './session-gate.ts';

const visitor = { user: null, isLoading: false };
const loading = { user: null, isLoading: true };
const shopper = { user: { role: 'user' }, isLoading: false };
const admin = { user: { role: 'admin' }, isLoading: false };

describe('sessionGate', () => {
  it('lets anyone see public pages, even while the session loads', () => {
    for (const path of ['/', '/collections', '/books/3', '/confirm-email', '/cartoons']) {
      expect(sessionGate(path, loading), path).toBe('render');
      expect(sessionGate(path, visitor), path).toBe('render');
    }
  });

  it('waits for the session on protected and admin pages', () => {
    for (const path of ['/cart', '/orders/abc', '/profile', '/admin', '/admin/books']) {
      expect(sessionGate(path, loading), path).toBe('loading');
    }
  });

  it('asks a visitor to sign in on every protected prefix and on admin pages', () => {
    for (const path of [
      '/cart',
      '/wishlist',
      '/checkout',
      '/profile',
      '/orders',
      '/orders/9f1c',
      '/notifications',
      '/admin',
      '/admin/users',
    ]) {
      expect(sessionGate(path, visitor), path).toBe('sign-in');
    }
  });

  it('lets signed-in users see protected pages, and only admins the admin area', () => {
    expect(sessionGate('/profile', shopper)).toBe('render');
    expect(sessionGate('/admin', shopper)).toBe('forbidden');
    expect(sessionGate('/admin/books/1/edit', shopper)).toBe('forbidden');
    expect(sessionGate('/admin', admin)).toBe('render');
    expect(sessionGate('/profile', admin)).toBe('render');
  });
});

describe('returnAddress', () => {
  it('keeps the path, query and hash asked for', () => {
    expect(returnAddress({ pathname: '/orders/7', search: '?tab=items', hash: '#top' })).toBe(
      '/orders/7?tab=items#top',
    );
  });

  it('never leaves the site', () => {
    expect(returnAddress({ pathname: '//evil.example', search: '', hash: '' })).toBe('/');
  });
});
