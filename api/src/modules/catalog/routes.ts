// POST /api/products and POST /api/products/get-related-products (spec §7).
import {
  productsRequestSchema,
  productsResponseSchema,
  relatedProductsRequestSchema,
  relatedProductsResponseSchema,
} from '@storefront/shared/contract';
import { LANGUAGE_VARY } from '../../http/cache';
import { requestLang } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { resolveContext } from '../location/context';
import { encodedBody, relatedProducts } from './service';

/** br before gzip; q=0 means "not this one". */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export async function catalogRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;
  app.addHook('onRequest', brandHook(db, deps.defaultBrand));

  app.post(
    '/products',
    // The answer is serialised (and checked against productsResponseSchema) once per menu, in MenuCache.
    {
      schema: { body: productsRequestSchema },
      config: { documentedResponses: { 200: productsResponseSchema } },
    },
    async (request, reply) => {
      const snapshot = await deps.snapshots.get(requireBrand(request), requestLang(request));
      const context = resolveContext(snapshot, request.body);
      const menu = deps.menus.get(snapshot, context);
      // Not per visitor (per language): any cache may keep it, but must ask again (the ETag makes that cheap).
      reply
        .header('etag', menu.etag)
        .header('cache-control', 'no-cache')
        .header('vary', `x-brand, accept-encoding, ${LANGUAGE_VARY}`);
      if (request.headers['if-none-match'] === menu.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      // Already serialised (and checked against the contract) when the menu was built.
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(menu.body);
      return reply.header('content-encoding', encoding).send(encodedBody(menu, encoding));
    },
  );

  app.post(
    '/products/get-related-products',
    { schema: { body: relatedProductsRequestSchema, response: { 200: relatedProductsResponseSchema } } },
    async (request, reply) => {
      const snapshot = await deps.snapshots.get(requireBrand(request), requestLang(request));
      const context = resolveContext(snapshot, request.body);
      reply.header('cache-control', 'no-cache').header('vary', `x-brand, ${LANGUAGE_VARY}`);
      return relatedProducts(
        snapshot,
        context.city,
        context.kitchen?.id ?? null,
        request.body.product_groups_ids,
      );
    },
  );
}
