import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '@shared/schemas/api-error.ts';
import { messages } from '@shared/schemas/api-error.ts';
import { isUnstorableInput } from '../db/pg-errors.ts';

/** A failure a service means to report to the caller: status, code and a readable message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'VALIDATION_ERROR', message, fields);

export function sendError(reply: FastifyReply, status: number, body: ApiError['error']) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: body });
}

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Every error leaves the API as `{error: {code, message, fields?}}`: 400 with one message per
 * field for validation, the service's own status for HttpError, and a bare 500 (no stack, no
 * internals) for anything unexpected, which is logged in full instead.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: Record<string, string> = {};
        for (const issue of err.validation) {
          const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
          fields[key] ??= issue.message ?? messages.invalid;
        }
        const first = Object.values(fields)[0] ?? messages.invalid;
        return sendError(reply, 400, { code: 'VALIDATION_ERROR', message: first, fields });
      }
      if (err instanceof HttpError) {
        return sendError(reply, err.statusCode, {
          code: err.code,
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
        });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err }, 'response did not match its schema');
        return sendError(reply, 500, {
          code: 'INTERNAL',
          message: 'Something went wrong on our side.',
        });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          status === 429
            ? 'Too many requests. Please wait a moment and try again.'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
                err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? err.message
              : status === 400
                ? 'The request could not be read.'
                : err.message;
        return sendError(reply, status, { code: codeByStatus[status] ?? 'BAD_REQUEST', message });
      }
      if (isUnstorableInput(err)) {
        // Logged, in case a server-side computation overflowed rather than the client's input.
        request.log.warn({ err }, 'the database refused a value from the request');
        return sendError(reply, 400, {
          code: 'BAD_REQUEST',
          message: 'The request could not be read.',
        });
      }
      request.log.error({ err }, 'unhandled error');
      return sendError(reply, 500, {
        code: 'INTERNAL',
        message: 'Something went wrong on our side.',
      });
    });
  },
  { name: 'errors' },
);
