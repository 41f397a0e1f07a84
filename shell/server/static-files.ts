// A build folder as it is served: content-hashed assets (rsbuild puts them under static/) cached as
// immutable, entry files (index.html, mf-manifest.json, remote entries, config.json) revalidated by
// ETag, brotli or gzip by Accept-Encoding. The shell's server serves its own dist/ so; a remote's dist/
// is a static site that any host or CDN serves with the same rules, and createStaticHost is that host
// for local runs (npm start, e2e, the release drill), with CORS since the shell loads remotes
// cross-origin.
import { join, sep } from 'node:path';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Compression of everything a server answers. Quality 5: compressed per request, so quickly rather
 * than as small as possible (brotli's 11 costs tenths of a second on the shell's script).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * The files of `root` at their paths. No index files and no listing: a path that is no file goes to
 * the not-found handler (the shell's pages, or a 404).
 */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  const hashed = join(root, 'static') + sep;
  await app.register(fastifyStatic, {
    root,
    index: false,
    list: false,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: false,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.startsWith(hashed) ? IMMUTABLE : 'no-cache');
    },
  });
}

/** A static site (a remote's dist/) on its own origin, loadable cross-origin by the shell. */
export async function createStaticHost({
  root,
  logger = false,
}: {
  root: string;
  logger?: boolean;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  await app.register(fastifyCors, { origin: '*', allowedHeaders: '*' });
  await registerCompression(app);
  await registerStaticFiles(app, root);
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
