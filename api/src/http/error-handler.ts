// One place that turns every failure into the spec §8 body `{ message, errors, code }`.
// Client mistakes keep their 4xx status; only our own bugs become a 500, with a generic message.
import {
  ERROR_CODES,
  type ErrorBody,
  type FieldErrors,
  VALIDATION_MESSAGE,
} from '@storefront/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** Error bodies depend on the request, never cache them. */
function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  // A handler may have chosen an encoding or a cache validator before it failed.
  reply.removeHeader('content-encoding');
  reply.removeHeader('etag');
  return reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);
}

function sendNotFound(reply: FastifyReply) {
  return sendError(reply, 404, { message: 'Not found.', errors: {}, code: ERROR_CODES.notFound });
}

/** Issues as the §8 `errors` map: `items.0.amount` per field, the request part for a root-level issue. */
export function fieldErrors(
  issues: ReadonlyArray<Pick<z.core.$ZodIssue, 'path' | 'message'>>,
  fallbackField: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : fallbackField;
    const messages = errors[field] ?? [];
    messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}

/**
 * fastify-type-provider-zod reports a failed request schema as Fastify's validation error: one entry
 * per zod issue, its path as a JSON pointer (`/items/0/amount`, not escaped), the request part as the context.
 */
function requestValidationErrors(error: FastifyError): FieldErrors {
  const issues = (error.validation ?? []).map((entry) => ({
    // `/` is the part itself (an issue at the root).
    path: entry.instancePath === '/' ? [] : entry.instancePath.split('/').slice(1),
    message: entry.message ?? VALIDATION_MESSAGE,
  }));
  return fieldErrors(issues, error.validationContext ?? 'body');
}

const MALFORMED_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/** Most URLs we serve are short; anything longer is refused before routing (414). */
export const MAX_URL_LENGTH = 4096;

/** Fixed texts for framework refusals: their own messages may quote the URL or a header. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'Request timed out.',
  413: 'Request body too large.',
  414: 'URL too long.',
  415: 'Unsupported content type; send application/json.',
  431: 'Request headers too large.',
};

function frameworkBody(status: number): ErrorBody {
  return {
    message: FRAMEWORK_MESSAGES[status] ?? 'Bad request.',
    errors: {},
    code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest,
  };
}

/**
 * A value the database refused as data (SQLSTATE class 22: NUL, bad encoding, out of range, too
 * long, bad date…; 54000: a value too big to index) came from the client: a 422, not our 500.
 */
function databaseDataError(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000')) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (request.is404 && isFastifyError(error) && error.code?.startsWith('FST_ERR_CTP_')) {
    // A body that failed to parse on a URL we do not serve: the URL is the real problem.
    return sendNotFound(reply);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 422, {
      message: VALIDATION_MESSAGE,
      errors: requestValidationErrors(error as FastifyError),
      code: ERROR_CODES.validation,
    });
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return sendError(reply, error.statusCode, {
      message: error.message,
      errors: error.errors,
      code: error.code,
    });
  }
  if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
    const status = error.statusCode;
    if (status === 429) {
      return sendError(reply, 429, {
        message: 'Too many requests, try again later.',
        errors: {},
        code: ERROR_CODES.rateLimited,
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      // 400 rather than 415: the client treats every malformed request alike (spec §8).
      return sendError(reply, 400, {
        message: 'Unsupported content type; send application/json.',
        errors: {},
        code: ERROR_CODES.badRequest,
      });
    }
    if (MALFORMED_BODY_CODES.has(error.code) || error instanceof SyntaxError) {
      return sendError(reply, 400, {
        message: 'Malformed JSON body.',
        errors: {},
        code: ERROR_CODES.badRequest,
      });
    }
    // Other framework 4xx (body too large, bad URL, ...): a fixed text, nothing of the request echoed.
    return sendError(reply, status, frameworkBody(status));
  }
  const dataError = databaseDataError(error);
  if (dataError) {
    request.log.warn({ sqlstate: dataError }, 'database refused a value from the request');
    return sendError(reply, 422, { message: VALIDATION_MESSAGE, errors: {}, code: ERROR_CODES.validation });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, {
    message: 'Something went wrong on our side. Please try again later.',
    errors: {},
    code: ERROR_CODES.internal,
  });
}

/** Fastify's `frameworkErrors`: a bad URL (%00, broken escapes) or an overlong parameter. */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return sendError(reply, status, frameworkBody(status));
}

/**
 * Node's parser refusals (headers or request line too large, broken HTTP) never reach Fastify's
 * routing: answer them on the socket, still in the §8 shape and echoing nothing.
 */
export function handleClientError(error: Error & { code?: string }, socket: import('node:net').Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(frameworkBody(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Type: application/json\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Refuses an overlong URL before routing (414 in the §8 shape). */
export async function urlLengthGuard(request: FastifyRequest, reply: FastifyReply) {
  if (request.raw.url && request.raw.url.length > MAX_URL_LENGTH) {
    return sendError(reply, 414, frameworkBody(414));
  }
}

export function registerErrorHandling(app: FastifyInstance, { rateLimited }: { rateLimited: boolean }) {
  app.setErrorHandler(handleError);
  // Rate-limit 404s too, or probing unknown URLs would be free. The URL is not echoed back.
  app.setNotFoundHandler({ preHandler: rateLimited ? app.rateLimit() : undefined }, (_request, reply) =>
    sendNotFound(reply),
  );
}
