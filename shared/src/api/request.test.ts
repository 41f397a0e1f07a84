import { bus } from '@storefront/shared/events';
import { flashStore } from '@storefront/shared/stores';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answer, apiServer, serveApi } from '../test-utils/api-server';
import { ApiError } from './api-error';
import { configureApi, resetApiConfig } from './config';
import { apiRequest, buildUrl, NETWORK_ERROR_MESSAGE } from './request';

const okSchema = z.object({ ok: z.boolean() });

const cleanups: Array<() => void> = [];

/**
 * The API answers every request with `body` (these tests are about the client, not a route); the
 * base URL ends in a slash, which the client joins with exactly one. Listens to the server-error modal.
 */
function setup(body?: Parameters<typeof answer>[2], init?: Parameters<typeof answer>[3]) {
  apiServer.use(answer('all', '/api/*', body, init));
  configureApi({ baseUrl: '/api/', brand: 'pizza' });
  const serverError = vi.fn();
  cleanups.push(bus.on('shell:server-error', serverError));
  return { serverError };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  const seen = serveApi();
  const sent = (index = 0) => seen[index]?.request;

  beforeEach(() => flashStore.getState().clear());
  afterEach(() => {
    for (const off of cleanups.splice(0)) off();
    resetApiConfig();
    vi.restoreAllMocks();
  });

  it('refuses to run before configureApi', async () => {
    await expect(apiRequest(okSchema, '/x')).rejects.toThrow(/configureApi/);
  });

  it('sends JSON with the brand header', async () => {
    setup({ ok: true });
    await apiRequest(okSchema, '/cart/add', { method: 'PUT', body: { product_key: 'a', count: 1 } });
    expect(seen.map((request) => request.call)).toEqual(['PUT /api/cart/add']);
    expect(await sent()?.json()).toEqual({ product_key: 'a', count: 1 });
    expect(sent()?.headers.get('x-brand')).toBe('pizza');
    expect(sent()?.headers.get('content-type')).toBe('application/json');
  });

  it('sends the session cookie, cross-origin too', async () => {
    // The one thing MSW cannot see: the request reaches it rebuilt from the socket, without the
    // credentials mode. A spy passes the call on to the real fetch (served by MSW) and keeps the init.
    apiServer.use(answer('all', '/api/*', { ok: true }));
    const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(url, init));
    configureApi({ baseUrl: '/api', brand: 'pizza', fetch });
    await apiRequest(okSchema, '/cart');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it("adds the caller's headers, never overriding the brand", async () => {
    setup({ ok: true });
    await apiRequest(okSchema, '/order/create', {
      method: 'POST',
      body: {},
      headers: { 'idempotency-key': 'k-12345678', 'x-brand': 'other' },
    });
    expect(sent()?.headers.get('idempotency-key')).toBe('k-12345678');
    expect(sent()?.headers.get('x-brand')).toBe('pizza');
  });

  it("asks for content in the interface's language, as it is at the time of the call", async () => {
    apiServer.use(answer('all', '/api/*', { ok: true }));
    let language = 'tr';
    configureApi({ baseUrl: '/api', brand: 'pizza', language: () => language });
    await apiRequest(okSchema, '/products', { method: 'POST', body: {} });
    language = 'de';
    await apiRequest(okSchema, '/cities');
    expect(sent(0)?.headers.get('accept-language')).toBe('tr');
    expect(sent(1)?.headers.get('accept-language')).toBe('de');
  });

  it('leaves Accept-Language to the browser without an interface language', async () => {
    setup({ ok: true });
    await apiRequest(okSchema, '/cities');
    expect(sent()?.headers.has('accept-language')).toBe(false);
  });

  it('defaults to GET without a body or content type', async () => {
    setup({ ok: true });
    await apiRequest(okSchema, '/cities');
    expect(seen.map((request) => request.call)).toEqual(['GET /api/cities']);
    expect(await sent()?.text()).toBe('');
    expect(sent()?.headers.has('content-type')).toBe(false);
  });

  it('appends the query, leaving out null and undefined', async () => {
    setup({ ok: true });
    await apiRequest(okSchema, '/shops', { query: { city_id: 3, page: undefined, q: null, all: true } });
    expect(seen.map((request) => request.call)).toEqual(['GET /api/shops?city_id=3&all=true']);
  });

  it('returns the answer parsed by the schema', async () => {
    setup({ ok: true, extra: 1 });
    await expect(apiRequest(okSchema, '/x')).resolves.toEqual({ ok: true });
  });

  it('parses an answer by the contract schema it names (strict, the default), dropping what it lacks', async () => {
    setup({ status: 'received', id: 4, extra: true });
    await expect(
      apiRequest((contract) => contract.feedbackResponseSchema, '/feedback/question'),
    ).resolves.toEqual({
      status: 'received',
      id: 4,
    });
  });

  it('rejects an answer that breaks the named contract schema with code invalid_response', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ status: 'lost', id: 4 });
    const error = await failure(
      apiRequest((contract) => contract.feedbackResponseSchema, '/feedback/question', { method: 'POST' }),
    );
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect(logged.mock.calls[0]?.[0]).toContain('POST /feedback/question');
  });

  it('returns the answer as sent when no schema is given', async () => {
    setup({ anything: [1] });
    await expect(apiRequest(null, '/cart/clear', { method: 'DELETE' })).resolves.toEqual({ anything: [1] });
  });

  it('turns a §8 error body into field errors, keeping the first message per field', async () => {
    const { serverError } = setup(
      {
        message: 'The given data was invalid.',
        code: 'validation',
        errors: { phone: ['Phone is required', 'Phone is too short'], name: ['Name is required'] },
      },
      { status: 422 },
    );
    const error = await failure(apiRequest(okSchema, '/user/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation');
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual({ phone: 'Phone is required', name: 'Name is required' });
    expect(error.has('phone')).toBe(true);
    expect(error.has('email')).toBe(false);
    expect(error.field('name')).toBe('Name is required');
    expect(serverError).not.toHaveBeenCalled();
  });

  it.each([404, 500, 429])('shows status %i in the server-error modal', async (status) => {
    const { serverError } = setup({ message: 'Order not found', errors: {} }, { status });
    const error = await failure(apiRequest(okSchema, '/order/1'));
    expect(error.status).toBe(status);
    expect(serverError).toHaveBeenCalledWith({ status, message: 'Order not found' });
  });

  it('leaves a silent call to its caller (login shows 429 at the phone field)', async () => {
    const { serverError } = setup({ message: 'Too many attempts, try again later' }, { status: 429 });
    const error = await failure(apiRequest(okSchema, '/user/login', { method: 'POST', silent: true }));
    expect(error.status).toBe(429);
    expect(serverError).not.toHaveBeenCalled();
  });

  it('leaves only the listed statuses to the caller', async () => {
    const { serverError } = setup({ message: 'Boom' }, { status: 500 });
    apiServer.use(answer('get', '/api/cities/x', { message: 'No such city' }, { status: 404, once: true }));
    await failure(apiRequest(okSchema, '/cities/x', { silent: [404] }));
    expect(serverError).not.toHaveBeenCalled();
    await failure(apiRequest(okSchema, '/cities/x', { silent: [404] }));
    expect(serverError).toHaveBeenCalledWith({ status: 500, message: 'Boom' });
  });

  it('keeps the status of an answer that is not the §8 shape', async () => {
    setup('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    const error = await failure(apiRequest(okSchema, '/x'));
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', code: 'http', fieldErrors: {} });
  });

  it.each([
    ['errors that are not lists of text', { message: 'Invalid', errors: { phone: 'wrong' } }],
    ['a code that is not text', { message: 'Invalid', code: 7 }],
    ['no message', { errors: {} }],
  ])('does not take a body with %s for the §8 shape', async (_, body) => {
    setup(body, { status: 422, statusText: 'Unprocessable Entity' });
    const error = await failure(apiRequest(okSchema, '/x'));
    expect(error).toMatchObject({
      status: 422,
      message: 'Unprocessable Entity',
      code: 'http',
      fieldErrors: {},
    });
  });

  it('reports a network failure as status 0 with a clear message', async () => {
    const { serverError } = setup();
    apiServer.use(http.all('/api/*', () => HttpResponse.error()));
    const error = await failure(apiRequest(okSchema, '/x'));
    expect(error).toMatchObject({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
    expect(error.isNetworkError).toBe(true);
    expect(serverError).not.toHaveBeenCalled();
  });

  it('rethrows an abort untouched, so queries treat it as a cancellation', async () => {
    setup({ ok: true });
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest(okSchema, '/x', { signal: controller.signal })).rejects.toBe(
      controller.signal.reason,
    );
  });

  it('rejects an answer that does not match the contract with code invalid_response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ ok: 'yes' });
    const error = await failure(apiRequest(okSchema, '/x'));
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('pushes a notification of a successful answer to the flash messages', async () => {
    setup({ ok: true, notification: 'Promocode applied' });
    await apiRequest(okSchema, '/cart/gift/apply-promocode', { method: 'PUT' });
    expect(flashStore.getState().messages).toMatchObject([{ text: 'Promocode applied', kind: 'info' }]);
  });

  it('pushes a notification of a failed answer too', async () => {
    setup(
      { message: 'Invalid', errors: {}, notification: { message: 'Oops', type: 'error' } },
      { status: 422 },
    );
    await failure(apiRequest(okSchema, '/x'));
    expect(flashStore.getState().messages).toMatchObject([{ text: 'Oops', kind: 'error' }]);
  });

  it('accepts an empty answer when the schema allows it', async () => {
    setup(undefined, { status: 204 });
    await expect(apiRequest(z.undefined(), '/user/logout', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('buildUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('/api', '/cities')).toBe('/api/cities');
    expect(buildUrl('/api', 'cities')).toBe('/api/cities');
  });
});
