// The API describes itself: /api/openapi.json is a valid OpenAPI 3.1 document that covers
// every call of spec §7 with its request and answer schemas and the §8 error body, and /api/docs is
// a page this server serves whole (no outside script) that shows that document.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/describe-each-database';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi';

type Method = 'get' | 'post' | 'put' | 'delete';
/** What the call takes besides headers and cookies. */
type Input = 'body' | 'query' | 'params' | 'none';

/** Spec §7, one line per call (paths under /api; `{}` stands for any path parameter). */
const SPEC_CALLS: ReadonlyArray<readonly [Method, string, Input]> = [
  ['get', '/cities', 'none'],
  ['get', '/cities/{}', 'params'],
  ['get', '/shops', 'query'],
  ['post', '/shops/set', 'body'],
  ['post', '/products', 'body'],
  ['post', '/products/get-related-products', 'body'],
  ['put', '/cart', 'body'],
  ['delete', '/cart/clear', 'none'],
  ['put', '/cart/add', 'body'],
  ['put', '/cart/remove', 'body'],
  ['put', '/cart/forget', 'body'],
  ['put', '/cart/gift/add', 'body'],
  ['put', '/cart/gift/remove', 'body'],
  ['put', '/cart/gift/forget', 'body'],
  ['put', '/cart/gift/apply-promocode', 'body'],
  ['put', '/cart/gift/forget-promocode', 'body'],
  ['put', '/cart/packages/bag', 'body'],
  ['put', '/cart/gift/apply-bonuses', 'body'],
  ['put', '/cart/set-interval', 'body'],
  ['post', '/schedule/intervals', 'body'],
  ['post', '/schedule/time-settings', 'body'],
  ['post', '/user/payment-types', 'body'],
  ['post', '/user/login', 'body'],
  ['post', '/user/check-verification-code', 'body'],
  ['get', '/user/check-session', 'none'],
  ['delete', '/user/logout', 'none'],
  ['delete', '/user/remove', 'none'],
  ['get', '/user/get', 'none'],
  ['put', '/user/update', 'body'],
  ['get', '/user/orders', 'query'],
  ['get', '/user/balance', 'query'],
  ['get', '/user/addresses', 'none'],
  ['delete', '/user/addresses/remove/{}', 'params'],
  ['post', '/user/addresses/set-by-coordinates', 'body'],
  ['post', '/user/addresses/set-by-address', 'body'],
  ['post', '/user/addresses/set-by-id', 'body'],
  ['post', '/order/status', 'body'],
  ['get', '/order/{}', 'params'],
  ['post', '/order/cancel', 'body'],
  ['post', '/order/repeat', 'body'],
  ['get', '/order-tracking/get-courier-location', 'query'],
  ['post', '/order/payment-settings', 'body'],
  ['post', '/order/create-order-cache', 'body'],
  ['post', '/order/create', 'body'],
  ['post', '/order/pay', 'body'],
  ['post', '/order/post3ds', 'body'],
  ['post', '/geocoder/searchByCoordinates', 'body'],
  ['post', '/geocoder/searchByAddress', 'body'],
  ['post', '/feedback/questions', 'body'],
  ['post', '/feedback/call-me-back', 'body'],
  ['post', '/feedback/landlord-request', 'body'],
  ['post', '/feedback/supplier-request', 'body'],
  ['post', '/feedback/unavailable-delivery-address', 'body'],
];

interface Operation {
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  parameters?: Array<{ in: string; name: string; schema?: unknown }>;
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
}

/** A schema, or the component its `$ref` names. */
function resolved(document: Document, schema: Record<string, unknown> | undefined) {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return document.components?.schemas?.[ref.replace('#/components/schemas/', '')];
}

function jsonSchemaOf(part: { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined) {
  const schema = part?.content?.['application/json']?.schema;
  return schema && Object.keys(schema).length > 0 ? schema : undefined;
}

/** What the document lacks for spec §7: one line per problem, none when it covers every call. */
export function specCoverageProblems(document: Document): string[] {
  const problems: string[] = [];
  const paths = new Map(Object.keys(document.paths).map((path) => [path.replace(/\{[^}]*\}/g, '{}'), path]));
  for (const [method, path, input] of SPEC_CALLS) {
    const call = `${method.toUpperCase()} /api${path}`;
    const documented = paths.get(`/api${path}`);
    const operation = documented ? document.paths[documented]?.[method] : undefined;
    if (!operation) {
      problems.push(`${call}: missing`);
      continue;
    }
    if (input === 'body' && !jsonSchemaOf(operation.requestBody))
      problems.push(`${call}: no request body schema`);
    if (
      input === 'query' &&
      !operation.parameters?.some((parameter) => parameter.in === 'query' && parameter.schema)
    )
      problems.push(`${call}: no query parameters`);
    if (
      input === 'params' &&
      !operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.schema)
    )
      problems.push(`${call}: no path parameters`);
    if (!jsonSchemaOf(operation.responses?.['200'])) problems.push(`${call}: no 200 answer schema`);
    const error = resolved(document, jsonSchemaOf(operation.responses?.default)) as
      | { properties?: Record<string, unknown> }
      | undefined;
    if (!error?.properties?.message || !error.properties.errors) problems.push(`${call}: no §8 error answer`);
  }
  return problems;
}

describeEachDatabase(
  'the API describes itself',
  (ctx) => {
    async function document(): Promise<Document> {
      const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json();
    }

    it(`${OPENAPI_PATH} validates as OpenAPI 3.1`, async () => {
      const doc = await document();
      expect(doc.openapi).toMatch(/^3\.1\./);
      const validator = new Validator();
      const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    });

    it('covers every call of spec §7 with its request and answer schemas and the §8 error body', async () => {
      expect(specCoverageProblems(await document())).toEqual([]);
    });

    it('the coverage check fails when a call, its request or its answer is dropped', async () => {
      const doc = await document();
      const withoutCart = structuredClone(doc);
      delete withoutCart.paths['/api/cart/add'];
      expect(specCoverageProblems(withoutCart)).toEqual(['PUT /api/cart/add: missing']);

      const withoutBody = structuredClone(doc);
      delete withoutBody.paths['/api/order/create']?.post?.requestBody;
      expect(specCoverageProblems(withoutBody)).toEqual(['POST /api/order/create: no request body schema']);

      const withoutAnswer = structuredClone(doc);
      delete withoutAnswer.paths['/api/products']?.post?.responses?.['200'];
      expect(specCoverageProblems(withoutAnswer)).toEqual(['POST /api/products: no 200 answer schema']);

      const withoutQuery = structuredClone(doc);
      delete withoutQuery.paths['/api/shops']?.get?.parameters;
      expect(specCoverageProblems(withoutQuery)).toEqual(['GET /api/shops: no query parameters']);
    });

    it('documents requests as clients send them and answers as the server sends them', async () => {
      const doc = await document();
      const body = jsonSchemaOf(doc.paths['/api/cart/add']?.put?.requestBody) as { required?: string[] };
      expect(body.required).toContain('product_key');
      const answer = jsonSchemaOf(doc.paths['/api/cart/add']?.put?.responses?.['200']) as {
        properties?: Record<string, unknown>;
      };
      expect(Object.keys(answer.properties ?? {})).toContain('cart');
      // No JSON Schema `$defs` references that would resolve against the document's root.
      expect(JSON.stringify(doc)).not.toContain('"#/$defs/');
      // Client generators name their functions by operationId: one per operation, none twice.
      const ids = Object.values(doc.paths).flatMap((item) =>
        Object.values(item).map((operation) => (operation as { operationId?: string }).operationId),
      );
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect(doc.paths['/api/cart/add']?.put).toMatchObject({ operationId: 'putCartAdd', tags: ['cart'] });
      // Every component is referred to: the §8 error body, once, as every route's default answer.
      expect(Object.keys(doc.components?.schemas ?? {})).toEqual(['ErrorBody']);
    });

    it(`${DOCS_PREFIX} is an HTML page whose every asset this server answers, showing the document`, async () => {
      const page = await ctx.app.inject({ method: 'GET', url: DOCS_PREFIX });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toMatch(/<!DOCTYPE html>/i);
      // Scripts only from this server (helmet's CSP keeps it so): the page works offline.
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      expect(assets.length).toBeGreaterThanOrEqual(5);
      for (const asset of assets) {
        expect(asset).not.toMatch(/^(https?:)?\/\//);
        const url = new URL(asset, `http://localhost${DOCS_PREFIX}`).pathname;
        expect(url.startsWith(`${DOCS_PREFIX}/`)).toBe(true);
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body.length, url).toBeGreaterThan(0);
      }
      // The page's initializer loads the document from `./json` beside it: the same as /api/openapi.json.
      const initializer = assets.find((asset) => asset.endsWith('swagger-initializer.js'));
      expect(initializer).toBeDefined();
      const script = await ctx.app.inject({ method: 'GET', url: initializer! });
      expect(script.body).toContain("resolveUrl('./json')");
      const shown = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual(await document());
    });

    it('the document and the page are reads: cross-site GETs pass the CSRF guard and the limiter counts them', async () => {
      for (const url of [OPENAPI_PATH, DOCS_PREFIX]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-ratelimit-limit'], url).toBe('1000');
      }
      // Writing is another matter: the CSRF guard still refuses a cross-site POST, here as anywhere.
      const post = await ctx.app.inject({
        method: 'POST',
        url: OPENAPI_PATH,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        payload: '{}',
      });
      expect(post.statusCode).toBe(403);
    });
  },
  { seeded: false, app: { rateLimit: { max: 1000, timeWindowMs: 60_000 } } },
);

describe('spec §7 list', () => {
  it('names each call once', () => {
    const keys = SPEC_CALLS.map(([method, path]) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
