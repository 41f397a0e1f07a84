// The API as the checkout's tests meet it: shared's MSW server answers the requests the page really
// sends (no fetch stand-in), and a request no test expected fails the test.
import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { apiServer, serveApi as serveSharedApi } from '@storefront/shared/test-utils/api';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach } from 'vitest';

// The page's own origin (happy-dom's location): what the storefront calls, with no CORS in between.
const BASE = '/api';

export { apiServer };

/** Serves this test file's requests through MSW; each test adds its answers with `apiServer.use(answer(…))`. */
export function serveApi() {
  serveSharedApi();
  beforeEach(() => configureApi({ baseUrl: BASE, brand: 'pizza' }));
  afterEach(() => resetApiConfig());
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** A JSON answer (status 200 unless said) to `METHOD /path` (the path under /api, no query). */
export function answer(
  method: Method,
  path: string,
  body: JsonBodyType | ((request: Request) => JsonBodyType | Promise<JsonBodyType>),
  status = 200,
) {
  return http[method](`${BASE}${path}`, async ({ request }) =>
    HttpResponse.json(typeof body === 'function' ? await body(request) : body, { status }),
  );
}

/** Records the JSON bodies sent to `METHOD /path`, answering each with `reply`. */
export function recordBodies(method: Method, path: string, reply: JsonBodyType) {
  const bodies: unknown[] = [];
  const handler = answer(method, path, async (request) => {
    bodies.push(await request.json());
    return reply;
  });
  return { handler, bodies };
}

/** Every request the page sent, as `METHOD /path` (query left out). */
export function recordRequests() {
  const seen: string[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}`);
  });
  return seen;
}
