// The shell's server: its built assets, /config.json, the server-rendered pages (page-renderer.ts),
// /robots.txt and /sitemap.xml, and, when the deployment wants it, /api and /payments proxied to the
// API with the visitor's address forwarded (the API trusts this server as its proxy: TRUST_PROXY).
import { promises as fs } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { distOf, type ShellServerConfig } from './config.ts';
import { createFirstScreenHints } from './first-screen.ts';
import {
  createPageRenderer,
  type PageAnswer,
  type PageRenderer,
  type PageRendererOptions,
} from './page-renderer.ts';
import { registerCompression, registerStaticFiles } from './static-files.ts';

/**
 * /payments/* is the merchant's 3-D Secure return (TermUrl, on the public origin); the API serves it,
 * so a proxying deployment proxies it too.
 */
const PROXIED = ['/api', '/payments'];

export interface ShellServer {
  app: FastifyInstance;
  pages: PageRenderer | null;
}

export async function createShellServer(
  config: ShellServerConfig,
  { loadBundle, logger }: { loadBundle?: PageRendererOptions['loadBundle']; logger?: boolean } = {},
): Promise<ShellServer> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    // A hop count is what proxy-addr (Fastify's) takes too, though Fastify's types leave it out.
    trustProxy: config.trustProxy as boolean | string,
  });
  const dist = distOf(config);
  const htmlHead = createFirstScreenHints({ runtimeConfig: config.runtimeConfig });
  const pages = config.ssr
    ? createPageRenderer({
        shellDir: config.shellDir,
        runtimeConfig: config.runtimeConfig,
        apiOrigin: config.apiOrigin,
        publicOrigin: config.publicOrigin,
        htmlHead,
        budgetMs: config.budgetMs,
        cache: config.cache,
        errorReporting: config.errorReporting,
        loadBundle,
        log: {
          warn: (message) => app.log.warn(message),
          error: (message, error) => app.log.error({ err: error }, message),
        },
      })
    : null;

  await registerCompression(app);

  if (config.apiProxy) {
    for (const prefix of PROXIED) {
      await app.register(fastifyHttpProxy, {
        upstream: config.apiOrigin,
        prefix,
        rewritePrefix: prefix,
        replyOptions: {
          // Overwritten, never appended: what a client sends in X-Forwarded-For must not pick its
          // rate-limit key. request.ip is the peer, or what a proxy this server trusts forwarded.
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
            'x-forwarded-host': request.host,
            'x-forwarded-proto': request.protocol,
          }),
        },
      });
    }
  }

  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
    return JSON.stringify(config.runtimeConfig());
  });

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = pages
      ? await pages.handle({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ip: request.ip,
        })
      : null;
    if (answer) return send(reply, answer);
    if (request.url.startsWith('/robots.txt') || request.url.startsWith('/sitemap.xml')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // The page as the browser renders it alone, with the first screen's hints.
    const template = await fs.readFile(join(dist, 'index.html'), 'utf8');
    const hints = await htmlHead(new URL(request.url, 'http://server').pathname);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(template.replace(/<head[^>]*>/i, (tag) => `${tag}${hints}`));
  };
  app.get('/robots.txt', page);
  app.get('/sitemap.xml', page);
  // The site root is a page, not the dist folder (the static files answer a folder with 403).
  app.get('/', page);

  await registerStaticFiles(app, dist);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://server').pathname;
    const api = PROXIED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    if ((request.method === 'GET' || request.method === 'HEAD') && !extname(pathname) && !api) {
      return page(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return { app, pages };
}

function send(reply: FastifyReply, answer: PageAnswer) {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply.send(answer.body ?? '');
}
