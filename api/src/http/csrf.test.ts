// CSRF defence (http/csrf.ts): state-changing calls take JSON only and refuse other sites (Origin,
// Referer, Sec-Fetch-Site), on the cart, address and user calls alike; reads and server-to-server
// calls pass.
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, newPhone, signIn } from '../modules/user/testing';
import { describeEachDatabase } from '../test/describe-each-database';
import { expectErrorBody } from '../test/expect-error-body';
import { type CityFacts, cityFacts, MOSCOW } from '../test/world';

const API_HOST = '127.0.0.1:3010';

describeEachDatabase('csrf', (ctx) => {
  let moscow: CityFacts;
  beforeAll(async () => {
    moscow = await cityFacts(ctx.app, 'moscow');
  });

  const takeaway = () => ({ city_id: moscow.id, order_type: 'takeaway', shop_id: moscow.centreShop.id });
  const calls = (): [string, InjectOptions['method'], string, object | undefined][] => [
    ['cart add', 'PUT', '/api/cart/add', { ...takeaway(), product_key: '1' }],
    ['cart clear', 'DELETE', '/api/cart/clear', undefined],
    [
      'set-by-address',
      'POST',
      '/api/user/addresses/set-by-address',
      { city_id: moscow.id, address: MOSCOW.centre },
    ],
    ['login', 'POST', '/api/user/login', { city_id: moscow.id, phone: newPhone(), notify_channel: 'sms' }],
    ['profile update', 'PUT', '/api/user/update', { name: 'Mallory' }],
    ['logout', 'DELETE', '/api/user/logout', undefined],
  ];

  const send = (method: InjectOptions['method'], url: string, payload: object | undefined, headers: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { host: API_HOST, ...headers },
      ...(payload ? { payload } : {}),
    });

  describe('another site', () => {
    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
      ['the null Origin', { origin: 'null' }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      [
        'Sec-Fetch-Site cross-site with our own Origin',
        { 'sec-fetch-site': 'cross-site', origin: `http://${API_HOST}` },
      ],
    ])('refuses %s with 403 csrf on every state-changing call', async (_name, headers) => {
      for (const [name, method, url, payload] of calls()) {
        const response = await send(method, url, payload, headers);
        const body = expectErrorBody(response, 403, 'csrf');
        expect(body.errors, name).toEqual({});
      }
    });

    it('changes nothing when it refuses', async () => {
      const v = client(ctx.app);
      await v.put('/api/cart');
      const refused = await v.request({
        method: 'PUT',
        url: '/api/cart/add',
        headers: { origin: 'https://evil.example' },
        payload: { ...takeaway(), product_key: '1' },
      });
      expectErrorBody(refused, 403, 'csrf');
      const cart = (await v.put('/api/cart')).json() as { cart: { count: number } };
      expect(cart.cart.count).toBe(0);
    });

    it('refuses a signed-in customer’s cross-site profile change and sign-out', async () => {
      const v = await signIn(ctx.app, moscow.id, newPhone());
      const foreign = { origin: 'https://evil.example' };
      expectErrorBody(
        await v.request({
          method: 'PUT',
          url: '/api/user/update',
          headers: foreign,
          payload: { name: 'Mallory' },
        }),
        403,
        'csrf',
      );
      expectErrorBody(
        await v.request({ method: 'DELETE', url: '/api/user/logout', headers: foreign }),
        403,
        'csrf',
      );
      expectErrorBody(
        await v.request({ method: 'DELETE', url: '/api/user/remove', headers: foreign }),
        403,
        'csrf',
      );
      expect((await v.get('/api/user/check-session')).json()).toMatchObject({ authorized: true });
      expect(((await v.get('/api/user/get')).json() as { user: { name: string } }).user.name).not.toBe(
        'Mallory',
      );
    });

    it('answers in Russian by default and in the language of the cookie', async () => {
      const ru = expectErrorBody(
        await send('DELETE', '/api/cart/clear', undefined, { origin: 'https://x.example' }),
        403,
      );
      expect(ru.message).toMatch(/другого сайта/);
      const en = expectErrorBody(
        await send('DELETE', '/api/cart/clear', undefined, {
          origin: 'https://x.example',
          cookie: 'language=en',
        }),
        403,
      );
      expect(en.message).toMatch(/another site/);
      const tr = expectErrorBody(
        await send('DELETE', '/api/cart/clear', undefined, {
          origin: 'https://x.example',
          cookie: 'language=tr',
        }),
        403,
        'csrf',
      );
      expect(tr.message).toBe('İstek reddedildi: başka bir siteden gönderildi.');
    });
  });

  describe('bodies that are not JSON', () => {
    it.each([
      ['form-encoded', 'application/x-www-form-urlencoded', 'city_id=1&order_type=takeaway&product_key=1'],
      [
        'multipart',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
      ['text/plain', 'text/plain', '{"product_key":"1"}'],
    ])('refuses a %s body with 415, even from our own origin', async (_name, type, payload) => {
      for (const url of ['/api/cart/add', '/api/user/login', '/api/user/addresses/set-by-address']) {
        const method = url === '/api/cart/add' ? 'PUT' : 'POST';
        const response = await send(method, url, undefined, {
          'content-type': type,
          origin: `http://${API_HOST}`,
        });
        expectErrorBody(response, 415, 'unsupported_media_type');
        const withBody = await ctx.app.inject({ method, url, headers: { 'content-type': type }, payload });
        expectErrorBody(withBody, 415, 'unsupported_media_type');
      }
    });

    it('refuses a body without a content type', async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/cart/add',
        headers: { 'content-length': '2' },
        payload: Buffer.from('{}'),
      });
      expectErrorBody(response, 415, 'unsupported_media_type');
    });
  });

  describe('what passes', () => {
    it('takes JSON from our own host (Origin matching Host), the listed shell origins, and same-origin fetches', async () => {
      for (const headers of [
        { origin: `http://${API_HOST}` },
        { referer: `http://${API_HOST}/moscow` },
        { origin: 'http://127.0.0.1:3000' },
        { origin: 'http://localhost:3000' },
        { 'sec-fetch-site': 'same-origin', origin: `http://${API_HOST}` },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
        { 'content-type': 'application/json; charset=utf-8' },
      ]) {
        const response = await send(
          'PUT',
          '/api/cart',
          {},
          { 'content-type': 'application/json', ...headers },
        );
        expect(response.statusCode, `${JSON.stringify(headers)} → ${response.body}`).toBe(200);
      }
    });

    it('lets calls without Origin, Referer and Sec-Fetch-Site through (server to server, tests)', async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/cart/add',
        payload: { ...takeaway(), product_key: '1' },
      });
      expect(response.statusCode).not.toBe(403);
      expect(response.statusCode).not.toBe(415);
    });

    it('never checks reads', async () => {
      const response = await send('GET', '/api/user/check-session', undefined, {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

describeEachDatabase(
  'csrf behind the shell proxy',
  (ctx) => {
    // The static server's /api proxy rewrites Host to the API and passes the shell's host on.
    const proxied = (remoteAddress: string, origin: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/cart',
        remoteAddress,
        headers: { host: '127.0.0.1:4010', 'x-forwarded-host': '127.0.0.1:4000', origin },
        payload: {},
      });

    it('accepts the shell origin an e2e port base puts in X-Forwarded-Host from a trusted proxy', async () => {
      expect((await proxied('127.0.0.1', 'http://127.0.0.1:4000')).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-Host from an untrusted address', async () => {
      expectErrorBody(await proxied('198.51.100.9', 'http://127.0.0.1:4000'), 403, 'csrf');
    });

    it('takes the configured ALLOWED_ORIGINS instead of the defaults', async () => {
      const listed = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/cart/clear',
        headers: { host: '127.0.0.1:4010', origin: 'https://shop.example' },
      });
      expect(listed.statusCode).toBe(200);
      const unlisted = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/cart/clear',
        headers: { host: '127.0.0.1:4010', origin: 'http://127.0.0.1:3000' },
      });
      expectErrorBody(unlisted, 403, 'csrf');
    });
  },
  { app: { trustProxy: 'loopback', allowedOrigins: ['https://shop.example'] } },
);
