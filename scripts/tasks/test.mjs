// `npm test`: every check, in order, stopping at the first failure with a non-zero exit.
//   lint → typecheck → unit + API tests (PGlite; and PostgreSQL too with --postgres or DATABASE_URL)
//   → heavy: the API's fuzz, crash and several-instance tests (vitest project api-heavy), timed apart
//   → production build → release drill (scripts/tasks/release-drill.mjs: mf-menu and mf-checkout
//   released alone into the running storefront and back) → every remote in a plain Module Federation
//   host (scripts/tasks/public-host.mjs) → e2e, and beside it the first-load budget of the home page
//   (perf-budget.json: gzip bytes of JavaScript and request-chain depth, scripts/tasks/budget.mjs).
//   The budget runs in Debian's Chromium; the drill, public-host and e2e in its headless shell (both
//   installed with apt when absent).
// Flags: --postgres (install/start Debian PostgreSQL and run the API suites on it as well),
//        --skip-e2e, --only <lint|typecheck|unit|heavy|build|drill|public-host|budget|e2e>.
// The closing summary prints each step's time and the total, on success and on failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM, HEADLESS_SHELL } from '../lib/chromium.mjs';
import { ensurePostgres } from '../lib/postgres.mjs';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: process.env.STOREFRONT_TEST_POSTGRES === '1' },
    'skip-e2e': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const env = { ...process.env };
/** Seconds per step, in the order they ran (a step that runs twice, as e2e does, adds up). */
const timings = new Map();
const startedAt = Date.now();

const clock = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(0).padStart(2, '0')} s`
    : `${seconds.toFixed(1)} s`;

/** The closing summary: one line per step and the total, with the machine's load (a shared machine). */
function summary() {
  const lines = [...timings].map(([name, seconds]) => `  ${name.padEnd(10)} ${clock(seconds)}`);
  lines.push(`  ${'total'.padEnd(10)} ${clock((Date.now() - startedAt) / 1000)}`);
  if ([...timings.keys()].some((name) => name.endsWith('*')))
    lines.push('  (* ran beside the step above it; the total is the wall-clock time)');
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${lines.join('\n')}\n  (${cpus().length} CPUs, load average ${load})`;
}

/** Runs a command; answers the child and a promise of its exit status and seconds. */
function run(command, args, { stdio = 'inherit', extraEnv = {} } = {}) {
  const started = Date.now();
  const child = spawn(command, args, { stdio, env: { ...env, ...extraEnv } });
  const done = new Promise((resolve) => {
    const seconds = () => (Date.now() - started) / 1000;
    child.on('error', (error) => resolve({ status: 1, error, seconds: seconds() }));
    child.on('close', (status, signal) =>
      resolve({ status: status ?? (signal ? 1 : 0), seconds: seconds() }),
    );
  });
  return { child, done };
}

/** Records a step's time; a failed step ends `npm test` with the summary so far. */
function settle(name, { status, error, seconds }) {
  if (error) console.error(error.message);
  timings.set(name, (timings.get(name) ?? 0) + seconds);
  if (status !== 0) {
    console.error(`\n✗ ${name.replace(/\*$/, '')} failed after ${clock(seconds)}\n${summary()}`);
    process.exit(status ?? 1);
  }
}

/**
 * One step, its output straight to the terminal. Spawned, not spawnSync: a step running beside it
 * (backgroundStep) is read and timed while this one runs.
 */
async function step(name, command, args, extraEnv = {}) {
  if (values.only && values.only !== name) return;
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  settle(name, await run(command, args, { extraEnv }).done);
}

/**
 * A step that runs beside the next ones: its output is kept and printed whole when it is awaited, and
 * its time is its own. Only for a step that mostly waits and whose result does not depend on the
 * machine's load (the budget counts bytes and request-chain depth, never time).
 */
function backgroundStep(name, command, args) {
  if (values.only && values.only !== name) return null;
  const { child, done } = run(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  // A step failing before this one ends exits `npm test`: the budget (and the storefront it serves)
  // stops with it.
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  return async () => {
    const result = await done;
    process.off('exit', stop);
    console.log(`\n━━ ${name} (ran beside the step above): ${command} ${args.join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    settle(`${name}*`, result);
  };
}

/**
 * Debian's Chromium (the bench and the byte budget measure in it, as a visitor has it) and its
 * headless shell (the checks that only need the page to work run in it: the same engine at about
 * half the CPU per page). Without the shell they fall back to the full Chromium, only slower.
 */
function ensureChromium() {
  const wanted = [
    { binary: CHROMIUM, name: 'chromium', required: true },
    { binary: HEADLESS_SHELL, name: 'chromium-headless-shell', required: false },
  ].filter(({ binary }) => !existsSync(binary));
  if (wanted.length === 0) return;
  const names = wanted.map(({ name }) => name);
  console.log(`\n━━ installing ${names.join(' and ')} (apt-get install -y ${names.join(' ')})`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt('update');
  // One package at a time: the headless shell missing from a mirror must not keep Chromium out.
  for (const { name, required } of wanted) {
    if (apt('install', '-y', '--no-install-recommends', name).status === 0) continue;
    if (required) {
      console.error(`✗ could not install ${name} with apt`);
      process.exit(1);
    }
    console.warn(`! could not install ${name}: the browser checks run in the full Chromium, slower`);
  }
}

/**
 * The flake budget (e2e/flake-budget.ts wrote e2e/reports/flaky.json): more than 2% of the journeys
 * that ran needing a retry fails `npm test`, even though each of them passed in the end.
 */
function checkFlakeBudget() {
  const file = join('e2e', 'reports', 'flaky.json');
  if (!existsSync(file)) {
    console.error(`\n✗ e2e: ${file} is missing (the flake-budget reporter did not run)`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const percent = (report.share * 100).toFixed(1);
  if (report.overBudget) {
    console.error(
      `\n✗ e2e flake budget: ${report.flaky.length} of ${report.ran} journeys needed a retry (${percent}% > ${report.budget * 100}%):`,
    );
    for (const title of report.flaky) console.error(`  ${title}`);
    process.exit(1);
  }
  console.log(
    `e2e flake budget: ${report.flaky.length} of ${report.ran} journeys retried (${percent}%), within budget`,
  );
}

await step('lint', 'pnpm', ['exec', 'biome', 'check', '--error-on-warnings', '.']);
await step('typecheck', 'pnpm', ['run', 'typecheck']);

if (!values.only || values.only === 'unit' || values.only === 'heavy') {
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pgUrl) env.TEST_DATABASE_URL = pgUrl;
  else if (values.postgres) env.TEST_DATABASE_URL = await ensurePostgres();
  // The API suites run on PGlite always and, with TEST_DATABASE_URL, on PostgreSQL as well.
  delete env.DATABASE_URL;
  console.log(`\nAPI suites on: PGlite${env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''}`);
}
await step('unit', 'pnpm', ['exec', 'vitest', 'run', '--project', '!api-heavy']);
await step('heavy', 'pnpm', ['exec', 'vitest', 'run', '--project', 'api-heavy']);
await step('build', 'node', ['scripts/tasks/build.mjs']);
if (!values.only || values.only === 'drill') {
  ensureChromium();
  // The release drill: mf-menu and mf-checkout each released alone into the running
  // storefront and back, and mf-menu once more declaring a newer @storefront/shared than the shell has
  // (README, "Releasing a remote"). Its own ports (STOREFRONT_DRILL_PORT_BASE, 4800).
  await step('drill', 'node', [
    'scripts/tasks/release-drill.mjs',
    'mf-menu',
    'mf-checkout',
    '--compat',
    'mf-menu',
    '--port-base',
    process.env.STOREFRONT_DRILL_PORT_BASE ?? '4800',
  ]);
}
if (!values.only || values.only === 'public-host') {
  ensureChromium();
  // Each remote's production build in a plain page that uses only Module Federation's public runtime
  // API (createInstance + loadRemote): every exposed module must load and render there. Its own ports
  // (STOREFRONT_PUBLIC_HOST_PORT_BASE, 4600).
  await step('public-host', 'node', [
    'scripts/tasks/public-host.mjs',
    '--port-base',
    process.env.STOREFRONT_PUBLIC_HOST_PORT_BASE ?? '4600',
  ]);
}
// The budget mostly waits (its 20 s script window): it runs beside the e2e step, on its own ports,
// once the drill has put every dist back. What it checks are bytes and chain depth, which a busy
// machine cannot change.
if (!values.only || values.only === 'budget') ensureChromium();
const budgetDone = backgroundStep('budget', 'node', ['scripts/tasks/budget.mjs']);
if (!values['skip-e2e'] && (!values.only || values.only === 'e2e')) {
  ensureChromium();
  // The e2e API keeps its database on disk, a copy of its log and every request body it received, so
  // that afterwards we can prove no card number reached any of them (PCI DSS, spec §1:
  // card data goes to the acquirer's own origin only).
  const artifacts = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const scanned = {
    SERVE_DB_DIR: join(artifacts, 'pglite'),
    SERVE_API_LOG: join(artifacts, 'api.log'),
    SERVE_API_BODY_LOG: join(artifacts, 'api-bodies.log'),
  };
  // Reports land in e2e/reports/ (html/, junit.xml, results.json, flaky.json; README, QA).
  await step('e2e', 'pnpm', ['--filter', 'e2e', 'test'], scanned);
  checkFlakeBudget();
  await step('e2e', 'node', [
    'scripts/check-no-card-numbers.mjs',
    '--pglite',
    scanned.SERVE_DB_DIR,
    scanned.SERVE_API_LOG,
    scanned.SERVE_API_BODY_LOG,
  ]);
  rmSync(artifacts, { recursive: true, force: true });
}
await budgetDone?.();
console.log(`\n✓ all checks passed\n${summary()}`);
