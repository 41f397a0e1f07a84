// Cross-site request forgery defence for the cookie session. The session cookie is SameSite=Lax,
// and on top of that every state-changing call under /api (POST, PUT, PATCH, DELETE):
//   - takes JSON only: a body of any other type (form-encoded, multipart, text/plain: what a
//     cross-site form or a no-cors fetch can send without a CORS preflight) is a 415;
//   - refuses `Sec-Fetch-Site: cross-site`, and an Origin (or, without one, a Referer) that is
//     neither the API's own host (the Host header, or X-Forwarded-Host from a trusted proxy: the
//     shell's /api proxy at 127.0.0.1:3000 in dev and `npm start`, other ports in e2e) nor listed in
//     ALLOWED_ORIGINS: 403 `{ message, errors: {}, code: 'csrf' }`.
// Calls without Origin, Referer and Sec-Fetch-Site (server to server, tests) pass. A route that must
// take foreign bodies from another server (an acquirer's notification) sets `config: { csrfExempt: true }`.
import { USER_ERROR_CODES } from '@storefront/shared/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';
import { requestLang, text } from './texts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the JSON-only and origin checks (server-to-server callbacks only). */
    csrfExempt?: boolean;
  }
}

/** The shell's origins in dev and `npm start`; e2e's other ports pass as the same host as Host. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://127.0.0.1:3000', 'http://localhost:3000'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` of an http(s) URL, or null (including the literal `null` origin). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isJsonOrNoBody(request: FastifyRequest): boolean {
  const type = first(request.headers['content-type']);
  if (type === undefined) {
    const length = Number(first(request.headers['content-length']) ?? 0);
    return !(length > 0) && request.headers['transfer-encoding'] === undefined;
  }
  return type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

export interface CsrfOptions {
  allowedOrigins?: readonly string[];
}

export function csrfGuard({
  allowedOrigins = DEFAULT_ALLOWED_ORIGINS,
}: CsrfOptions = {}): onRequestAsyncHookHandler {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin) => origin !== null));
  const trusted = (request: FastifyRequest, source: string) => {
    const origin = originOf(source);
    if (origin === null) return false;
    if (allowed.has(origin)) return true;
    // request.host is X-Forwarded-Host only when the proxy is trusted (trustProxy), else Host.
    const protocol = new URL(origin).protocol;
    return [first(request.headers.host), request.host].some(
      (host) => host !== undefined && host !== '' && originOf(`${protocol}//${host}`) === origin,
    );
  };

  return async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.csrfExempt) return;
    const lang = requestLang(request);
    const refuse = () => new HttpError(403, text(lang, 'csrf_refused'), USER_ERROR_CODES.csrf);
    if (first(request.headers['sec-fetch-site']) === 'cross-site') throw refuse();
    const source = first(request.headers.origin) ?? first(request.headers.referer);
    if (source !== undefined && !trusted(request, source)) throw refuse();
    if (!isJsonOrNoBody(request))
      throw new HttpError(415, text(lang, 'json_required'), USER_ERROR_CODES.unsupportedMediaType);
  };
}
