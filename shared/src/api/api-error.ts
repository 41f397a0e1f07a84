// The error of spec §8 as a typed value: every failed call throws an ApiError, so callers branch on
// `status`, `code` and `fieldErrors` instead of on message text.
import type { FieldErrors } from '@storefront/shared/contract';

/** `code` values the client itself produces (the server's codes come from the contract). */
export const CLIENT_ERROR_CODES = {
  /** No answer at all: offline, DNS, CORS, connection reset. `status` is 0. */
  network: 'network',
  /** The server answered 2xx but the body does not match the contract. */
  invalidResponse: 'invalid_response',
  /** A non-2xx answer whose body carried no code. */
  http: 'http',
} as const;

export interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number;
  readonly code: string;
  /** First message per field (spec §8: "errors are stored by field, first message per field"). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The raw answer body, for the rare caller that needs more than the above. */
  readonly body: unknown;

  constructor({
    status,
    message,
    code = CLIENT_ERROR_CODES.http,
    fieldErrors = {},
    body,
    cause,
  }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }

  /** True when the server attached an error to this field. */
  has(field: string): boolean {
    return Object.hasOwn(this.fieldErrors, field);
  }

  /** The field's message, or undefined. */
  field(field: string): string | undefined {
    return this.has(field) ? this.fieldErrors[field] : undefined;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Keeps the first message of each field; fields with no message are dropped. */
export function firstFieldErrors(errors: FieldErrors | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = messages[0];
    if (first !== undefined) result[field] = first;
  }
  return result;
}
