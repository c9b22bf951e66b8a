import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readClientState, subscribeClientState, writeClientState } from './client-state.ts';
import { clearGlobalError, recordGlobalError, recordLoadError } from './global-error.ts';
import { createMemoryStorage } from './memory-storage.test-helper.ts';

beforeEach(() => {
  vi.stubGlobal('localStorage', createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('global error state (docs/product.md §4 "Failed calls")', () => {
  it('keeps the specified message with the server’s reason beside the access token', () => {
    writeClientState({ accessToken: 'tok' });
    recordGlobalError('Failed to add item to cart', {
      error: { code: 'OUT_OF_STOCK', message: '“Sold Out” is out of stock.' },
    });
    expect(readClientState()).toMatchObject({
      accessToken: 'tok',
      globalError: {
        message: 'Failed to add item to cart',
        detail: '“Sold Out” is out of stock.',
      },
    });
    clearGlobalError();
    expect(readClientState()).toEqual({ accessToken: 'tok', globalError: null });
  });

  it('stores no detail when the reason is the message itself', () => {
    recordGlobalError('Cart item not found');
    expect(readClientState().globalError).toEqual({
      message: 'Cart item not found',
      at: expect.any(Number),
    });
  });

  it('tells subscribers about each change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeClientState(listener);
    recordGlobalError('Failed to clear cart');
    clearGlobalError();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    recordGlobalError('Failed to clear cart');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read caused by signing out', () => {
    recordLoadError('Failed to apiRequest cart', {
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
    expect(readClientState().globalError).toBeNull();
    recordLoadError('Failed to apiRequest cart', new TypeError('Failed to fetch'));
    expect(readClientState().globalError).toMatchObject({
      message: 'Failed to apiRequest cart',
      detail: 'Network error. Check your connection and try again.',
    });
  });
});
