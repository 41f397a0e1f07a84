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

/** Serves this file's requests through MSW; each test adds its answers with `apiServer.use(answer(…))`. */
export function serveApi(): SeenRequest[] {
  beforeAll(() => {
    apiServer.listen({ onUnhandledFrame: 'error' });
    apiServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const where = url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
      seen.push({ call: `${request.method} ${where}`, request: request.clone() });
    });
  });
  afterEach(() => {
    apiServer.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => apiServer.close());
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
