// The fetch client of ARCHITECTURE "api": JSON in and out, the session cookie, the brand header,
// answers held to the contract's zod schemas, and spec §8 failures turned into ApiError.
// Neither zod nor the contract is loaded with this file: a call takes its answer's schema from the
// contract module, which only a `strict` check loads (contract-check.ts).
import type { FieldErrors } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { flashStore } from '@storefront/shared/stores';
import type { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES, firstFieldErrors } from './api-error';
import { apiConfig } from './config';
import { type ContractSchema, contractSchema, hasAnswerShape } from './contract-check';
import { readNotification } from './notification';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * The caller shows the failure itself: no ServerErrorModal for 404/500/429. `true` for every
   * status (login shows 429 at the phone field, spec §8), or the statuses the caller handles
   * (`[404]`: the city route shows its 404 page but a 500 still opens the modal).
   */
  silent?: boolean | readonly number[];
  /** Extra request headers, e.g. `Idempotency-Key` on create and pay. */
  headers?: Record<string, string>;
}

/** Statuses that open ServerErrorModal (spec §8: 404 or 500; 429 outside login). */
export const SERVER_ERROR_STATUSES: readonly number[] = [404, 429, 500];

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const INVALID_RESPONSE_MESSAGE = 'The server sent an answer this page does not understand.';

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The §8 error body (`errorBodySchema` of the contract: a message, field errors as lists of strings,
 * an optional code), checked by hand so that a failed call needs no zod either.
 */
function errorBody(body: unknown): { message: string; errors: FieldErrors; code?: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errors = {}, code } = body as Record<string, unknown>;
  if (typeof message !== 'string' || (code !== undefined && typeof code !== 'string')) return null;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const lists = Object.values(errors);
  if (!lists.every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string')))
    return null;
  return { message, errors: errors as FieldErrors, code };
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const parsed = errorBody(body);
  if (parsed) {
    return new ApiError({
      status,
      message: parsed.message,
      code: parsed.code ?? CLIENT_ERROR_CODES.http,
      fieldErrors: firstFieldErrors(parsed.errors),
      body,
    });
  }
  // Not our error shape (a proxy's HTML page, an empty 502): keep the status, say something useful.
  return new ApiError({ status, message: statusText || `Request failed with status ${status}`, body });
}

/**
 * What an answer is held to: a schema of the contract module (`(contract) => contract.x`, checked as
 * the configured contract check says, contract-check.ts), a zod schema the caller already has (parsed before the call returns), or
 * null (no body expected).
 */
export type AnswerSchema = ContractSchema | z.ZodType | null;

/** The answer's type for an AnswerSchema. */
export type AnswerOf<S extends AnswerSchema> = S extends z.ZodType
  ? z.output<S>
  : S extends ContractSchema<infer T>
    ? z.output<T>
    : unknown;

/**
 * Calls `/api{path}` and returns the answer held to `schema`. Throws ApiError on any failure; an
 * aborted request rethrows the AbortError untouched so TanStack Query treats it as a cancellation.
 */
export async function apiRequest<S extends AnswerSchema>(
  schema: S,
  path: string,
  { method = 'GET', body, query, signal, silent = false, headers: extra }: RequestOptions = {},
): Promise<AnswerOf<S>> {
  const config = apiConfig();
  const headers: Record<string, string> = { ...extra, accept: 'application/json', 'x-brand': config.brand };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const language = config.language?.();
  if (language) headers['accept-language'] = language;

  let response: Response;
  try {
    response = await (config.fetch ?? globalThis.fetch)(buildUrl(config.baseUrl, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      code: CLIENT_ERROR_CODES.network,
      cause: error,
    });
  }

  const json = await readJson(response);
  const notification = readNotification(json);
  if (notification) flashStore.getState().push(notification.text, notification.kind);

  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, json);
    const handledByCaller = silent === true || (Array.isArray(silent) && silent.includes(error.status));
    if (!handledByCaller && SERVER_ERROR_STATUSES.includes(error.status)) {
      bus.emit('shell:server-error', { status: error.status, message: error.message });
    }
    throw error;
  }

  if (schema === null) return json as AnswerOf<S>;
  if (typeof schema === 'function' && config.contractCheck === 'shape') {
    if (hasAnswerShape(json)) return json as AnswerOf<S>;
    const error = new TypeError('The answer is not a JSON object or array.');
    throw invalidResponse(`${method} ${path}`, response.status, json, error, error.message);
  }
  const zodSchema = typeof schema === 'function' ? await contractSchema(schema) : (schema as z.ZodType);
  const parsed = zodSchema.safeParse(json);
  if (!parsed.success) {
    throw invalidResponse(`${method} ${path}`, response.status, json, parsed.error, parsed.error.issues);
  }
  return parsed.data as AnswerOf<S>;
}

function invalidResponse(
  call: string,
  status: number,
  body: unknown,
  cause: unknown,
  detail: unknown,
): ApiError {
  // Worth a console line: it means the API and this build disagree about the contract.
  console.error(`[api] ${call}: answer does not match the contract`, detail);
  return new ApiError({
    status,
    message: INVALID_RESPONSE_MESSAGE,
    code: CLIENT_ERROR_CODES.invalidResponse,
    body,
    cause,
  });
}
