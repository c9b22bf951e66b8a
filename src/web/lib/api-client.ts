import { versionConflictCode } from '@shared/entity-tag.ts';
import type { ApiError } from '@shared/schemas/api-error.ts';
import { getAccessToken } from './client-state.ts';

/** docs/product.md §7 "Shared request behaviour". */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** docs/product.md §9: the same method and URL again within this window is refused. */
export const duplicateRequestWindowMs = 500;
export const duplicateRequestMessage = 'Slow down!';

const lastSentAt = new Map<string, number>();

function guardAgainstDuplicate(method: HttpMethod, url: string): void {
  const key = `${method} ${url}`;
  const now = Date.now();
  const last = lastSentAt.get(key);
  if (last !== undefined && now - last < duplicateRequestWindowMs) {
    throw new Error(duplicateRequestMessage);
  }
  lastSentAt.set(key, now);
}

/** The bearer header from the persisted client state, or nothing when signed out. */
export function authorizationHeader(): Record<string, string> {
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Parsed JSON body, or null for an empty or non-JSON body. */
export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A success answer's JSON body; null when empty. A body that is not JSON (an HTML page from a
 * proxy or a misrouted request) rejects in the API error shape rather than passing as data.
 */
export async function readSuccessJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const error: ApiError = {
      error: { code: 'INVALID_RESPONSE', message: 'The server sent an unexpected answer.' },
    };
    throw error;
  }
}

// A structural check rather than apiErrorSchema.safeParse: it keeps zod out of the entry chunk.
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  if (typeof error !== 'object' || error === null) return false;
  const e = error as Record<string, unknown>;
  return (
    typeof e.code === 'string' &&
    typeof e.message === 'string' &&
    (e.fields === undefined || (typeof e.fields === 'object' && e.fields !== null))
  );
}

/**
 * A non-success answer rejects with the server's JSON body (`{error: {code, message, fields}}`).
 * A body that is not that shape (a proxy's HTML page, say) becomes one, so callers read one shape.
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await readJson(res);
  if (isApiError(body)) throw body;
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : res.statusText || `Request failed with status ${res.status}`;
  const fallback: ApiError = { error: { code: `HTTP_${res.status}`, message } };
  throw fallback;
}

/**
 * Whether a save with If-Match was refused because the document changed since the page loaded
 * it (409): the page offers to reload rather than only showing the message.
 */
export function isVersionConflict(error: unknown): error is ApiError {
  return isApiError(error) && error.error.code === versionConflictCode;
}

/** A readable message from anything a request can reject with. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (isApiError(error)) return error.error.message;
  if (error instanceof TypeError) return 'Network error. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * A GET for a query function: cookies, the bearer header when a token exists, parsed JSON back.
 * No duplicate guard: a refetch or a back-and-forth between pages is not a double click.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json', ...authorizationHeader() },
    signal,
  });
  await throwIfNotOk(res);
  return (await readSuccessJson(res)) as T;
}

async function sendReadingHeaders<T>(
  method: HttpMethod,
  url: string,
  init: RequestInit,
): Promise<{ data: T; headers: Headers }> {
  guardAgainstDuplicate(method, url);
  const res = await fetch(url, { ...init, method, credentials: 'include' });
  await throwIfNotOk(res);
  return { data: (await readSuccessJson(res)) as T, headers: res.headers };
}

async function send<T>(method: HttpMethod, url: string, init: RequestInit): Promise<T> {
  return (await sendReadingHeaders<T>(method, url, init)).data;
}

function jsonInit(body: unknown, extraHeaders: Record<string, string> = {}): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...authorizationHeader(),
    ...extraHeaders,
  };
  // Only with a body: Fastify refuses an empty body declared as JSON.
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return { headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

/**
 * A JSON call: body serialised as JSON with its content type, bearer token, cookies; `headers`
 * adds to them (an order's Idempotency-Key, say).
 */
export function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  return send<T>(method, url, jsonInit(body, headers));
}

/**
 * A GET for a query function: like the default query function (no duplicate guard, since
 * TanStack Query already shares one request among its callers), for queries whose key is not
 * the URL.
 */
export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json', ...authorizationHeader() },
    signal,
  });
  await throwIfNotOk(res);
  return (await readSuccessJson(res)) as T;
}

/** apiRequest that also gives the response headers (sign-in's `set-auth-token`, say). */
export function apiRequestWithHeaders<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<{ data: T; headers: Headers }> {
  return sendReadingHeaders<T>(method, url, jsonInit(body));
}

/** A multipart or raw call: the body goes as is and the browser sets its content type. */
export function apiRequestRaw<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: BodyInit,
): Promise<T> {
  return send<T>(method, url, {
    headers: { Accept: 'application/json', ...authorizationHeader() },
    body,
  });
}
