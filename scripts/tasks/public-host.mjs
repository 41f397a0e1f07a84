// Each remote runs in any standard host: a step of `npm test` after the build. Serves the production
// build, bundles scripts/public-host/host.tsx (a plain page on Module Federation's public runtime API
// only, no storefront tooling) with esbuild, serves it beside an /api proxy, and fails unless every
// module each remote's manifest exposes loaded and rendered there in Chromium.
//   node scripts/tasks/public-host.mjs [--port-base 4600]
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
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

/** The host page's script, bundled for the browser. */
async function hostScript() {
  const result = await build({
    entryPoints: [join(root, 'scripts', 'public-host', 'host.tsx')],
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

const page = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Public MF host</title>
<script type="module" src="/host.js"></script></head><body></body></html>`;

/** The host's own origin: its page, its script, and /api passed on to the storefront's API. */
function startHostServer(port, host, script, apiOrigin) {
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
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    if (path === '/host.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

process.env.LOG_LEVEL ??= 'warn';
process.env.RATE_LIMIT_MAX ??= '20000';
const portBase = Number(values['port-base']);
const topo = await serve({ portBase, memoryDb: true });
const script = await hostScript();
const hostPort = portBase + 20;
const server = await startHostServer(hostPort, topo.host, script, topo.apiOrigin);

const remotes = Object.entries(runtimeConfig(topo).remotes).map(([id, manifest]) => ({
  name: id.replace('-', '_'),
  manifest,
}));
const props = { path: '/moscow', basePath: '/moscow', cityAlias: 'moscow', brand: 'pizza' };
const url = `http://${topo.host}:${hostPort}/?${new URLSearchParams({
  remotes: JSON.stringify(remotes),
  props: JSON.stringify(props),
})}`;

const browser = await launchChromium();
let outcomes = [];
const consoleErrors = [];
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const tab = await context.newPage();
  tab.on('pageerror', (error) => consoleErrors.push(String(error)));
  await tab.goto(url);
  await tab.waitForFunction(() => window.__publicHost?.done === true, null, { timeout: 180_000 });
  outcomes = await tab.evaluate(() => window.__publicHost.outcomes);
} finally {
  await browser.close();
  server.close();
}

const expected = remotes.length;
const byRemote = new Set(outcomes.map((outcome) => outcome.module.split('/')[0]));
console.log(
  `\nPlain Module Federation host (createInstance + loadRemote), ${outcomes.length} exposed modules:`,
);
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.status === 'rendered' ? '✓' : '✗'} ${outcome.module} (${outcome.html} chars of HTML)`,
  );
  if (outcome.error) console.log(`      ${outcome.error.split('\n').slice(0, 4).join('\n      ')}`);
}
// Rendered means some markup: a module that mounts to nothing in a plain host is as good as failed.
const failed = outcomes.filter((outcome) => outcome.status !== 'rendered' || outcome.html === 0);
if (failed.length > 0 || byRemote.size < expected) {
  console.error(
    `\n✗ ${failed.length} exposed modules failed in a plain host; remotes seen: ${[...byRemote].join(', ')}`,
  );
  if (consoleErrors.length) console.error(`page errors:\n  ${consoleErrors.join('\n  ')}`);
  process.exit(1);
}
console.log(`✓ every exposed module of the ${expected} remotes renders in a plain host`);
process.exit(0);
