// Runs the production builds together on one machine (developer tooling: each is its own deployable):
// the API and the sandbox acquirer (each its own process and origin), each remote's dist/ from its own
// port (as a CDN would serve it), and the shell's server (shell/server/, its own process) at the base
// port, configured by environment as a deployment configures it: /api proxied to the API, the
// remotes' manifests from the topology.
//   node scripts/tasks/serve.mjs [--port-base 3000] [--memory-db] [--config-file path]
// --memory-db keeps the database in memory (e2e); otherwise PGlite on disk in api/.data, or PostgreSQL
// when DATABASE_URL is set. --config-file serves that JSON as /config.json, re-read on each request,
// so a remote can be pointed elsewhere without rebuilding or restarting the shell.
import { createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createStaticHost } from '../../shell/server/static-files.ts';
import { assertPortFree, startProcess, stopOnExit, waitForHttp } from '../lib/processes.mjs';
import { runtimeConfig, serviceEnv, topology } from '../lib/topology.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function serve({ portBase = 3000, memoryDb = false, configFile } = {}) {
  const topo = topology(portBase);
  for (const app of ['shell', ...topo.remotes.map((r) => r.id)]) {
    if (!existsSync(join(root, app, 'dist', 'index.html'))) {
      throw new Error(`${app}/dist is missing: build first (npm run build)`);
    }
  }
  for (const service of ['api', 'acquirer']) {
    if (!existsSync(join(root, service, 'dist', 'main.js'))) {
      throw new Error(`${service}/dist is missing: build first (npm run build)`);
    }
  }
  for (const port of [topo.shellPort, topo.apiPort, topo.acquirerPort, ...topo.remotes.map((r) => r.port)]) {
    await assertPortFree(port, topo.host);
  }
  const servers = [];
  const stop = stopOnExit(() => {
    for (const server of servers) server.close();
  });

  // The shell's server runs on this host, proxies /api and renders pages with the visitor's address in
  // X-Forwarded-For: the API believes it from loopback only.
  const links = serviceEnv(topo);
  const apiEnv = {
    TRUST_PROXY: 'loopback',
    ...process.env,
    ...links.api,
    PORT: String(topo.apiPort),
    HOST: topo.host,
  };
  // SERVE_API_BODY_LOG (set by `npm test` for e2e): every request body as it reached the API, for the
  // same scan — proof that no card number arrives at the API's edge.
  if (process.env.SERVE_API_BODY_LOG) apiEnv.CAPTURE_REQUEST_BODIES = process.env.SERVE_API_BODY_LOG;
  if (memoryDb) {
    // SERVE_DB_DIR (set by `npm test` for e2e) keeps that database on disk instead, so it can be
    // scanned afterwards (scripts/check-no-card-numbers.mjs).
    apiEnv.PGLITE_DIR = process.env.SERVE_DB_DIR || 'memory://';
    delete apiEnv.DATABASE_URL;
  }
  // The compiled API (npm run build: api/dist/main.js), no TypeScript loader: what ships is what runs.
  const api = startProcess('api', process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: join(root, 'api'),
    env: apiEnv,
  });
  // SERVE_API_LOG: a copy of everything the API writes, for the same scan.
  if (process.env.SERVE_API_LOG) {
    const log = createWriteStream(process.env.SERVE_API_LOG, { flags: 'a' });
    api.stdout?.pipe(log);
    api.stderr?.pipe(log);
  }
  api.on('exit', (code) => {
    console.error(`[serve] the API stopped (exit ${code})`);
    stop(1);
  });

  // The sandbox acquirer: its own process, origin and ledger (in memory with --memory-db).
  const acquirer = startProcess('acquirer', process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: join(root, 'acquirer'),
    env: {
      ...process.env,
      ...links.acquirer,
      ...(memoryDb ? { ACQUIRER_PGLITE_DIR: 'memory://' } : {}),
      PORT: String(topo.acquirerPort),
      HOST: topo.host,
    },
  });
  acquirer.on('exit', (code) => {
    console.error(`[serve] the acquirer stopped (exit ${code})`);
    stop(1);
  });

  for (const remote of topo.remotes) {
    const host = await createStaticHost({ root: join(root, remote.id, 'dist') });
    await host.listen({ host: topo.host, port: remote.port });
    servers.push(host);
  }

  // The shell's server, started as a deployment starts it (`pnpm --filter shell start`), configured by
  // environment. Without --config-file its runtime config is the topology's, written to a file it
  // re-reads per request (a drill or test may point a remote elsewhere).
  let runtimeConfigFile = configFile;
  if (!runtimeConfigFile) {
    runtimeConfigFile = join(mkdtempSync(join(tmpdir(), 'storefront-config-')), 'config.json');
    writeFileSync(runtimeConfigFile, JSON.stringify(runtimeConfig(topo)));
  }
  const shell = startProcess('shell', process.execPath, ['server/main.ts'], {
    cwd: join(root, 'shell'),
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      HOST: topo.host,
      PORT: String(topo.shellPort),
      API_ORIGIN: topo.apiOrigin,
      API_PROXY: '1',
      PUBLIC_ORIGIN: links.api.PUBLIC_ORIGIN,
      RUNTIME_CONFIG_FILE: runtimeConfigFile,
      // As `pnpm --filter shell start` runs it: a capped heap, so what each remote redeploy leaves
      // behind is collected rather than kept until the heap is large (docs/server-rendering.md).
      NODE_OPTIONS: process.env.SHELL_NODE_OPTIONS ?? '--max-old-space-size=128 --max-semi-space-size=4',
    },
  });
  shell.on('exit', (code) => {
    console.error(`[serve] the shell's server stopped (exit ${code})`);
    stop(1);
  });

  await waitForHttp(`${topo.publicOrigin}/config.json`, 60_000);
  await waitForHttp(`${topo.apiOrigin}/api/health`, 120_000);
  await waitForHttp(`${topo.acquirerOrigin}/health`, 60_000);
  console.log(`\nStorefront ready at http://${topo.host}:${topo.shellPort}  (Ctrl-C stops every process)`);
  for (const remote of topo.remotes) console.log(`  ${remote.id.padEnd(12)} ${remote.origin}`);
  console.log(`  ${'api'.padEnd(12)} ${topo.apiOrigin}/api`);
  console.log(`  ${'acquirer'.padEnd(12)} ${topo.acquirerOrigin} (sandbox)\n`);
  return { ...topo, shellProcess: shell };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'port-base': { type: 'string', default: process.env.STOREFRONT_PORT_BASE ?? '3000' },
      'memory-db': { type: 'boolean', default: false },
      'config-file': { type: 'string' },
    },
  });
  serve({
    portBase: Number(values['port-base']),
    memoryDb: values['memory-db'],
    configFile: values['config-file'],
  }).catch((error) => {
    console.error(`[serve] ${error.message}`);
    process.exit(1);
  });
}
