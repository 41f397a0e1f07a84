// The API as shared's tests meet it: MSW answers the requests the code really sends through the real
// fetch (no stand-in), a request no test expected fails the test, and every request is recorded.
// Kept out of the index so the other packages' tests that import test data do not load MSW.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const apiServer = setupServer();

/** One request as sent: `METHOD url` (path and query; the whole URL off the page's origin) and a copy to read. */
export interface SeenRequest {
  call: string;
  request: Request;
}

const seen: SeenRequest[] = [];

function record({ request }: { request: Request }) {
  const url = new URL(request.url);
  const where = url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
  seen.push({ call: `${request.method} ${where}`, request: request.clone() });
}

/** Serves this file's requests through MSW; each test adds its answers with `apiServer.use(answer(…))`. */
export function serveApi(): SeenRequest[] {
  beforeAll(() => {
    apiServer.listen({ onUnhandledFrame: 'error' });
    apiServer.events.on('request:start', record);
  });
  afterEach(() => {
    apiServer.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => {
    // The server outlives the file when test files share a worker: a listener left behind would
    // record every later file's requests once more.
    apiServer.events.removeListener('request:start', record);
    apiServer.close();
  });
  return seen;
}

/** `all`: any method, for tests about the client rather than a route. */
type Method = 'get' | 'post' | 'put' | 'delete' | 'all';

/**
 * An answer (JSON unless a string; no body: 204) to `METHOD url`, status 200 unless said; with
 * `once`, to the next such request only, so a test can line answers up.
 */
export function answer(
  method: Method,
  url: string,
  body?: JsonBodyType,
  { once = false, ...init }: ResponseInit & { once?: boolean } = {},
) {
  return http[method](
    url,
    () =>
      typeof body === 'string'
        ? new HttpResponse(body, init)
        : body === undefined
          ? new HttpResponse(null, { status: 204, ...init })
          : HttpResponse.json(body, init),
    { once },
  );
}

/** One call to the API as a fake route sees it: the path under /api, the query and the JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** What a route answers: a JSON body (200), or `{ status, body }` for anything else. */
export type Route = (call: ApiCall) => unknown;

/** A §8 error answer. */
export function failure(
  status: number,
  message: string,
  errors: Record<string, string[]> = {},
  code?: string,
) {
  return { status, body: { message, errors, ...(code ? { code } : {}) } };
}

/**
 * The API as a table of routes (`METHOD /path`, `/path` for any method, `*` for any other call)
 * served through MSW on the page's `/api`: every call is recorded in order, an unknown route gets the API's 404, and a
 * test changes an answer with `on`. For a test file that calls `serveApi()`.
 */
export function fakeApi(routes: Record<string, Route> = {}) {
  const calls: ApiCall[] = [];
  const table = new Map(Object.entries(routes));
  apiServer.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const text = await request.text();
      const call: ApiCall = {
        method: request.method,
        path,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      calls.push(call);
      const route = table.get(`${call.method} ${path}`) ?? table.get(path) ?? table.get('*');
      const result = route ? await route(call) : failure(404, 'Not found.', {}, 'not_found');
      const { status = 200, body } =
        result && typeof result === 'object' && 'body' in result
          ? (result as { status?: number; body: unknown })
          : { body: result };
      return HttpResponse.json(body as JsonBodyType, { status });
    }),
  );
  return {
    calls,
    on(route: string, answer: Route) {
      table.set(route, answer);
    },
    /** The calls to `path`, or to `METHOD path` when a method is given. */
    callsTo(...where: [path: string] | [method: string, path: string]) {
      const [method, path] = where.length === 2 ? where : [undefined, where[0]];
      return calls.filter((call) => call.path === path && (!method || call.method === method));
    },
  };
}
