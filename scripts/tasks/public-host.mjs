// Each remote runs in any standard host: a step of `npm test` after the build. Serves the production
// build, bundles scripts/public-host/host.tsx (a plain page on Module Federation's public runtime API
// only, no storefront tooling) with esbuild, serves it beside an /api proxy, and fails unless every
// module each remote's manifest exposes loaded and rendered there in Chromium — once on the MF runtime
// the remotes are built with, once on the previous minor (docs/module-federation.md, "Version skew").
//   node scripts/tasks/public-host.mjs [--port-base 4600]
import { readFileSync, realpathSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { launchChromium } from '../lib/page-metrics.mjs';
import { runtimeConfig } from '../lib/topology.mjs';
import { serve } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The libraries the plain host provides come from the shell's installation (the same versions). */
const libraries = join(root, 'shell', 'node_modules');

const { values } = parseArgs({
  options: {
    'port-base': { type: 'string', default: process.env.STOREFRONT_PUBLIC_HOST_PORT_BASE ?? '4600' },
  },
});

const versionOf = (pkg) => JSON.parse(readFileSync(join(libraries, pkg, 'package.json'), 'utf8')).version;

/** The version of the MF runtime an entry of the host runs on. */
function runtimeVersion(entry) {
  const name = entry === 'previous-minor.ts' ? 'mf-runtime-previous-minor' : '@module-federation/runtime';
  // (The current runtime is the one @module-federation/enhanced depends on: resolved from its real folder.)
  const from =
    entry === 'previous-minor.ts'
      ? root
      : realpathSync(join(root, 'node_modules', '@module-federation', 'enhanced'));
  const manifest = createRequire(join(from, 'package.json')).resolve(`${name}/package.json`);
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/** The host page's script, bundled for the browser from one of its entries. */
async function hostScript(entry) {
  const result = await build({
    entryPoints: [join(root, 'scripts', 'public-host', entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    nodePaths: [libraries],
    define: {
      'process.env.NODE_ENV': '"production"',
      HOST_RUNTIME_VERSION: JSON.stringify(runtimeVersion(entry)),
      HOST_VERSIONS: JSON.stringify(
        Object.fromEntries(
          ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'].map((pkg) => [
            pkg,
            versionOf(pkg),
          ]),
        ),
      ),
    },
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** The host page of one runtime (`/<entry>/`), whose script is `/<entry>/host.js`. */
const page = (
  entry,
) => `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Public MF host</title>
<script type="module" src="/${entry}/host.js"></script></head><body></body></html>`;

/**
 * The host's own origin: a page and its script per runtime (`scripts`, by entry), and /api passed on
 * to the storefront's API.
 */
function startHostServer(port, host, scripts, apiOrigin) {
  const api = new URL(apiOrigin);
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/api/')) {
      const upstream = request(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const [, entry, file] = new URL(req.url ?? '/', 'http://host').pathname.split('/');
    if (!scripts.has(entry)) {
      res.writeHead(404).end();
    } else if (file === 'host.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(scripts.get(entry));
    } else if (file === '') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page(entry));
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

process.env.LOG_LEVEL ??= 'warn';
process.env.RATE_LIMIT_MAX ??= '20000';
const portBase = Number(values['port-base']);
const entries = ['current.ts', 'previous-minor.ts'];
// Bundled, and the browser started, while the storefront starts.
const launched = launchChromium({ headlessShell: true });
const bundled = Promise.all(entries.map(async (entry) => [entry, await hostScript(entry)]));
const topo = await serve({ portBase, memoryDb: true });
const scripts = new Map(await bundled);
const hostPort = portBase + 20;
const server = await startHostServer(hostPort, topo.host, scripts, topo.apiOrigin);

const remotes = Object.entries(runtimeConfig(topo).remotes).map(([id, manifest]) => ({
  name: id.replace('-', '_'),
  manifest,
}));
const props = { path: '/moscow', basePath: '/moscow', cityAlias: 'moscow', brand: 'pizza' };
const query = `?${new URLSearchParams({
  remotes: JSON.stringify(remotes),
  props: JSON.stringify(props),
})}`;

/** One visit of the host page on the runtime `entry` brings; the outcome of every exposed module. */
async function visit(browser, entry) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const pageErrors = [];
  try {
    const tab = await context.newPage();
    tab.on('pageerror', (error) => pageErrors.push(String(error)));
    await tab.goto(`http://${topo.host}:${hostPort}/${entry}/${query}`);
    await tab.waitForFunction(() => window.__publicHost?.done === true, null, { timeout: 180_000 });
    return { outcomes: await tab.evaluate(() => window.__publicHost.outcomes), pageErrors };
  } finally {
    await context.close();
  }
}

const browser = await launched;
const failures = [];
try {
  // Both runtimes at once, each in its own context: a visit mostly waits for its modules' effects.
  const visits = await Promise.all(entries.map((entry) => visit(browser, entry)));
  for (const [index, entry] of entries.entries()) {
    const { outcomes, pageErrors } = visits[index];
    const byRemote = new Set(outcomes.map((outcome) => outcome.module.split('/')[0]));
    console.log(
      `\nPlain Module Federation host on runtime ${runtimeVersion(entry)} (createInstance + loadRemote), ` +
        `${outcomes.length} exposed modules:`,
    );
    for (const outcome of outcomes) {
      console.log(
        `  ${outcome.status === 'rendered' ? '✓' : '✗'} ${outcome.module} (${outcome.html} chars of HTML)`,
      );
      if (outcome.error) console.log(`      ${outcome.error.split('\n').slice(0, 4).join('\n      ')}`);
    }
    // Rendered means some markup: a module that mounts to nothing in a plain host is as good as failed.
    const failed = outcomes.filter((outcome) => outcome.status !== 'rendered' || outcome.html === 0);
    if (failed.length > 0 || byRemote.size < remotes.length) {
      failures.push(
        `runtime ${runtimeVersion(entry)}: ${failed.length} exposed modules failed; remotes seen: ${[...byRemote].join(', ')}` +
          (pageErrors.length ? `; page errors: ${pageErrors.join(' | ')}` : ''),
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}

if (failures.length > 0) {
  console.error(`\n✗ remotes in a plain host:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✓ every exposed module of the ${remotes.length} remotes renders in a plain host, on both runtimes`,
);
process.exit(0);
