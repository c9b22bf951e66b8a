import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataElementId } from '@shared/initial-data.ts';

/** page-data.ts as a fresh page would load it, with this JSON in its data element. */
async function pageWith(json: string | null) {
  vi.resetModules();
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === pageDataElementId && json !== null ? { textContent: json } : null,
  });
  return import('./page-data.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('takePageData', () => {
  it('gives the answer the server embedded for a URL once, then leaves the URL to a fetch', async () => {
    const { takePageData } = await pageWith('{"/api/books/7":{"id":7,"title":"Godaan"}}');
    expect(takePageData('/api/books/8')).toBeUndefined();
    expect(takePageData('/api/books/7')).toEqual({ id: 7, title: 'Godaan' });
    expect(takePageData('/api/books/7')).toBeUndefined();
  });

  it('gives nothing for a page without the element or with a damaged one', async () => {
    expect((await pageWith(null)).takePageData('/api/collections')).toBeUndefined();
    expect((await pageWith('{"/api/coll')).takePageData('/api/collections')).toBeUndefined();
  });

  it('gives nothing once the page has been open a while: a fetch is fresher', async () => {
    const { takePageData } = await pageWith('{"/api/collections":{"collections":[]}}');
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takePageData('/api/collections')).toBeUndefined();
    vi.restoreAllMocks();
  });
});
