import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STALE_CODE, type ApiError } from '@shared/schemas/common';
import { innermostMessage, isDatabaseUnavailable, isForeignKeyViolation } from '../db/errors';

/** An error whose message is safe to show the person who caused it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Omit<ApiError, 'message'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 for a record that is missing or belongs to someone else: the two must look the same. */
export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** 409 for a change made on a version that is no longer current; `current` lets the client merge or ask. */
export const staleChange = (what: string, current: unknown) =>
  new HttpError(409, `This ${what} was changed in another tab or on another device`, { code: STALE_CODE, current });

const MIB = 1024 * 1024;

/** What a person sees while the database is down or restarting; the client may simply retry. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable, please try again shortly';

/** Fastify's own client errors, with wording a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, (request: FastifyRequest) => string> = {
  // Most routes take 1 MiB; the account import takes more.
  FST_ERR_CTP_BODY_TOO_LARGE: (request) =>
    `Request body is too large (the limit is ${Math.round(request.routeOptions.bodyLimit / MIB)} MiB)`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Request body must be JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Request body length does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'Request body is empty but Content-Type says JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'Request body is not valid JSON',
};

function fieldErrorsOf(validation: { instancePath: string; message?: string | undefined }[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
  }
  return fieldErrors;
}

/**
 * Every error leaves as JSON `{ message, code?, fieldErrors? }`; a 500 never carries its cause, and a
 * lost database connection is a 503 that the client may retry.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A tag names a list as it is; an error is no such thing, and must not be revalidated as one.
    reply.removeHeader('etag');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(error.validation);
      const message = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid input';
      return reply.code(400).send({ message, fieldErrors } satisfies ApiError);
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, ...error.details } satisfies ApiError);
    }
    if (isForeignKeyViolation(error)) {
      return reply.code(404).send({ message: 'A linked record was not found' } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage is not a bug: no stack trace per request, and a hint for clients and proxies.
      request.log.warn({ reason: innermostMessage(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code]?.(request) ?? error.message;
      return reply.code(status).send({ message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal error' } satisfies ApiError);
  });
}
