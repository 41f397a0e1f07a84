// Server rendering under `npm run dev`: the shell's rsbuild dev server builds the server entry (its
// `node` environment) beside the browser bundle, and this middleware renders each page with it as the
// shell's server does in production (page-renderer.ts), with the remotes' node builds from their dev
// servers. So a hydration mismatch shows in development, not first in production. A page that cannot
// render goes on to the dev server's own page (rendered in the browser).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import type * as ServerBundle from '../src/server/entry';
import type { RuntimeConfigShape } from './first-screen.ts';
import { createFirstScreenHints } from './first-screen.ts';
import { createPageRenderer } from './page-renderer.ts';

/** What the dev server offers its middlewares (rsbuild's `setupMiddlewares` context). */
export interface DevEnvironments {
  web: { getTransformedHtml(entry: string): Promise<string> };
  node: { loadBundle<T>(entry: string): Promise<T> };
}

/** Paths the dev server answers itself (its HMR socket, assets, the API proxy). */
const NOT_PAGES = /^\/(?:api|payments|acquirer|static|__rsbuild|rsbuild-hmr)(?:\/|$)/;

export function createDevPages({
  environments,
  shellDir,
  apiOrigin,
  publicOrigin,
  runtimeConfig,
}: {
  environments: DevEnvironments;
  shellDir: string;
  apiOrigin: string;
  publicOrigin: string;
  runtimeConfig: () => RuntimeConfigShape;
}) {
  const pages = createPageRenderer({
    shellDir,
    runtimeConfig,
    apiOrigin,
    publicOrigin,
    htmlHead: createFirstScreenHints({ runtimeConfig }),
    // Every edit renders at once: no cache in development.
    cache: null,
    loadBundle: () => environments.node.loadBundle<typeof ServerBundle>('index'),
    reloadBundle: true,
    readTemplate: () => environments.web.getTransformedHtml('index'),
    budgetMs: 5000,
  });

  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/';
    const pathname = new URL(url, 'http://dev').pathname;
    const seo = pathname === '/robots.txt' || pathname === '/sitemap.xml';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(pathname)) return next();
    if (extname(pathname) && !seo) return next();
    try {
      const answer = await pages.handle({
        method: req.method,
        url,
        headers: req.headers,
        ip: req.socket.remoteAddress ?? '127.0.0.1',
      });
      if (!answer) return next();
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    } catch (error) {
      console.error('[dev ssr]', error);
      next();
    }
  };
}
