// Local stand-ins for the two outside systems the storefront reports to, for `npm start` and e2e:
// - an error sink that takes Sentry's envelope endpoint as Sentry (and GlitchTip) take it —
//   `POST /api/{project}/envelope/`, the public key in the query (`sentry_key`) or in an
//   `X-Sentry-Auth` header, newline-separated JSON items with an optional byte `length` — and refuses
//   a wrong key or project with 401/403 as they do;
// - an analytics collector on GA4 Measurement Protocol's path, `POST /mp/collect?measurement_id=…
//   &api_secret=…` with a JSON body `{client_id, events: [{name, params}]}`, answering 204 as Google does
//   (Google answers 2xx even to a malformed body; the collector keeps what it could not read apart so a
//   test sees it).
// Each records what it received and offers it back at `GET /__sink/…` (and clears it with DELETE).
import Fastify, { type FastifyInstance } from 'fastify';

export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: unknown;
}

export interface RecordedEnvelope {
  projectId: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The body as received: a test scans it for what must never be sent. */
  raw: string;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Splits an envelope: a header line, then item headers each followed by `length` bytes or a line. */
export function parseEnvelope(raw: string): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  const bytes = Buffer.from(raw, 'utf8');
  let at = 0;
  const line = () => {
    const end = bytes.indexOf(0x0a, at);
    const text = bytes.subarray(at, end === -1 ? bytes.length : end).toString('utf8');
    at = end === -1 ? bytes.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < bytes.length) {
    const headerLine = line();
    if (!headerLine.trim()) continue;
    const itemHeader = JSON.parse(headerLine) as Record<string, unknown>;
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = bytes.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (bytes[at] === 0x0a) at += 1;
    } else payload = line();
    items.push({ header: itemHeader, payload: parseJson(payload) });
  }
  return { header, items };
}

/** The public key of a request: `?sentry_key=` or `X-Sentry-Auth: Sentry sentry_key=…, …`. */
function publicKeyOf(
  query: Record<string, string | undefined>,
  auth: string | undefined,
): string | undefined {
  if (query.sentry_key) return query.sentry_key;
  return /sentry_key=([^,\s]+)/.exec(auth ?? '')?.[1];
}

function allowBrowsers(app: FastifyInstance) {
  // Both answer browsers from any origin, as Sentry and Google do: pages post errors directly (the
  // purchase hit now comes from the API, but a page tag may still post to the collector).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type, x-sentry-auth');
  });
  app.options('*', async (_request, reply) => reply.code(204).send());
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

export function createErrorSink({ projectIds, publicKey }: { projectIds: string[]; publicKey: string }) {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  allowBrowsers(app);
  const received: RecordedEnvelope[] = [];
  app.post<{ Params: { project: string }; Querystring: Record<string, string | undefined> }>(
    '/api/:project/envelope/',
    async (request, reply) => {
      const key = publicKeyOf(request.query, request.headers['x-sentry-auth'] as string | undefined);
      if (!key) return reply.code(401).send({ detail: 'missing authorization information' });
      if (key !== publicKey || !projectIds.includes(request.params.project))
        return reply.code(403).send({ detail: 'invalid api key' });
      const raw = String(request.body ?? '');
      let parsed: ReturnType<typeof parseEnvelope>;
      try {
        parsed = parseEnvelope(raw);
      } catch {
        return reply.code(400).send({ detail: 'invalid envelope' });
      }
      received.push({ projectId: request.params.project, ...parsed, raw });
      return { id: parsed.header.event_id ?? null };
    },
  );
  app.get('/__sink/envelopes', async () => received);
  app.delete('/__sink/envelopes', async (_request, reply) => {
    received.length = 0;
    return reply.code(204).send();
  });
  return { app, received };
}

export interface RecordedHit {
  measurementId: string;
  body: unknown;
  raw: string;
}

export function createAnalyticsCollector({
  measurementId,
  apiSecret,
}: {
  measurementId: string;
  apiSecret: string;
}) {
  const app = Fastify({ logger: false, bodyLimit: 128 * 1024 });
  allowBrowsers(app);
  const received: RecordedHit[] = [];
  app.post<{ Querystring: Record<string, string | undefined> }>('/mp/collect', async (request, reply) => {
    // A hit for another stream or with a wrong secret is dropped silently, as Google drops it.
    if (request.query.measurement_id === measurementId && request.query.api_secret === apiSecret) {
      const raw = String(request.body ?? '');
      received.push({ measurementId, body: parseJson(raw), raw });
    }
    return reply.code(204).send();
  });
  app.get('/__sink/events', async () =>
    received.flatMap((hit) => {
      const body = hit.body as { client_id?: string; events?: { name: string; params?: unknown }[] };
      return (body.events ?? []).map((event) => ({ client_id: body.client_id, ...event }));
    }),
  );
  app.get('/__sink/hits', async () => received);
  app.delete('/__sink/events', async (_request, reply) => {
    received.length = 0;
    return reply.code(204).send();
  });
  return { app, received };
}
