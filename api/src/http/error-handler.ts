// One place that turns every failure into the spec §8 body `{ message, errors, code }`.
// Client mistakes keep their 4xx status; only our own bugs become a 500, with a generic message.
import {
  ERROR_CODES,
  type ErrorBody,
  type FieldErrors,
  VALIDATION_MESSAGE,
} from '@storefront/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error';
import { RequestValidationError } from './zod-type-provider';

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

export function fieldErrors(error: z.ZodError, fallbackField: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : fallbackField;
    const messages = errors[field] ?? [];
    messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}

const MALFORMED_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (request.is404 && isFastifyError(error) && error.code?.startsWith('FST_ERR_CTP_')) {
    // A body that failed to parse on a URL we do not serve: the URL is the real problem.
    return sendNotFound(reply);
  }
  if (error instanceof RequestValidationError) {
    return sendError(reply, 422, {
      message: VALIDATION_MESSAGE,
      errors: fieldErrors(error.zodError, error.httpPart),
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
    // Other framework 4xx (body too large, bad URL, ...): their messages name no internals.
    return sendError(reply, status, { message: error.message, errors: {}, code: ERROR_CODES.badRequest });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, {
    message: 'Something went wrong on our side. Please try again later.',
    errors: {},
    code: ERROR_CODES.internal,
  });
}

export function registerErrorHandling(app: FastifyInstance, { rateLimited }: { rateLimited: boolean }) {
  app.setErrorHandler(handleError);
  // Rate-limit 404s too, or probing unknown URLs would be free. The URL is not echoed back.
  app.setNotFoundHandler({ preHandler: rateLimited ? app.rateLimit() : undefined }, (_request, reply) =>
    sendNotFound(reply),
  );
}
