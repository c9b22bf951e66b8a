import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage.test-helper.ts';
import { flushEvents, resetTracking, track } from './tracking.ts';

const sent: { url: string; body: unknown; credentials?: string }[] = [];

beforeEach(() => {
  sent.length = 0;
  resetTracking();
  vi.stubGlobal('localStorage', createMemoryStorage());
  vi.stubGlobal('location', { pathname: '/books/7', search: '' });
  vi.stubGlobal('fetch', async (url: string, init: { body: string; credentials?: string }) => {
    sent.push({ url, body: JSON.parse(init.body), credentials: init.credentials });
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('track', () => {
  it('batches events with currency INR, the visitor left to the cookie the server set', () => {
    track('ViewContent', { content_ids: [7], value: 399 }, { bookId: 7 });
    track('AddToCart', { content_ids: [7], value: 399 }, { bookId: 7 });
    flushEvents();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/events');
    // The cookie goes with the request; the browser names no visitor of its own.
    expect(sent[0]!.credentials).toBe('include');
    const body = sent[0]!.body as { events: { name: string; payload: object }[] };
    expect(Object.keys(body)).toEqual(['events']);
    expect(body.events.map((e) => e.name)).toEqual(['ViewContent', 'AddToCart']);
    expect(body.events[0]!.payload).toEqual({ content_ids: [7], value: 399, currency: 'INR' });
    expect(localStorage.length).toBe(0);
  });

  it('never tracks on admin paths', () => {
    vi.stubGlobal('location', { pathname: '/admin/books', search: '' });
    track('PageView');
    flushEvents();
    expect(sent).toEqual([]);
  });
});
