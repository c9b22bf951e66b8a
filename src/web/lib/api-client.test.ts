import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  apiRequestRaw,
  apiRequestWithHeaders,
  errorMessage,
  isApiError,
  isVersionConflict,
} from './api-client.ts';
import { clientStateKey } from './client-state.ts';
import { createMemoryStorage } from './memory-storage.test-helper.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastInit(): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
}

let now = 1_000_000;

beforeEach(() => {
  now += 10_000; // each test starts well outside the previous test's duplicate window
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', createMemoryStorage());
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the body as JSON with its content type, cookies included, and returns parsed JSON', async () => {
    const result = await apiRequest('POST', '/api/contact', { name: 'Asha' });
    expect(result).toEqual({ ok: true });
    const [url] = fetchMock.mock.calls[0]!;
    const init = lastInit();
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Asha"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('adds the bearer token from the persisted client state only when one exists', async () => {
    await apiRequest('GET', '/api/cart');
    expect(lastInit().headers).not.toHaveProperty('Authorization');

    localStorage.setItem(
      clientStateKey,
      JSON.stringify({ accessToken: 'tok-1', globalError: null }),
    );
    await apiRequest('GET', '/api/wishlist');
    expect((lastInit().headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('sends no content type when there is no body', async () => {
    await apiRequest('DELETE', '/api/cart');
    expect(lastInit().headers).not.toHaveProperty('Content-Type');
    expect(lastInit().body).toBeUndefined();
  });

  it('rejects the same method and URL within 500 ms with "Slow down!" without calling the server', async () => {
    await apiRequest('POST', '/api/cart', { bookId: 1 });
    now += 499;
    await expect(apiRequest('POST', '/api/cart', { bookId: 1 })).rejects.toThrow('Slow down!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('allows the same call again after 500 ms, and a different method or URL at once', async () => {
    await apiRequest('POST', '/api/wishlist', { bookId: 1 });
    await apiRequest('DELETE', '/api/wishlist');
    await apiRequest('POST', '/api/wishlist/other', { bookId: 1 });
    now += 500;
    await apiRequest('POST', '/api/wishlist', { bookId: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('rejects a non-success answer with the parsed JSON body', async () => {
    const body = {
      error: {
        code: 'VALIDATION',
        message: 'Invalid input',
        fields: { email: 'Invalid email format.' },
      },
    };
    fetchMock.mockImplementation(async () => jsonResponse(body, 400));
    const error: unknown = await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e);
    expect(error).toEqual(body);
    expect(isApiError(error)).toBe(true);
    expect(errorMessage(error)).toBe('Invalid input');
  });

  it('turns a non-JSON error answer into the same error shape', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest('GET', '/api/books')).rejects.toEqual({
      error: { code: 'HTTP_502', message: 'Bad Gateway' },
    });
  });

  it('tells a save refused for a newer version (409 CONFLICT) from other refusals', async () => {
    const refusal = (status: number, code: string) => {
      fetchMock.mockImplementation(async () =>
        jsonResponse({ error: { code, message: 'No' } }, status),
      );
      now += 1_000;
      return apiRequest('PUT', '/api/admin/site-config', {}, { 'If-Match': '"3"' }).catch(
        (e: unknown) => e,
      );
    };
    expect(isVersionConflict(await refusal(409, 'CONFLICT'))).toBe(true);
    expect((lastInit().headers as Record<string, string>)['If-Match']).toBe('"3"');
    expect(isVersionConflict(await refusal(409, 'CATEGORY_IN_USE'))).toBe(false);
    expect(isVersionConflict(await refusal(400, 'VALIDATION_ERROR'))).toBe(false);
    expect(isVersionConflict(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('returns null for an empty success body', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/cart/7')).resolves.toBeNull();
  });
});

describe('apiRequestWithHeaders', () => {
  it('gives the parsed body with the response headers (sign-in’s bearer token)', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ token: 't' }), {
          headers: { 'Content-Type': 'application/json', 'set-auth-token': 'signed.token' },
        }),
    );
    const { data, headers } = await apiRequestWithHeaders('POST', '/api/auth/sign-in/email', {
      email: 'asha@example.com',
    });
    expect(data).toEqual({ token: 't' });
    expect(headers.get('set-auth-token')).toBe('signed.token');
    expect(lastInit().body).toBe('{"email":"asha@example.com"}');
  });

  it('rejects with the server’s error body like apiRequest', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } }, 403),
    );
    await expect(apiRequestWithHeaders('POST', '/api/auth/sign-in/email', {})).rejects.toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
    });
  });
});

describe('apiRequestRaw', () => {
  it('passes the body as is without a content type, keeping cookies and the bearer token', async () => {
    localStorage.setItem(clientStateKey, JSON.stringify({ accessToken: 'tok-2' }));
    const form = new FormData();
    form.append('file', new Blob(['title,author']), 'books.csv');
    await apiRequestRaw('POST', '/api/admin/books/bulk', form);
    const init = lastInit();
    expect(init.body).toBe(form);
    expect(init.credentials).toBe('include');
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-2');
  });

  it('shares the duplicate guard', async () => {
    await apiRequestRaw('POST', '/api/admin/images', 'a');
    await expect(apiRequestRaw('POST', '/api/admin/images', 'b')).rejects.toThrow('Slow down!');
  });
});
