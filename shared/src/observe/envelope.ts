// A Sentry-compatible error report written by hand (spec §8): Sentry's — and GlitchTip's — envelope
// endpoint takes `POST {origin}{path}/api/{project}/envelope/` with the DSN's public key in the query
// (`sentry_key`, `sentry_version=7`), and a body of newline-separated JSON: the envelope header, then
// one item header and its payload, the event. The SDK would cost the page tens of kilobytes for the
// little the storefront sends; this is the same wire format in a few hundred bytes, and it runs in
// the browser and on Node alike (fetch, getRandomValues). Every event goes through the scrubber.
import { scrub } from './scrub';

export interface Dsn {
  publicKey: string;
  projectId: string;
  /** `{origin}{path}/api/{project}/envelope/` with the key in its query. */
  envelopeUrl: string;
  raw: string;
}

/** Reads `{protocol}://{public_key}@{host}{path}/{project_id}`; null (reporting off) for an empty value. */
export function parseDsn(value: string | undefined | null): Dsn | null {
  if (!value) return null;
  const url = new URL(value);
  const projectId = url.pathname.split('/').pop() ?? '';
  if (!url.username || !/^\d+$/.test(projectId))
    throw new Error('a DSN is {protocol}://{key}@{host}/{project}');
  const path = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  const query = new URLSearchParams({
    sentry_key: url.username,
    sentry_version: '7',
    sentry_client: 'storefront/1.0',
  });
  return {
    publicKey: url.username,
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/?${query}`,
    raw: `${url.protocol}//${url.username}@${url.host}${url.pathname}`,
  };
}

/** 32 hex digits, as Sentry's event ids. */
function eventId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ReportContext {
  /** Where it was caught: window.onerror, unhandledrejection, a boundary, a route… */
  source: string;
  platform: 'javascript' | 'node';
  /** The deployable: shell, api, shell-server. */
  service: string;
  environment?: string;
  release?: string;
  /** The page or the route; its query is scrubbed like everything else. */
  url?: string;
  extra?: Record<string, unknown>;
}

function exceptionOf(error: unknown) {
  const isError = error instanceof Error;
  return {
    type: isError ? error.name : 'Error',
    value: isError ? error.message : typeof error === 'string' ? error : 'Non-Error thrown',
    // The raw stack stays in extra: a frame parser per engine is what the SDK's weight buys.
    stack: isError ? (error.stack ?? '') : '',
  };
}

/** The event Sentry stores, with every part that could carry personal data scrubbed. */
export function buildEvent(error: unknown, context: ReportContext, id = eventId()) {
  const { type, value, stack } = exceptionOf(error);
  return {
    event_id: id,
    timestamp: Date.now() / 1000,
    platform: context.platform,
    level: 'error',
    logger: context.service,
    environment: context.environment ?? 'production',
    ...(context.release ? { release: context.release } : {}),
    tags: { service: context.service, source: context.source },
    exception: scrub({ values: [{ type, value, mechanism: { type: context.source, handled: false } }] }),
    ...(context.url ? { request: { url: scrub(context.url) } } : {}),
    extra: scrub({ ...context.extra, stack }),
  };
}

/** The envelope's bytes: header, item header, payload, one JSON document a line. */
export function serializeEnvelope(event: { event_id: string }, dsn: Dsn): string {
  const payload = JSON.stringify(event);
  const header = { event_id: event.event_id, sent_at: new Date().toISOString(), dsn: dsn.raw };
  const item = {
    type: 'event',
    length: new TextEncoder().encode(payload).length,
    content_type: 'application/json',
  };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}\n`;
}

/**
 * Sends one event; never throws — a reporter that fails must not become the next error. text/plain
 * keeps a browser's request "simple" (no CORS preflight), as Sentry's own browser transport does.
 */
export async function sendEvent(
  dsn: Dsn,
  error: unknown,
  context: ReportContext,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<boolean> {
  try {
    const event = buildEvent(error, context);
    const response = await fetcher(dsn.envelopeUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: serializeEnvelope(event, dsn),
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
