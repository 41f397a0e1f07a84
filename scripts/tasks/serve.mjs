// Runs the production builds together on one machine (developer tooling: each is its own deployable):
// the API and the sandbox acquirer (each its own process and origin), each remote's dist/ from its own
// port (as a CDN would serve it), and the shell's server (shell/server/, its own process) at the base
// port, configured by environment as a deployment configures it: /api proxied to the API, the
// remotes' manifests from the topology.
//   node scripts/tasks/serve.mjs [--port-base 3000] [--memory-db] [--config-file path] [--pos] [--providers]
// --memory-db keeps the database in memory (e2e); otherwise PGlite on disk in api/.data, or PostgreSQL
// when DATABASE_URL is set. --config-file serves that JSON as /config.json, re-read on each request,
// so a remote can be pointed elsewhere without rebuilding or restarting the shell.
// --pos (or POS=iiko): the POS mode of docs/pos.md. Without IIKO_API_URL the fake iikoCloud
// (api/dist/fake-iiko.js) runs on the topology's port and the API is pointed at it.
// --providers: the API runs as production runs it (NODE_ENV=production, no sandbox opt-in) with every
// outside provider real — pointed at their local fakes (api/dist/fake-providers.js, one process on the
// topology's ports) with keys of this run: CloudPayments cards, YooKassa SBP/SberPay, SMS.ru and
// Twilio Verify codes, SmartCaptcha, Yandex Geosuggest (docs/going-to-production.md). The kitchen
// simulator is a sandbox, so it stays off: a POS moves orders (POS_TOKEN, or --pos).
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createStaticHost } from '../../shell/server/static-files.ts';
import { observeSinks, servedRuntimeConfig, startObserveSinks } from '../lib/observe-sinks.mjs';
import { assertPortFree, startProcess, stopOnExit, waitForHttp } from '../lib/processes.mjs';
import { serviceEnv, topology } from '../lib/topology.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the fake iikoCloud and answers the API's POS variables for it: its URL and login, the
 * mapping it prints for the seeded cities and shops, a webhook token and where to send webhooks.
 */
async function startFakeIiko(topo, links) {
  const apiLogin = process.env.IIKO_API_LOGIN ?? 'demo-api-login';
  const fake = startProcess('iiko', process.execPath, ['--enable-source-maps', 'dist/fake-iiko.js'], {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      IIKO_FAKE_PORT: String(topo.iikoFakePort),
      IIKO_FAKE_HOST: topo.host,
      IIKO_API_LOGIN: apiLogin,
      PUBLIC_ORIGIN: links.api.PUBLIC_ORIGIN,
      // Its kitchen moves each exported order one status per step, so the demo's tracking moves.
      IIKO_FAKE_KITCHEN_STEP_MS: process.env.IIKO_FAKE_KITCHEN_STEP_MS ?? '10000',
    },
  });
  const mapping = await new Promise((resolve, reject) => {
    let buffered = '';
    fake.stdout?.on('data', (chunk) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((entry) => entry.startsWith('IIKO_MAPPING='));
      if (line && buffered.includes(`${line}\n`)) resolve(line.slice('IIKO_MAPPING='.length));
    });
    fake.on('exit', (code) => reject(new Error(`the fake iikoCloud stopped (exit ${code})`)));
  });
  return {
    fake,
    env: {
      POS: 'iiko',
      IIKO_API_URL: topo.iikoFakeOrigin,
      IIKO_API_LOGIN: apiLogin,
      IIKO_MAPPING: process.env.IIKO_MAPPING ?? mapping,
      IIKO_WEBHOOK_TOKEN: process.env.IIKO_WEBHOOK_TOKEN ?? randomBytes(24).toString('hex'),
      IIKO_WEBHOOK_URL: process.env.IIKO_WEBHOOK_URL ?? `${topo.apiOrigin}/api/pos/iiko/webhook`,
    },
  };
}

/**
 * Starts the providers' fakes and answers the API's production variables for them: each provider
 * chosen, its base URL and this run's keys (the fakes are started with the same ones).
 */
async function startProviderFakes(topo) {
  const fakes = topo.providerFakes;
  const key = () => randomBytes(18).toString('base64url');
  const keys = {
    CLOUDPAYMENTS_PUBLIC_ID: `pk_${randomBytes(8).toString('hex')}`,
    CLOUDPAYMENTS_API_SECRET: key(),
    YOOKASSA_SHOP_ID: String(100000 + Math.floor(Math.random() * 800000)),
    YOOKASSA_SECRET_KEY: `test_${key()}`,
    SMSRU_API_ID: key(),
    TWILIO_ACCOUNT_SID: `AC${randomBytes(16).toString('hex')}`,
    TWILIO_AUTH_TOKEN: randomBytes(16).toString('hex'),
    TWILIO_VERIFY_SERVICE_SID: `VA${randomBytes(16).toString('hex')}`,
    SMARTCAPTCHA_SERVER_KEY: `ysc2_${key()}`,
    SMARTCAPTCHA_CLIENT_KEY: `ysc1_${key()}`,
    YANDEX_GEOCODER_KEY: key(),
  };
  const fake = startProcess('fakes', process.execPath, ['--enable-source-maps', 'dist/fake-providers.js'], {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      ...keys,
      API_ORIGIN: topo.apiOrigin,
      FAKE_PORTS: Object.entries(fakes)
        .map(([name, { port }]) => `${name}:${port}`)
        .join(','),
    },
  });
  await waitForHttp(`${fakes.smartcaptcha.origin}/captcha.js`, 60_000);
  return {
    fake,
    env: {
      NODE_ENV: 'production',
      OTP_SECRET: process.env.OTP_SECRET ?? randomBytes(24).toString('hex'),
      ACQUIRER_SECRET: process.env.ACQUIRER_SECRET ?? randomBytes(24).toString('hex'),
      POS_TOKEN: process.env.POS_TOKEN ?? randomBytes(16).toString('hex'),
      ACQUIRER_PROVIDER: 'cloudpayments,yookassa',
      CLOUDPAYMENTS_API_URL: fakes.cloudpayments.origin,
      CLOUDPAYMENTS_WIDGET_URL: `${fakes.cloudpayments.origin}/checkout.js`,
      YOOKASSA_API_URL: `${fakes.yookassa.origin}/v3`,
      // The fake sends its webhooks from loopback, as YooKassa sends them from its listed addresses.
      YOOKASSA_WEBHOOK_SOURCES: '127.0.0.1',
      OTP_PROVIDER: 'smsru,twilio',
      SMSRU_API_URL: fakes.smsru.origin,
      TWILIO_VERIFY_URL: fakes.twilio.origin,
      CAPTCHA_PROVIDER: 'smartcaptcha',
      SMARTCAPTCHA_URL: fakes.smartcaptcha.origin,
      SMARTCAPTCHA_SCRIPT_URL: `${fakes.smartcaptcha.origin}/captcha.js`,
      CAPTCHA_SITE_FORMS: 'on',
      YANDEX_GEOCODER_URL: fakes.yandex.origin,
      YANDEX_SUGGEST_URL: fakes.yandex.origin,
      ...keys,
    },
  };
}

export async function serve({
  portBase = 3000,
  memoryDb = false,
  configFile,
  pos = false,
  providers = false,
} = {}) {
  const topo = topology(portBase);
  // POS mode with no iikoCloud named: the fake stands in for it.
  const fakePos = (pos || process.env.POS === 'iiko') && !process.env.IIKO_API_URL;
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
  const ports = [topo.shellPort, topo.apiPort, topo.acquirerPort, ...topo.remotes.map((r) => r.port)];
  if (fakePos) ports.push(topo.iikoFakePort);
  if (providers) ports.push(...Object.values(topo.providerFakes).map((fake) => fake.port));
  for (const port of ports) {
    await assertPortFree(port, topo.host);
  }
  // OBSERVE_SINKS=on: the local error sink and analytics collector, and everything pointed at them
  // (the API sends the purchase event to the collector; GA_* otherwise reach the API with serve's env).
  const sinks = process.env.OBSERVE_SINKS === 'on' ? observeSinks(portBase, topo.host) : null;
  for (const port of sinks?.ports ?? []) await assertPortFree(port, topo.host);
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
  if (sinks) {
    const sinkProcess = startObserveSinks(root, sinks);
    sinkProcess.on('exit', (code) => {
      console.error(`[serve] the local sinks stopped (exit ${code})`);
      stop(1);
    });
    Object.assign(apiEnv, sinks.apiEnv);
  }
  if (fakePos) {
    const iiko = await startFakeIiko(topo, links);
    iiko.fake.on('exit', (code) => {
      console.error(`[serve] the fake iikoCloud stopped (exit ${code})`);
      stop(1);
    });
    Object.assign(apiEnv, iiko.env);
  } else if (pos) apiEnv.POS = 'iiko';
  if (providers) {
    const real = await startProviderFakes(topo);
    real.fake.on('exit', (code) => {
      console.error(`[serve] the providers' fakes stopped (exit ${code})`);
      stop(1);
    });
    Object.assign(apiEnv, real.env);
    delete apiEnv.KITCHEN_SIMULATOR;
    delete apiEnv.KITCHEN_SPEED;
    delete apiEnv.ALLOW_SANDBOX_IN_PRODUCTION;
  }
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
    writeFileSync(runtimeConfigFile, JSON.stringify(servedRuntimeConfig(topo, sinks)));
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
      ...sinks?.shellServerEnv,
    },
  });
  shell.on('exit', (code) => {
    console.error(`[serve] the shell's server stopped (exit ${code})`);
    stop(1);
  });

  await waitForHttp(`${topo.publicOrigin}/config.json`, 60_000);
  // In POS mode the API seeds and checks the POS mapping against the shops before it listens: on a
  // busy machine that start takes longer.
  await waitForHttp(`${topo.apiOrigin}/api/health`, apiEnv.POS === 'iiko' ? 240_000 : 120_000);
  await waitForHttp(`${topo.acquirerOrigin}/health`, 60_000);
  console.log(`\nStorefront ready at http://${topo.host}:${topo.shellPort}  (Ctrl-C stops every process)`);
  for (const remote of topo.remotes) console.log(`  ${remote.id.padEnd(12)} ${remote.origin}`);
  console.log(`  ${'api'.padEnd(12)} ${topo.apiOrigin}/api`);
  console.log(`  ${'acquirer'.padEnd(12)} ${topo.acquirerOrigin} (sandbox)`);
  if (fakePos) console.log(`  ${'iiko (fake)'.padEnd(12)} ${topo.iikoFakeOrigin} (POS mode)`);
  if (sinks) {
    await waitForHttp(`${sinks.errorsOrigin}/__sink/envelopes`, 30_000);
    console.log(`  ${'errors'.padEnd(12)} ${sinks.errorsOrigin}/__sink/envelopes (local sink)`);
    console.log(`  ${'analytics'.padEnd(12)} ${sinks.analyticsOrigin}/__sink/events (local collector)`);
  }
  if (providers) {
    console.log(`  API in production configuration; providers' fakes:`);
    for (const [name, fake] of Object.entries(topo.providerFakes))
      console.log(`    ${name.padEnd(13)} ${fake.origin}`);
  }
  console.log('');
  return { ...topo, shellProcess: shell };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'port-base': { type: 'string', default: process.env.STOREFRONT_PORT_BASE ?? '3000' },
      'memory-db': { type: 'boolean', default: false },
      'config-file': { type: 'string' },
      pos: { type: 'boolean', default: false },
      providers: { type: 'boolean', default: false },
    },
  });
  serve({
    portBase: Number(values['port-base']),
    memoryDb: values['memory-db'],
    configFile: values['config-file'],
    pos: values.pos,
    providers: values.providers,
  }).catch((error) => {
    console.error(`[serve] ${error.message}`);
    process.exit(1);
  });
}
