// Requests that once answered 500 (NUL bytes, lone surrogates, int32 overflow in valid
// bodies) answer 4xx in the §8 shape; the log carries neither bodies nor SQL parameters; framework
// refusals (414, 431, bad URL, bad JSON) over real HTTP answer the §8 shape and echo nothing.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { newPhone, signIn } from '../modules/user/testing';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/databases';
import type { App } from './types';

const CARD = '4111111111111111';
const BAD = ['a\u0000b', 'x\uD800y', '\uDC00'];

for (const kind of testDatabaseKinds()) {
  describe(`bad input answers 4xx, logs stay clean [${kind}]`, () => {
    let testDb: TestDatabase;
    let app: App;
    let log = '';
    let base = '';
    beforeAll(async () => {
      testDb = await createTestDatabase(kind, { seeded: true });
      const stream = new Writable({
        write(chunk, _encoding, done) {
          log += chunk.toString();
          done();
        },
      });
      app = await buildApp({ db: testDb.database, rateLimit: false, logger: { level: 'trace', stream } });
      app.get('/api/test/failing-query', async () => {
        // A query the database refuses with a parameter that must not reach the log.
        await testDb.database.db.execute(sql`select ${'SECRET-PARAM-1234'}::int`);
        return {};
      });
      app.get('/api/test/failing-query-500', async () => {
        await testDb.database.db.execute(sql`select * from no_such_table where x = ${'SECRET-PARAM-5678'}`);
        return {};
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    });
    afterAll(async () => {
      await app?.close();
      await testDb?.dispose();
    });

    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      });

    function expectSection8(response: { statusCode: number; body: string }, status?: number) {
      if (status !== undefined) expect(response.statusCode, response.body).toBe(status);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      const body = JSON.parse(response.body) as Record<string, unknown>;
      expect(body).toEqual({
        message: expect.any(String),
        errors: expect.any(Object),
        code: expect.any(String),
      });
      return body;
    }

    it('feedback forms with NUL, lone surrogates and a card number: 422, nothing in the log', async () => {
      for (const bad of BAD) {
        expectSection8(
          await post('/api/feedback/questions', {
            name: 'Пётр',
            phone: '79031234567',
            email: 'p@example.com',
            message: `card ${CARD} ${bad}`,
          }),
          422,
        );
        expectSection8(await post('/api/feedback/call-me-back', { name: bad, phone: '79031234567' }), 422);
        expectSection8(
          await post('/api/feedback/supplier-request', {
            name: 'О',
            phone: '79161112233',
            email: '',
            city_name: bad,
            company: 'C',
            product_category: 'S',
          }),
          422,
        );
        expectSection8(
          await post('/api/feedback/landlord-request', {
            name: 'И',
            phone: '79162223344',
            city_name: 'Москва',
            shop: bad,
            square: '64',
          }),
          422,
        );
      }
      expect(log).not.toContain(CARD);
    });

    it('int32 overflow in an id is a 4xx, not a 500', async () => {
      for (const cityId of [2_147_483_648, -2_147_483_649, 1e20]) {
        expectSection8(
          await post('/api/feedback/unavailable-delivery-address', {
            phone: '79161234567',
            city_id: cityId,
            coordinates: { latitude: 55.8, longitude: 37.8 },
          }),
        );
      }
      expectSection8(await app.inject('/api/shops?city_id=2147483648'));
      expectSection8(await app.inject('/api/cities/%00'));
    });

    it('a signed-in customer sending NUL in the name or an address room gets 422', async () => {
      const customer = await signIn(app, 1, newPhone());
      for (const bad of BAD) {
        expectSection8(await customer.put('/api/user/update', { name: bad }), 422);
        expectSection8(
          await customer.post('/api/user/login', {
            city_id: 1,
            phone: '79150000000',
            notify_channel: 'sms',
            name: bad,
          }),
          422,
        );
      }
    });

    it('oversized strings are a 422 on their field', async () => {
      const body = expectSection8(
        await post('/api/feedback/call-me-back', { name: 'x'.repeat(20_000), phone: '79031234567' }),
        422,
      );
      expect(Object.keys(body.errors as object)).toEqual(['name']);
    });

    it('a value the database refuses is a 422 and its SQL parameter stays out of the log', async () => {
      expectSection8(await app.inject('/api/test/failing-query'), 422);
      const failed = await app.inject('/api/test/failing-query-500');
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('SECRET');
      expect(log).toContain('no_such_table');
      expect(log).not.toContain('SECRET-PARAM');
    });

    it('request logs carry no body and no query string', async () => {
      await app.inject({ method: 'GET', url: `/api/shops?city_id=1&phone=79991234567` });
      await post('/api/feedback/call-me-back', { name: 'Анна', phone: '79997654321' });
      expect(log).toContain('/api/shops');
      expect(log).not.toContain('79991234567');
      expect(log).not.toContain('79997654321');
    });

    function raw(text: string): Promise<{ status: number; body: string; all: string }> {
      const { port } = new URL(base);
      return new Promise((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
        let all = '';
        socket.on('data', (chunk) => {
          all += chunk.toString('latin1');
        });
        socket.on('error', () => {});
        socket.on('close', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(all)?.[1] ?? 0);
          resolve({ status, body: all.slice(all.indexOf('\r\n\r\n') + 4), all });
        });
        setTimeout(() => reject(new Error(`no answer: ${all}`)), 10_000).unref();
      });
    }

    it('framework refusals over real HTTP answer §8 and echo nothing', async () => {
      const marker = 'ECHOME';
      const longUrl = await raw(
        `GET /api/${marker}${'a'.repeat(5000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(longUrl.status).toBe(414);
      expectSection8({ statusCode: longUrl.status, body: longUrl.body });
      expect(longUrl.all).not.toContain(marker);

      const bigHeader = await raw(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${marker}${'b'.repeat(20_000)}\r\n\r\n`,
      );
      expect(bigHeader.status).toBe(431);
      expectSection8({ statusCode: bigHeader.status, body: bigHeader.body });
      expect(bigHeader.all).not.toContain(marker);

      const badUrl = await raw(
        `GET /api/cities/%E0%A4%A${marker} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expectSection8({ statusCode: badUrl.status, body: badUrl.body });
      expect(badUrl.all).not.toContain(marker);

      const nul = await raw(
        `GET /acquirer/bank/%00${marker} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(nul.status).toBeGreaterThanOrEqual(400);
      expect(nul.status).toBeLessThan(500);
      expect(nul.all).not.toContain(marker);

      const badJson = await new Promise<{ statusCode: number; body: string }>((resolve) => {
        const req = httpRequest(
          `${base}/api/feedback/call-me-back`,
          { method: 'POST', headers: { 'content-type': 'application/json' } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
          },
        );
        req.end(`{"name": "${marker}`);
      });
      expectSection8(badJson, 400);
      expect(badJson.body).not.toContain(marker);

      const garbage = await raw(`NOT HTTP AT ALL ${marker}\r\n\r\n`);
      expect(garbage.status).toBe(400);
      expectSection8({ statusCode: garbage.status, body: garbage.body });
    });
  });
}
