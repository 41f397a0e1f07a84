import { apiServer, serveApi } from '@storefront/shared/test-utils/api';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEarlyFetch, earlyKey } from './early-data';

// Same origin as the page: happy-dom's fetch would send a CORS preflight to another one.
const API = new URL('/api', window.location.href).href;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const init = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: {
    accept: 'application/json',
    'x-brand': 'pizza',
    ...(body ? { 'content-type': 'application/json' } : {}),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
  credentials: 'include',
});

/** What reached the network: method, path, brand and body of each call. */
const network: { method: string; path: string; brand: string | null; body: string }[] = [];
serveApi();
beforeEach(() => {
  network.length = 0;
  apiServer.use(
    http.all(`${API}/*`, async ({ request }) => {
      network.push({
        method: request.method,
        path: new URL(request.url).pathname,
        brand: request.headers.get('x-brand'),
        body: await request.text(),
      });
      return HttpResponse.json({ from: 'network' });
    }),
  );
});

describe('the API client fetch that takes answers the page started early', () => {
  it('answers an identical call once with the early answer, then asks the network', async () => {
    const url = `${API}/cities/moscow`;
    const fetcher = createEarlyFetch({
      [earlyKey('GET', url, 'pizza', '')]: Promise.resolve(json({ from: 'early' })),
    });
    expect(await (await fetcher(url, init('GET'))).json()).toEqual({ from: 'early' });
    expect(network).toEqual([]);
    expect(await (await fetcher(url, init('GET'))).json()).toEqual({ from: 'network' });
    expect(network).toEqual([{ method: 'GET', path: '/api/cities/moscow', brand: 'pizza', body: '' }]);
  });

  it('matches the body and brand exactly', async () => {
    const url = `${API}/products`;
    const body = { city_id: 1, order_type: 'delivery', shop_id: null, delivery_zone_id: null };
    const fetcher = createEarlyFetch({
      [earlyKey('POST', url, 'pizza', JSON.stringify(body))]: Promise.resolve(json({ from: 'early' })),
    });
    await fetcher(url, init('POST', { ...body, order_type: 'takeaway' }));
    await fetcher(url, { ...init('POST', body), headers: { 'x-brand': 'sushi' } });
    expect(network.map((call) => [call.brand, JSON.parse(call.body).order_type])).toEqual([
      ['pizza', 'takeaway'],
      ['sushi', 'delivery'],
    ]);
    expect(await (await fetcher(url, init('POST', body))).json()).toEqual({ from: 'early' });
    expect(network).toHaveLength(2);
  });

  it('asks the network when the early call failed', async () => {
    const url = `${API}/settings`;
    const fetcher = createEarlyFetch({
      [earlyKey('GET', url, 'pizza', '')]: Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await (await fetcher(url, init('GET'))).json()).toEqual({ from: 'network' });
    expect(network).toHaveLength(1);
  });

  it('is the plain fetch when the page started nothing', async () => {
    const answer = await createEarlyFetch(undefined)(`${API}/settings`, init('GET'));
    expect(await answer.json()).toEqual({ from: 'network' });
    expect(network).toEqual([{ method: 'GET', path: '/api/settings', brand: 'pizza', body: '' }]);
  });
});
