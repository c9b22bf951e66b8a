import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientStateKey } from './client-state.ts';
import { createMemoryStorage } from './memory-storage.test-helper.ts';
import { createQueryClient, getQueryFn } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', createMemoryStorage());
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function respond(body: unknown, status = 200) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

describe('default query function', () => {
  it('GETs the first element of the query key with cookies and returns parsed JSON', async () => {
    respond({ books: { categories: ['Fiction'] } });
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: ['/config'] });
    expect(data).toEqual({ books: { categories: ['Fiction'] } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/config');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('sends the bearer header when a token is stored', async () => {
    localStorage.setItem(clientStateKey, JSON.stringify({ accessToken: 'abc', globalError: null }));
    respond([]);
    await createQueryClient().fetchQuery({ queryKey: ['/api/cart'] });
    const init = fetchMock.mock.calls[0]![1];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('throws on 401 by default, with the parsed body', async () => {
    const body = { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } };
    respond(body, 401);
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/orders'] })).rejects.toEqual(
      body,
    );
  });

  it('can answer null on 401 instead', async () => {
    respond({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }, 401);
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/auth/me'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });

  it('does not retry a failed query', async () => {
    respond({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
    await expect(
      createQueryClient().fetchQuery({ queryKey: ['/api/collections'] }),
    ).rejects.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a success answer that is not JSON, such as an HTML fallback page', async () => {
    fetchMock.mockImplementation(
      async () => new Response('<!doctype html><title>Pustak</title>', { status: 200 }),
    );
    await expect(createQueryClient().fetchQuery({ queryKey: ['/config'] })).rejects.toMatchObject({
      error: { code: 'INVALID_RESPONSE' },
    });
  });
});

describe('query defaults', () => {
  it('never goes stale, never refetches on focus and never polls', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(false);
    expect(defaults?.staleTime).toBe(Infinity);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
  });
});
