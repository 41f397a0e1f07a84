// Errors a handler throws on purpose. The error handler turns them into the spec §8 body.
import { ERROR_CODES, type ErrorCode, type FieldErrors } from '@storefront/shared/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode | string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message, ERROR_CODES.notFound);

export const badRequest = (
  message: string,
  errors: FieldErrors = {},
  code: string = ERROR_CODES.badRequest,
) => new HttpError(400, message, code, errors);
