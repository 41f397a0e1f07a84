// What a log line may carry: never a request body, a query string or an SQL parameter. Errors from
// the database are logged by SQLSTATE and constraint, drizzle's failed queries by their SQL text only
// (its message and stack carry the parameters; PostgreSQL's message and detail can quote values).
import type { FastifyRequest } from 'fastify';

interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  cause?: SafeError;
}

/** PostgreSQL (pg, PGlite) errors carry a five-character SQLSTATE in `code` and a `severity`. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** The stack without its first line(s), which repeat the message. */
function framesOnly(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const at = stack.indexOf('\n    at ');
  return at >= 0 ? stack.slice(at + 1) : '';
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { type: typeof error, message: '', stack: '' };
  }
  const record = error as unknown as Record<string, unknown>;
  const type = (error as Error).name || error.constructor?.name || 'Error';
  const cause = depth < 4 && record.cause !== undefined ? safeError(record.cause, depth + 1) : undefined;
  if (error.constructor?.name === 'DrizzleQueryError' || ('query' in record && 'params' in record)) {
    return {
      type: 'DrizzleQueryError',
      message: `Failed query: ${String(record.query)}`,
      stack: framesOnly(record.stack),
      ...(cause ? { cause } : {}),
    };
  }
  if (isDatabaseError(record)) {
    const pick = (key: string) => (typeof record[key] === 'string' ? { [key]: record[key] as string } : {});
    return {
      type,
      message: `database error ${record.code as string}`,
      stack: framesOnly(record.stack),
      code: record.code as string,
      ...pick('constraint'),
      ...pick('table'),
      ...pick('column'),
    };
  }
  return {
    type,
    message: typeof record.message === 'string' ? record.message : '',
    ...(typeof record.code === 'string' ? { code: record.code } : {}),
    ...(typeof record.statusCode === 'number' ? { statusCode: record.statusCode } : {}),
    stack: typeof record.stack === 'string' ? record.stack : '',
    ...(cause ? { cause } : {}),
  };
}

/** Method, path (no query string: a phone or code may sit there), id — never headers or body. */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0]?.slice(0, 200),
    remoteAddress: request.ip,
  };
}

export const SAFE_LOG_SERIALIZERS = {
  err: safeError,
  error: safeError,
  req: safeRequest,
};
