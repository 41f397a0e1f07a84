// The error handler's promise (spec §8, ARCHITECTURE rule 7): every failure answers the
// `{message, errors, code}` body, bad input is a 4xx, and only our own bugs are 500s.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from '../test/describe-each-database';
import { expectErrorBody } from '../test/expect-error-body';
import type { App } from './types';

/** Probe routes: the body pipeline tested on its own, apart from any module's rules. */
function probes(app: App) {
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(1) }) } },
    async (request) => ({ name: request.body.name }),
  );
  app.post(
    '/api/test/nested',
    {
      schema: {
        body: z.object({ lines: z.array(z.object({ count: z.number().int().min(1) })) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('secret internals: connection string postgres://x');
  });
  app.get(
    '/api/test/bad-answer',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'not a number' }) as unknown as { n: number },
  );
}

const json = { 'content-type': 'application/json' };

describeEachDatabase(
  'error handling',
  (ctx) => {
    describe('request bodies', () => {
      it('accepts a valid JSON body', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/echo',
          payload: { name: 'Ann' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ name: 'Ann' });
      });

      it('answers malformed JSON with 400, not 500', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/echo',
          headers: json,
          payload: '{"name": "Ann",',
        });
        expectErrorBody(response, 400, 'bad_request');
      });

      it('answers an empty JSON body with 400', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/echo',
          headers: json,
          payload: '',
        });
        expectErrorBody(response, 400, 'bad_request');
      });

      it('answers a prototype-pollution attempt with 400', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/echo',
          headers: json,
          payload: '{"name":"x","__proto__":{"admin":true}}',
        });
        expectErrorBody(response, 400, 'bad_request');
      });

      it('answers a body that is not JSON with 415 (http/csrf.ts)', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/echo',
          headers: { 'content-type': 'text/plain' },
          payload: 'name=Ann',
        });
        expectErrorBody(response, 415, 'unsupported_media_type');
      });

      it('answers a body of the wrong shape with 422 and field errors', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/echo',
          payload: { name: '' },
        });
        const body = expectErrorBody(response, 422, 'validation');
        expect(body.message).toBe('The given data was invalid.');
        expect(body.errors.name).toHaveLength(1);
      });

      it('names a nested field by its dotted path and a bad query by its field (spec §8)', async () => {
        const nested = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/nested',
          payload: { lines: [{ count: 2 }, { count: 0 }, { count: 'x' }] },
        });
        const body = expectErrorBody(nested, 422, 'validation');
        expect(Object.keys(body.errors).sort()).toEqual(['lines.1.count', 'lines.2.count']);
        expect(body.errors['lines.1.count']).toEqual(['Too small: expected number to be >=1']);
        const query = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/nested?page=0',
          payload: { lines: [] },
        });
        expect(expectErrorBody(query, 422, 'validation').errors).toEqual({
          page: ['Too small: expected number to be >=1'],
        });
      });

      it('names the body itself when it is not an object', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/echo',
          headers: json,
          payload: '[1]',
        });
        const body = expectErrorBody(response, 422, 'validation');
        expect(body.errors.body).toBeDefined();
      });

      it('answers an oversized body with 413', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/test/echo',
          payload: { name: 'x'.repeat(300 * 1024) },
        });
        expectErrorBody(response, 413);
      });

      it('never answers 500 to arbitrary bytes', async () => {
        await fc.assert(
          fc.asyncProperty(fc.string({ maxLength: 200 }), async (payload) => {
            const response = await ctx.app.inject({
              method: 'POST',
              url: '/api/test/echo',
              headers: json,
              payload,
            });
            expect(response.statusCode).toBeLessThan(500);
            expect(response.json()).toBeTypeOf('object');
          }),
          { numRuns: 150 },
        );
      });
    });

    describe('routes', () => {
      it('answers an unknown route with 404 in the §8 shape', async () => {
        expectErrorBody(await ctx.app.inject('/api/no-such-thing'), 404, 'not_found');
        expectErrorBody(await ctx.app.inject('/not-even-api'), 404, 'not_found');
      });

      it('answers malformed JSON to an unknown route with 404', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/nope',
          headers: json,
          payload: '{',
        });
        expectErrorBody(response, 404, 'not_found');
      });

      it('never answers 500 to arbitrary city aliases', async () => {
        await fc.assert(
          fc.asyncProperty(fc.string({ maxLength: 80 }), async (alias) => {
            const response = await ctx.app.inject(`/api/cities/${encodeURIComponent(alias)}`);
            expect([200, 404, 422]).toContain(response.statusCode);
          }),
          { numRuns: 150 },
        );
      });
    });

    describe('our own failures', () => {
      it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
        const response = await ctx.app.inject('/api/test/boom');
        const body = expectErrorBody(response, 500, 'internal');
        expect(response.body).not.toMatch(/secret|postgres:/);
        expect(body.errors).toEqual({});
      });

      it('treats an answer that breaks its schema as a 500, not a client error', async () => {
        const response = await ctx.app.inject('/api/test/bad-answer');
        expectErrorBody(response, 500, 'internal');
      });
    });
  },
  { setup: probes },
);
