// GET /api/media/emoji/{icon}/{background}/{size}.svg: the seeded pictures (DESIGN.md), composed on
// first request and then served from memory. The URL names everything the picture depends on, so
// it never changes: a year of immutable caching, and no rate limit (a menu page loads ~130).
// GET /api/media/products/{id}/{size}.svg?v={version}: a product's own drawn picture (dish.ts). The
// version is the hash of what it is drawn from: with the current one, immutable; with none or an
// old one, the current picture revalidated by its ETag.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import type { App, ModuleOptions } from '../../http/types';
import { type DishRecipe, dishSvg, productRecipe, recipeVersion } from './dish';
import { emojiSvg, isPictureSize, type PictureSize } from './emoji';
import { listPictureSources } from './repo';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendSvg(reply: FastifyReply, svg: string, cacheControl: string, etag?: string) {
  if (etag) reply.header('etag', etag);
  return (
    reply
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      // Remotes served from other origins show these too.
      .header('cross-origin-resource-policy', 'cross-origin')
      // Opened on its own, the picture may run nothing and load nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type('image/svg+xml; charset=utf-8')
      .send(svg)
  );
}

const productParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, 'Unknown picture.'),
  file: z.string().regex(/^\d{2,4}x\d{2,4}\.svg$/, 'Unknown picture.'),
});
const productQuerySchema = z.object({ v: z.string().max(64).optional() });

/** How often an unknown id or an old version may make the product index be read again. */
const INDEX_RECHECK_MS = 5000;

/** Drawn pictures by `id/version/size`: what a version names never changes. */
const served = new Map<string, string>();
const SERVED_LIMIT = 3000;

const paramsSchema = z.object({
  icon: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown picture.'),
  background: z.string().regex(/^[0-9a-f]{6}$/, 'Unknown picture.'),
  file: z.string().regex(/^\d{2,4}x\d{2,4}\.svg$/, 'Unknown picture.'),
});

export async function mediaRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;
  // Every product's recipe, read in one query: a menu page asks for ~130 pictures at once, and one
  // database query each would queue the page's own API calls behind them.
  let index: { at: number; recipes: Promise<Map<number, DishRecipe>> } | null = null;
  const recipes = (fresh: boolean): Promise<Map<number, DishRecipe>> => {
    const now = performance.now();
    if (index && !(fresh && now - index.at > INDEX_RECHECK_MS)) return index.recipes;
    const load = listPictureSources(db).then(
      (rows) =>
        new Map(rows.filter((row) => row.picture).map((row) => [row.id, productRecipe(row, row.groupAlias)])),
    );
    const entry = { at: now, recipes: load };
    index = entry;
    load.catch(() => {
      if (index === entry) index = null;
    });
    return load;
  };
  app.get(
    '/media/products/:id/:file',
    {
      config: {
        rateLimit: false,
        documentedResponses: {
          200: {
            description: "The product's picture",
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
        },
      },
      schema: { params: productParamsSchema, querystring: productQuerySchema },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const size = file.slice(0, -'.svg'.length);
      if (!isPictureSize(size)) throw notFound('Picture not found.');
      const asked = request.query.v;
      const known = asked ? served.get(`${id}/${asked}/${size}`) : undefined;
      if (known && asked) return answer(reply, request.headers['if-none-match'], known, asked, size, true);
      const productId = Number(id);
      let recipe = (await recipes(false)).get(productId);
      // A product added or changed since the index was read: read it again (at most every few seconds).
      if (!recipe || (asked && recipeVersion(recipe) !== asked))
        recipe = (await recipes(true)).get(productId);
      if (!recipe) throw notFound('Picture not found.');
      const version = recipeVersion(recipe);
      const svg = dishSvg(recipe, size);
      const current = asked === version;
      if (current && served.size < SERVED_LIMIT) served.set(`${id}/${version}/${size}`, svg);
      return answer(reply, request.headers['if-none-match'], svg, version, size, current);
    },
  );

  app.get(
    '/media/emoji/:icon/:background/:file',
    {
      config: {
        rateLimit: false,
        documentedResponses: {
          200: { description: 'The picture', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        },
      },
      schema: { params: paramsSchema },
    },
    async (request, reply) => {
      const { icon, background, file } = request.params;
      const size = file.slice(0, -'.svg'.length);
      const svg = isPictureSize(size) ? emojiSvg(icon, background, size) : null;
      if (!svg) throw notFound('Picture not found.');
      return sendSvg(reply, svg, IMMUTABLE);
    },
  );
}

function answer(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  svg: string,
  version: string,
  size: PictureSize,
  immutable: boolean,
) {
  const etag = `"${version}-${size}"`;
  const cacheControl = immutable ? IMMUTABLE : 'public, max-age=300, must-revalidate';
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
  }
  return sendSvg(reply, svg, cacheControl, etag);
}
