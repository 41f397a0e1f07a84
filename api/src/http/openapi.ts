// The API describes itself: an OpenAPI 3.1 document built from the zod schemas the routes already
// register (fastify-type-provider-zod validates and serialises with them, app.ts), served at
// /api/openapi.json, and a Swagger UI page at /api/docs whose assets this server serves (no CDN).
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema } from '@storefront/shared/contract';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
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

/** Named schemas: documented once under `components.schemas` and referenced (`$ref`) from each route. */
const schemas = z.registry<{ id: string }>();
const ERROR_BODY = 'ErrorBody';
schemas.add(errorBodySchema, { id: ERROR_BODY });

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect); dates, transforms' outputs and the like as "any value". */
const zodToJsonConfig = { unrepresentable: 'any' } as const;
const zodTransform = createJsonSchemaTransform({ skipList: [], schemaRegistry: schemas, zodToJsonConfig });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: schemas, zodToJsonConfig });

/**
 * The components of the named schemas. The library documents each in both directions (`ErrorBody`
 * as sent, `ErrorBodyInput` as received); one nothing refers to is left out, so generated clients
 * get no type they never use.
 */
const transformObject: SwaggerTransformObject = (document) => {
  const object = zodTransformObject(document) as { components?: { schemas?: Record<string, unknown> } };
  const schemasOut = object.components?.schemas ?? {};
  const text = JSON.stringify({ ...object, components: { ...object.components, schemas: {} } });
  for (const id of Object.keys(schemasOut))
    if (!text.includes(`"#/components/schemas/${id}"`) && id !== ERROR_BODY) delete schemasOut[id];
  return object as ReturnType<SwaggerTransformObject>;
};

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

/**
 * fastify-type-provider-zod turns the route's zod schemas into JSON Schema (requests as the client
 * sends them, answers as the server sends them); around it we add what it does not know: an
 * operationId and a tag per route, the answers a route documents without serialising them
 * (`config.documentedResponses`), and the §8 error body as every route's `default` answer.
 */
const transform: SwaggerTransform<FastifySchema & { hide?: boolean }> = (document) => {
  const { schema, url, route } = document;
  const config = (route.config ?? {}) as { documentedResponses?: DocumentedResponses };
  const zodResponses: Record<string, unknown> = {};
  const plainResponses: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(config.documentedResponses ?? {})) {
    if (value instanceof z.ZodType) zodResponses[status] = value;
    else plainResponses[status] = value;
  }
  const response = { ...(schema?.response as Record<string, unknown> | undefined), ...zodResponses };
  const converted = zodTransform({ ...document, schema: { ...schema, response } });
  const out = converted.schema as FastifySchema & {
    hide?: boolean;
    operationId?: string;
    tags?: string[];
    response?: Record<string, unknown>;
  };
  if (out.hide) return converted;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  out.operationId ??= operationId(method ?? 'get', url);
  // Grouped by the path's first segment: cart, user, order, …
  out.tags ??= [url.replace(/^\/api\//, '/').split('/')[1] ?? 'api'];
  out.response = { ...out.response, ...plainResponses, default: ERROR_RESPONSE };
  return { schema: out, url };
};

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
    },
    transform,
    transformObject,
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
