import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authMessages } from '@shared/schemas/auth.ts';
import { sendError } from '../../plugins/errors.ts';
import { authBodySchemas, fieldErrors } from './auth-body-schemas.ts';
import type { DbRateLimitStore } from './db-rate-limit-store.ts';
import { resolveAuthEndpoint } from './auth-endpoints.ts';
import { phoneCodeLimits, signInTarget, type SignInTarget } from './auth.service.ts';
import { spendPasswordCheck } from './password-hash.ts';
import {
  deviceCookieName,
  deviceSetCookie,
  readCookie,
  signInLockout,
  type SignInClient,
} from './sign-in-lockout.ts';

const codeSendingPaths = new Set([
  '/sign-up/email',
  '/email-otp/send-verification-otp',
  '/email-otp/request-password-reset',
]);

interface BridgeDeps {
  app: FastifyInstance;
  rateLimitStore: DbRateLimitStore;
  /** False when no SMS provider is configured: phone codes are held in the staff outbox. */
  smsConfigured: boolean;
  lockout: ReturnType<typeof signInLockout>;
  /** Whether the shop is served over HTTPS (the device cookie is then Secure). */
  secure: boolean;
}

/** One request on its way to better-auth: its canonical path, and its body once checked. */
interface AuthCall {
  request: FastifyRequest;
  reply: FastifyReply;
  path: string;
  /** The URL better-auth is called at: /api/auth, the path and the query string. */
  target: string;
  body: unknown;
}

/** better-auth's error codes for "try again later", answered in this API's own terms. */
function toApiError(status: number, body: unknown): { code: string; message: string } {
  const b = (body ?? {}) as { code?: string; message?: string };
  if (status === 429) {
    return {
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    };
  }
  if (status === 404 && !b.message) return { code: 'NOT_FOUND', message: 'No such endpoint.' };
  return { code: b.code ?? 'AUTH_ERROR', message: b.message || 'An unknown error occurred.' };
}

/** Runs one request through better-auth and returns its answer, not yet sent. */
async function callAuth(app: FastifyInstance, { request, target, body }: AuthCall) {
  const url = new URL(target, app.auth.options.baseURL as string);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth keys its limits by this header; it must be the socket's address, not the caller's claim.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  if (hasBody && typeof body !== 'string') headers.set('content-type', 'application/json');
  return app.auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
    }),
  );
}

/** Sends better-auth's answer as this API's: its headers and cookies, errors as `{error}`. */
async function sendAuthAnswer({ request, reply }: AuthCall, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
    reply.header(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const text = await response.text();
  if (response.status >= 400) {
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { message: text };
    }
    if (response.status >= 500) request.log.error({ body: parsed }, 'auth error');
    else request.log.info({ status: response.status, body: parsed }, 'auth refused');
    return sendError(reply, response.status, toApiError(response.status, parsed));
  }
  return reply.send(text || null);
}

/**
 * The handler of /api/auth/*: the endpoint resolved to its canonical path, its body checked
 * with the shared schema, then the shop's own limits before better-auth answers.
 */
export function authBridgeHandler(
  app: FastifyInstance,
  options: { rateLimitStore: DbRateLimitStore; smsConfigured: boolean },
) {
  const deps: BridgeDeps = {
    app,
    ...options,
    lockout: signInLockout(options.rateLimitStore, app.auth.options.secret as string),
    secure: (app.auth.options.baseURL as string).startsWith('https://'),
  };
  return async function handleAuthRequest(request: FastifyRequest, reply: FastifyReply) {
    // Guards and better-auth must see one and the same path (auth-endpoints.ts).
    const endpoint = resolveAuthEndpoint(request.url, request.method);
    if (!endpoint.ok) {
      return endpoint.status === 405
        ? sendError(reply, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' })
        : sendError(reply, 404, { code: 'NOT_FOUND', message: 'No such endpoint.' });
    }
    const { path } = endpoint;
    const call: AuthCall = {
      request,
      reply,
      path,
      target: `/api/auth${path}${endpoint.search}`,
      body: request.body,
    };

    const schema = authBodySchemas[path];
    if (schema && request.method === 'POST') {
      const parsed = schema.safeParse(call.body ?? {});
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        return sendError(reply, 400, {
          code: 'VALIDATION_ERROR',
          message: Object.values(fields)[0] ?? 'Invalid input',
          fields,
        });
      }
      call.body = { ...(call.body as object), ...parsed.data };
    }

    if (path.startsWith('/phone-number/')) {
      const user = await app.sessionUser(request);
      if (!user) {
        return sendError(reply, 401, {
          code: 'SESSION_EXPIRED',
          message: authMessages.sessionExpired,
        });
      }
      if (path === '/phone-number/send-otp') return sendPhoneCode(deps, call, user.id);
    }

    const email = (call.body as { email?: unknown } | undefined)?.email;
    if (codeSendingPaths.has(path) && typeof email === 'string') {
      const refused = await limitEmailCodes(deps, call, email);
      if (refused) return refused;
    }

    // Every way of signing in with a secret counts against the same lockout (sign-in-lockout.ts).
    const signIn = await signInTarget(app.db, path, call.body);
    if (signIn) return signInWithLockout(deps, call, signIn);
    return passThrough(deps, call, email);
  };
}

/** A phone code, within the per-number limits; held in the outbox without an SMS provider. */
async function sendPhoneCode(
  { app, rateLimitStore, smsConfigured }: BridgeDeps,
  call: AuthCall,
  userId: number,
) {
  const { reply } = call;
  const { phoneNumber } = call.body as { phoneNumber: string };
  const wait = await phoneCodeLimits(rateLimitStore).consume(phoneNumber, userId);
  if (wait !== null) {
    reply.header('retry-after', String(wait));
    return sendError(reply, 429, {
      code: 'RATE_LIMITED',
      message: 'Too many codes were sent to this number. Please try again later.',
    });
  }
  const response = await callAuth(app, call);
  if (!response.ok) return sendAuthAnswer(call, response);
  await response.body?.cancel();
  // Without an SMS provider the code waits in the staff-only outbox: say so.
  return reply.send(
    smsConfigured
      ? { status: true, delivery: 'sent' }
      : { status: true, delivery: 'held', message: authMessages.smsHeld },
  );
}

/** Six codes an hour per address and path: the refusal, or undefined while within the limit. */
async function limitEmailCodes(
  { rateLimitStore }: BridgeDeps,
  { path, reply }: AuthCall,
  email: string,
) {
  const verdict = await rateLimitStore.consume(`email:${path}:${email}`, {
    window: 60 * 60,
    max: 6,
  });
  if (verdict.allowed) return undefined;
  reply.header('retry-after', String(verdict.retryAfter));
  return sendError(reply, 429, {
    code: 'RATE_LIMITED',
    message: 'Too many codes were sent to this address. Please try again later.',
  });
}

/** A sign-in with a secret, held to the account's lockout and counted in it. */
async function signInWithLockout(
  { app, lockout, secure }: BridgeDeps,
  call: AuthCall,
  { account, checksPassword }: SignInTarget,
) {
  const { request, reply } = call;
  const client: SignInClient = {
    ip: request.ip,
    deviceCookie: readCookie(request.headers.cookie, deviceCookieName),
  };
  const wait = await lockout.secondsToWait(account, client);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    return sendError(reply, 429, {
      code: 'RATE_LIMITED',
      message: `Too many failed sign-in attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`,
    });
  }
  if (!checksPassword) {
    await spendPasswordCheck(String((call.body as { password?: unknown }).password ?? ''));
  }
  const response = await callAuth(app, call);
  // Counted before answering, so the caller's next try already sees it.
  if (response.status === 401) await lockout.recordFailure(account, client);
  else if (response.ok) {
    await lockout.recordSuccess(account, client);
    reply.header('set-cookie', deviceSetCookie(lockout.newDeviceCookie(account), secure));
  }
  return sendAuthAnswer(call, response);
}

/** Any other endpoint: better-auth's answer, with what the shop adds after some of them. */
async function passThrough({ app, lockout, secure }: BridgeDeps, call: AuthCall, email: unknown) {
  const { path, reply } = call;
  const response = await callAuth(app, call);
  if (path === '/email-otp/verify-email' && response.ok && typeof email === 'string') {
    // Confirming the address signs the browser in: it is the owner's device from now on.
    reply.header('set-cookie', deviceSetCookie(lockout.newDeviceCookie(email), secure));
  }
  if (path === '/email-otp/reset-password' && response.ok && typeof email === 'string') {
    // The owner proved the mailbox: a lockout built up against the account is lifted.
    await lockout.resetAccount(email);
  }
  if (path === '/sign-up/email' && response.ok) {
    // better-auth answers a taken address with a made-up user and a new one with the real
    // (sequential) row: one answer for both, so sign-up tells nothing about who is registered.
    await response.body?.cancel();
    return reply.send({ status: true });
  }
  return sendAuthAnswer(call, response);
}
