// One Rsbuild + Module Federation recipe for the shell and the five remotes. Each app's
// rsbuild.config.ts calls createAppConfig with its own module-federation.config.ts, so the shared
// singletons, ports, dev proxy and output rules cannot drift between deployments.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type Rspack, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { SHARE_STRATEGY, sharedDependencies } from '@storefront/shared/federation';
import { runtimeConfig, topology } from './topology.mjs';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface FederationOptions {
  /** Container name, e.g. `mf_menu`; the shell is `shell`. */
  name: string;
  /** Public entry points of a remote: `./HomePage` → `./src/exposes/home-page.tsx`. */
  exposes?: Record<string, string>;
  /** Runtime plugins (file paths) the host registers before any remote loads. */
  runtimePlugins?: string[];
  /**
   * A remote's declared need of `@storefront/shared`: the semver range of the shared copy it runs on,
   * e.g. `^1.0.0`, raised when the remote starts using something a newer shared brought. A page whose
   * shell provides a shared outside it shows this remote's fallback and says why in the console
   * (README, "Releasing a remote"). The shell declares none: it provides shared.
   */
  sharedRange?: string;
}

export interface AppOptions {
  /** Workspace folder: `shell` or `mf-…`. */
  id: string;
  title: string;
  federation: FederationOptions;
  /**
   * Plain scripts (paths from the app's folder) inlined first in <head>, before any stylesheet or
   * script, so they run as soon as the document arrives.
   */
  inlineHeadScripts?: string[];
  /**
   * The shell's server entry (a path from the app's folder): built for Node into dist/ssr/ beside the
   * browser build (scripts/lib/ssr/). Remotes need none: their node build is their exposes.
   */
  serverEntry?: string;
}

/**
 * Each remote also builds a node remote entry under dist/ssr/ (served at `/ssr/…`, its own
 * `mf-manifest.json` there) and the shell its server entry, so the shell's server renders pages from the
 * remotes' node builds found at run time (docs/server-rendering.md), in production builds and under the
 * dev servers alike (`npm run dev` renders pages on the server too). STOREFRONT_SSR=0 builds the
 * browser bundles only.
 */
const SSR_BUILD = process.env.STOREFRONT_SSR !== '0';

export function createAppConfig({
  id,
  title,
  federation,
  inlineHeadScripts = [],
  serverEntry,
}: AppOptions): RsbuildConfig {
  const topo = topology();
  const isShell = id === 'shell';
  const remote = topo.remotes.find((r) => r.id === id);
  const port = isShell ? topo.shellPort : (remote?.port ?? topo.shellPort);

  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation(
        {
          name: federation.name,
          exposes: federation.exposes,
          // The shell declares no remotes at build time: it registers them from /config.json at start.
          remotes: {},
          shared: sharedDependencies({ eager: isShell, requiredRange: federation.sharedRange }),
          shareStrategy: SHARE_STRATEGY,
          runtimePlugins: federation.runtimePlugins,
          // Types come from the workspace, not over HTTP (TOOLCHAIN.md).
          dts: false,
          // Every container, the shell's and each remote's, carries its own MF runtime, so a remote
          // entry runs in any host that speaks Module Federation (docs/module-federation.md).
          // `optimization.target: 'web'` leaves the runtime's Node loading code out of the browser
          // build (the node builds below keep it). A remote loads no remotes of its own, so its
          // runtime needs no manifest handling (`disableSnapshot`); the host's runtime reads the
          // remotes' manifests. Rspack bundles the runtime's CommonJS build, where `disableSnapshot`
          // drops no code yet ("Bytes" in docs/module-federation.md).
          experiments: { optimization: { target: 'web', disableSnapshot: !isShell } },
        },
        { environment: 'web' },
      ),
      // The remote's node build: the same exposes and singletons as a `commonjs-module` remote entry
      // with its own manifest under dist/ssr/ (no external runtime: no host page provides it there).
      ...(SSR_BUILD && !isShell
        ? [
            pluginModuleFederation(
              {
                name: federation.name,
                exposes: federation.exposes,
                remotes: {},
                shared: sharedDependencies({ requiredRange: federation.sharedRange }),
                shareStrategy: SHARE_STRATEGY,
                dts: false,
              },
              { target: 'node', environment: 'node' },
            ),
          ]
        : []),
    ],
    environments: {
      web: {},
      ...(SSR_BUILD && (!isShell || serverEntry)
        ? {
            node: {
              source: isShell && serverEntry ? { entry: { index: serverEntry } } : undefined,
              // The dev server too: a remote's node chunks load from beside its node manifest.
              dev: { assetPrefix: isShell ? '/' : 'auto' },
              output: {
                target: 'node' as const,
                distPath: { root: 'dist/ssr' },
                // A remote's node chunks load from its origin's /ssr/ (found through its manifest).
                assetPrefix: isShell ? '/' : 'auto',
                // Content-hashed chunks: a rebuilt remote's manifest changes with them, which is what
                // the shell's server revalidates (scripts/lib/ssr/remote-host.mjs).
                filename: isShell ? undefined : { js: '[name].[contenthash:8].js' },
                cleanDistPath: true,
                // The shell's server entry is imported by scripts/lib/ssr (plain Node ESM).
                ...(isShell && { module: true }),
              },
            },
          }
        : {}),
    },
    source: { entry: { index: './src/index.ts' } },
    // The shell's start-up code is one script (the browser opens at most six connections to an
    // origin, and the first screen also fetches its config and API calls there); only the chunks
    // loaded on demand share split-off pieces.
    splitChunks: isShell ? { preset: 'none', chunks: 'async' } : undefined,
    html: {
      title,
      meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      favicon: isShell ? './src/app/favicon.svg' : undefined,
      tags: inlineHeadScripts.map((file) => ({
        tag: 'script',
        // Minified (Rspack's SWC, as the bundles are): they are in every page's HTML, before its
        // stylesheets, so each byte of them delays the first screen.
        children: rspack.experiments.swc.minifySync(readFileSync(join(REPO_ROOT, id, file), 'utf8'), {
          compress: true,
          mangle: true,
        }).code,
        head: true,
        append: false,
      })),
    },
    output: {
      distPath: { root: 'dist' },
      // Remotes load their chunks from their own origin, wherever the host runs.
      assetPrefix: isShell ? '/' : 'auto',
      cleanDistPath: true,
      // STOREFRONT_SOURCE_MAPS=1: source maps beside the bundles, to see what the bytes are.
      sourceMap: process.env.STOREFRONT_SOURCE_MAPS === '1' ? { js: 'source-map' } : undefined,
    },
    server: {
      host: topo.host,
      port,
      strictPort: true,
      historyApiFallback: isShell,
      proxy: { '/api': topo.apiOrigin, '/acquirer': topo.apiOrigin, '/payments': topo.apiOrigin },
      headers: isShell ? undefined : { 'Access-Control-Allow-Origin': '*' },
    },
    tools: {
      // STOREFRONT_STATS=1 writes <app>/.rsbuild/stats.json (chunks and their modules), to see what a
      // chunk of the first load holds (README, Performance).
      rspack: (_config, { appendPlugins }) => {
        if (process.env.STOREFRONT_STATS !== '1') return;
        appendPlugins({
          apply(compiler: Rspack.Compiler) {
            compiler.hooks.done.tap('storefront-stats', (stats) => {
              const dir = join(compiler.context, '.rsbuild');
              mkdirSync(dir, { recursive: true });
              const json = stats.toJson({
                all: false,
                assets: true,
                chunks: true,
                chunkModules: true,
                ids: true,
                dependentModules: true,
                nestedModules: true,
              });
              writeFileSync(join(dir, 'stats.json'), JSON.stringify(json));
            });
          },
        });
      },
    },
    dev: {
      setupMiddlewares: isShell
        ? [
            (middlewares, server) => {
              // The dev shell serves the same runtime config as the production server.
              middlewares.unshift((req, res, next) => {
                if (req.url !== '/config.json') return next();
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(runtimeConfig(topo)));
              });
              if (!SSR_BUILD || !serverEntry) return;
              // Pages rendered on the server, as the shell's server renders them (shell/server/dev-pages.ts).
              // (Imported by URL: the shell's code is the shell's to typecheck, not this recipe's.)
              const devPages = new URL('../../shell/server/dev-pages.ts', import.meta.url).href;
              const pages = import(devPages).then(({ createDevPages }) =>
                createDevPages({
                  environments: server.environments as never,
                  shellDir: join(REPO_ROOT, 'shell'),
                  apiOrigin: topo.apiOrigin,
                  publicOrigin: topo.publicOrigin,
                  runtimeConfig: () => runtimeConfig(topo),
                }),
              );
              middlewares.unshift((req, res, next) => {
                pages.then((render) => render(req, res, next)).catch(next);
              });
            },
          ]
        : [],
    },
  });
}
