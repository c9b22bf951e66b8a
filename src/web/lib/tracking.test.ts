import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage.test-helper.ts';
import { flushEvents, resetTracking, track } from './tracking.ts';

const sent: { url: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  resetTracking();
  vi.stubGlobal('localStorage', createMemoryStorage());
  vi.stubGlobal('location', { pathname: '/books/7', search: '' });
  vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
    sent.push({ url, body: JSON.parse(init.body) });
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('track', () => {
  it('batches events with currency INR and a stable visitor id', () => {
    track('ViewContent', { content_ids: [7], value: 399 }, { bookId: 7 });
    track('AddToCart', { content_ids: [7], value: 399 }, { bookId: 7 });
    flushEvents();
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as {
      visitorId: string;
      events: { name: string; payload: object }[];
    };
    expect(body.visitorId).toMatch(/^v_[0-9a-f]{32}$/);
    expect(body.events.map((e) => e.name)).toEqual(['ViewContent', 'AddToCart']);
    expect(body.events[0]!.payload).toEqual({ content_ids: [7], value: 399, currency: 'INR' });
    track('Search', { search_string: 'bond' });
    flushEvents();
    expect((sent[1]!.body as { visitorId: string }).visitorId).toBe(body.visitorId);
  });

  it('never tracks on admin paths', () => {
    vi.stubGlobal('location', { pathname: '/admin/books', search: '' });
    track('PageView');
    flushEvents();
    expect(sent).toEqual([]);
  });
});
