// GET /api/media/emoji/{icon}/{background}/{size}.svg: the seeded pictures (DESIGN.md), composed on
// first request and then served from memory. The URL names everything the picture depends on, so
// it never changes: a year of immutable caching, and no rate limit (a menu page loads ~130).
// GET /api/media/products/{id}/{size}.svg?v={version}: a product's own drawn picture (dish.ts). The
// version is the hash of what it is drawn from: with the current one, immutable; with none or an
// old one, the current picture revalidated by its ETag.
// Compressed here (brotli or gzip, as the browser takes it): pictures may be served from this API's own
// origin (config MEDIA_PUBLIC_URL) with no compressing proxy in front, and an SVG is a fifth its size.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import type { App, ModuleOptions } from '../../http/types';
import { type DishRecipe, dishSvg, productRecipe, recipeVersion } from './dish';
import { emojiSvg, isPictureSize, type PictureSize } from './emoji';
import { listPictureSources } from './repo';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Compressed pictures by encoding and picture: the same few hundred are asked for by every menu page. */
const compressed = new Map<string, Buffer>();
const COMPRESSED_LIMIT = 6000;

/** The encoding to answer in: brotli, else gzip, else none (a `q=0` refuses one). */
function svgEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const taken = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    if (!params.some((param) => /^q=0(\.0*)?$/.test(param))) taken.add(name);
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip')) return 'gzip';
  return null;
}

/**
 * Answers the picture, compressed as the browser takes it. `key` names a picture that never changes
 * (its compressed bodies are kept); null: one that may (compressed each time).
 */
function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  { cacheControl, key, etag }: { cacheControl: string; key: string | null; etag?: string },
) {
  if (etag) reply.header('etag', etag);
  reply.header('vary', 'accept-encoding');
  const encoding = svgEncoding(request.headers['accept-encoding']);
  let body: string | Buffer = svg;
  if (encoding) {
    let packed = key ? compressed.get(`${encoding} ${key}`) : undefined;
    if (!packed) {
      packed =
        encoding === 'br'
          ? brotliCompressSync(svg, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(svg, { level: 9 });
      if (key && compressed.size < COMPRESSED_LIMIT) compressed.set(`${encoding} ${key}`, packed);
    }
    body = packed;
    reply.header('content-encoding', encoding);
  }
  return (
    reply
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      // Remotes served from other origins show these too.
      .header('cross-origin-resource-policy', 'cross-origin')
      // Opened on its own, the picture may run nothing and load nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type('image/svg+xml; charset=utf-8')
      .send(body)
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
      if (known && asked) return answer(request, reply, known, asked, size, true);
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
      return answer(request, reply, svg, version, size, current);
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
      return sendSvg(request, reply, svg, {
        cacheControl: IMMUTABLE,
        key: `emoji/${icon}/${background}/${size}`,
      });
    },
  );
}

function answer(
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  svg: string,
  version: string,
  size: PictureSize,
  immutable: boolean,
) {
  const etag = `"${version}-${size}"`;
  const cacheControl = immutable ? IMMUTABLE : 'public, max-age=300, must-revalidate';
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
  }
  // What a version names never changes; a picture asked for with an old or no version may.
  const key = immutable ? `products/${request.params.id}/${version}/${size}` : null;
  return sendSvg(request, reply, svg, { cacheControl, key, etag });
}
