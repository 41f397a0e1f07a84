import { bus } from '@storefront/shared/events';
import { flashStore } from '@storefront/shared/stores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeFetch } from '../test-utils/fake-fetch';
import { ApiError } from './api-error';
import { configureApi, resetApiConfig } from './config';
import { apiRequest, buildUrl, NETWORK_ERROR_MESSAGE } from './request';

const okSchema = z.object({ ok: z.boolean() });

function setup(...answers: Parameters<typeof fakeFetch>) {
  const fetch = fakeFetch(...answers);
  configureApi({ baseUrl: 'https://api.test/api/', brand: 'pizza', fetch });
  const serverError = vi.fn();
  const off = bus.on('shell:server-error', serverError);
  cleanups.push(off);
  return { fetch, serverError };
}

const cleanups: Array<() => void> = [];

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
  beforeEach(() => flashStore.getState().clear());
  afterEach(() => {
    for (const off of cleanups.splice(0)) off();
    resetApiConfig();
    vi.restoreAllMocks();
  });

  it('refuses to run before configureApi', async () => {
    await expect(apiRequest(okSchema, '/x')).rejects.toThrow(/configureApi/);
  });

  it('sends JSON with the session cookie and the brand header', async () => {
    const { fetch } = setup({ body: { ok: true } });
    await apiRequest(okSchema, '/cart/add', { method: 'PUT', body: { product_key: 'a', count: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.test/api/cart/add');
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      body: '{"product_key":"a","count":1}',
    });
    expect(init?.headers).toMatchObject({ 'x-brand': 'pizza', 'content-type': 'application/json' });
  });

  it("adds the caller's headers, never overriding the brand", async () => {
    const { fetch } = setup({ body: { ok: true } });
    await apiRequest(okSchema, '/order/create', {
      method: 'POST',
      body: {},
      headers: { 'idempotency-key': 'k-12345678', 'x-brand': 'other' },
    });
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({
      'idempotency-key': 'k-12345678',
      'x-brand': 'pizza',
    });
  });

  it("asks for content in the interface's language, as it is at the time of the call", async () => {
    const fetch = fakeFetch({ body: { ok: true } }, { body: { ok: true } });
    let language = 'tr';
    configureApi({ baseUrl: '/api', brand: 'pizza', fetch, language: () => language });
    await apiRequest(okSchema, '/products', { method: 'POST', body: {} });
    language = 'de';
    await apiRequest(okSchema, '/cities');
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ 'accept-language': 'tr' });
    expect(fetch.mock.calls[1]![1]?.headers).toMatchObject({ 'accept-language': 'de' });
  });

  it('leaves Accept-Language to the browser without an interface language', async () => {
    const { fetch } = setup({ body: { ok: true } });
    await apiRequest(okSchema, '/cities');
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('accept-language');
  });

  it('defaults to GET without a body or content type', async () => {
    const { fetch } = setup({ body: { ok: true } });
    await apiRequest(okSchema, '/cities');
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('appends the query, leaving out null and undefined', async () => {
    const { fetch } = setup({ body: { ok: true } });
    await apiRequest(okSchema, '/shops', { query: { city_id: 3, page: undefined, q: null, all: true } });
    expect(fetch.mock.calls[0]![0]).toBe('https://api.test/api/shops?city_id=3&all=true');
  });

  it('returns the answer parsed by the schema', async () => {
    setup({ body: { ok: true, extra: 1 } });
    await expect(apiRequest(okSchema, '/x')).resolves.toEqual({ ok: true });
  });

  it('parses an answer by the contract schema it names (strict, the default), dropping what it lacks', async () => {
    setup({ body: { status: 'received', id: 4, extra: true } });
    await expect(apiRequest('feedbackResponseSchema', '/feedback/question')).resolves.toEqual({
      status: 'received',
      id: 4,
    });
  });

  it('rejects an answer that breaks the named contract schema with code invalid_response', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ body: { status: 'lost', id: 4 } });
    const error = await failure(
      apiRequest('feedbackResponseSchema', '/feedback/question', { method: 'POST' }),
    );
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect(logged.mock.calls[0]?.[0]).toContain('POST /feedback/question');
  });

  it('returns the answer as sent when no schema is given', async () => {
    setup({ body: { anything: [1] } });
    await expect(apiRequest(null, '/cart/clear', { method: 'DELETE' })).resolves.toEqual({ anything: [1] });
  });

  it('turns a §8 error body into field errors, keeping the first message per field', async () => {
    const { serverError } = setup({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        code: 'validation',
        errors: { phone: ['Phone is required', 'Phone is too short'], name: ['Name is required'] },
      },
    });
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
    const { serverError } = setup({ status, body: { message: 'Order not found', errors: {} } });
    const error = await failure(apiRequest(okSchema, '/order/1'));
    expect(error.status).toBe(status);
    expect(serverError).toHaveBeenCalledWith({ status, message: 'Order not found' });
  });

  it('leaves a silent call to its caller (login shows 429 at the phone field)', async () => {
    const { serverError } = setup({ status: 429, body: { message: 'Too many attempts, try again later' } });
    const error = await failure(apiRequest(okSchema, '/user/login', { method: 'POST', silent: true }));
    expect(error.status).toBe(429);
    expect(serverError).not.toHaveBeenCalled();
  });

  it('leaves only the listed statuses to the caller', async () => {
    const { serverError } = setup(
      { status: 404, body: { message: 'No such city' } },
      { status: 500, body: { message: 'Boom' } },
    );
    await failure(apiRequest(okSchema, '/cities/x', { silent: [404] }));
    expect(serverError).not.toHaveBeenCalled();
    await failure(apiRequest(okSchema, '/cities/x', { silent: [404] }));
    expect(serverError).toHaveBeenCalledWith({ status: 500, message: 'Boom' });
  });

  it('keeps the status of an answer that is not the §8 shape', async () => {
    setup({ status: 502, statusText: 'Bad Gateway', body: '<html>bad gateway</html>' });
    const error = await failure(apiRequest(okSchema, '/x'));
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', code: 'http', fieldErrors: {} });
  });

  it.each([
    ['errors that are not lists of text', { message: 'Invalid', errors: { phone: 'wrong' } }],
    ['a code that is not text', { message: 'Invalid', code: 7 }],
    ['no message', { errors: {} }],
  ])('does not take a body with %s for the §8 shape', async (_, body) => {
    setup({ status: 422, statusText: 'Unprocessable Entity', body });
    const error = await failure(apiRequest(okSchema, '/x'));
    expect(error).toMatchObject({
      status: 422,
      message: 'Unprocessable Entity',
      code: 'http',
      fieldErrors: {},
    });
  });

  it('reports a network failure as status 0 with a clear message', async () => {
    const { serverError } = setup(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest(okSchema, '/x'));
    expect(error).toMatchObject({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
    expect(error.isNetworkError).toBe(true);
    expect(serverError).not.toHaveBeenCalled();
  });

  it('rethrows an abort untouched, so queries treat it as a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    setup(abort);
    await expect(apiRequest(okSchema, '/x', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('rejects an answer that does not match the contract with code invalid_response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ body: { ok: 'yes' } });
    const error = await failure(apiRequest(okSchema, '/x'));
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('pushes a notification of a successful answer to the flash messages', async () => {
    setup({ body: { ok: true, notification: 'Promocode applied' } });
    await apiRequest(okSchema, '/cart/gift/apply-promocode', { method: 'PUT' });
    expect(flashStore.getState().messages).toMatchObject([{ text: 'Promocode applied', kind: 'info' }]);
  });

  it('pushes a notification of a failed answer too', async () => {
    setup({
      status: 422,
      body: { message: 'Invalid', errors: {}, notification: { message: 'Oops', type: 'error' } },
    });
    await failure(apiRequest(okSchema, '/x'));
    expect(flashStore.getState().messages).toMatchObject([{ text: 'Oops', kind: 'error' }]);
  });

  it('accepts an empty answer when the schema allows it', async () => {
    setup({ status: 204 });
    await expect(apiRequest(z.undefined(), '/user/logout', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('buildUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('/api', '/cities')).toBe('/api/cities');
    expect(buildUrl('/api', 'cities')).toBe('/api/cities');
  });
});
