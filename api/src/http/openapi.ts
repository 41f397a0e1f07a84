// The API describes itself: an OpenAPI 3.1 document built from the zod schemas the routes already
// register (http/zod-type-provider.ts validates and serialises with them), served at
// /api/openapi.json, and a Swagger UI page at /api/docs whose assets this server serves (no CDN).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema } from '@storefront/shared/contract';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { App } from './types';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** A route whose answer is not serialised by its response schema (a prebuilt body, a picture). */
export type DocumentedResponses = Record<
  number,
  z.ZodType | { description: string; content: Record<string, unknown> }
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers documented without being serialised through a schema (see http/openapi.ts). */
    documentedResponses?: DocumentedResponses;
  }
}

type Io = 'input' | 'output';

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), inlined: no `$defs`, no `$schema`. */
export function zodToJsonSchema(schema: z.ZodType, io: Io): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Dates, transforms' outputs and the like are documented as "any value" rather than refused.
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

const ERROR_BODY = 'ErrorBody';
const ERROR_RESPONSE = {
  description:
    'Every failure (spec §8): `{ message, errors: { field: [messages] }, code }`; validation failures are 422 with `code: "validation"`.',
  $ref: `#/components/schemas/${ERROR_BODY}`,
};

/** `PUT /api/cart/gift/add` → `putCartGiftAdd`, `GET /api/order/:order_id` → `getOrderByOrderId`: names for generated clients. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', ...part.slice(1).split(/[_-]/)] : part.split(/[_-]/)));
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join(
    '',
  );
}

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

function convert(value: unknown, io: Io): unknown {
  return isZod(value) ? zodToJsonSchema(value, io) : value;
}

/**
 * @fastify/swagger reads each route's schema through this: zod schemas become JSON Schema (requests
 * as the client sends them, answers as the server sends them), and every route documents the §8
 * error body as its `default` answer.
 */
function transform({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route: { method: string | string[]; config?: unknown };
}) {
  const { body, querystring, params, headers, response, ...rest } = (schema ?? {}) as FastifySchema & {
    response?: Record<string, unknown>;
  };
  const out: Record<string, unknown> = { ...rest };
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  out.operationId ??= operationId(method ?? 'get', url);
  // Grouped by the path's first segment: cart, user, order, …
  out.tags ??= [url.replace(/^\/api\//, '/').split('/')[1] ?? 'api'];
  if (body !== undefined) out.body = convert(body, 'input');
  if (querystring !== undefined) out.querystring = convert(querystring, 'input');
  if (params !== undefined) out.params = convert(params, 'input');
  if (headers !== undefined) out.headers = convert(headers, 'input');
  const config = (route.config ?? {}) as { documentedResponses?: DocumentedResponses };
  const responses: Record<string, unknown> = {};
  for (const [status, value] of Object.entries({ ...response, ...config.documentedResponses })) {
    responses[status] = convert(value, 'output');
  }
  if (!out.hide) responses.default = ERROR_RESPONSE;
  out.response = responses;
  return { schema: out as FastifySchema, url };
}

/** Before any route: @fastify/swagger collects routes as they are added. */
export async function registerOpenApi(app: App, options: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: options.version,
        description:
          'Calls of the storefront (spec §7). Brand-scoped calls read the `x-brand` header (`pizza`, `lavash`, `rolls`, `wok`, `shawarma`); the session is the `session_key` cookie. Request and answer shapes are the zod schemas of `@storefront/shared/contract`.',
      },
      components: {
        schemas: { [ERROR_BODY]: zodToJsonSchema(errorBodySchema, 'output') },
      },
    },
    transform,
  });
}

/** The document and the reference page. Both are GET reads: the CSRF guard lets them through. */
export async function registerApiDocs(app: App) {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(app.swagger()),
  );
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The document is fetched from this server and never sent to an outside validator.
    validatorUrl: false,
    uiConfig: { deepLinking: true },
  });
}
