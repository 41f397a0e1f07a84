// First-load budget of the home page, a step of `npm test` after the build: serves the
// production build, loads /moscow cold in Chromium on the desktop and mobile viewports, and fails when
// the JavaScript transferred (gzip bytes) or the dependent request chain is over perf-budget.json.
// The bytes are every script the load requests in its first 20 s (SCRIPT_WINDOW_MS), not only those
// before the first screen settles: what a page defers (a prefetch, a modal opened on a timer) still
// costs a phone its data and its CPU. They are counted for a first visit too (no cookies: the cookie
// notice and the city's marketing banner open, and their code loads) as well as for the returning
// visitor whose load times the chain (visitorCookies), and the larger count is the one checked.
// Only deterministic figures are checked: bytes and chain depth (measured with a long round trip and no
// CPU or bandwidth limit, so a busy machine cannot add a step). Timings belong to `npm run bench`.
// The bytes are each script's gzip body as its server sends it, not what Chromium counts on the wire:
// that adds the response headers (the date) and the chunk framing of a stream compressed on the fly,
// which varied by up to 60 B from one load of the same build to the next.
// The four loads overlap only in their waiting (measureInTurn): one 20 s window, not four.
//   node scripts/tasks/budget.mjs [--port-base 4500] [--update]
// --update writes the measured figures into perf-budget.json (a ratchet: only ever lower it on purpose).
import { readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BUDGET_PROFILES, launchChromium, measurePage, visitorCookies } from '../lib/page-metrics.mjs';
import { serve } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const budgetFile = join(root, 'perf-budget.json');

const { values } = parseArgs({
  options: {
    'port-base': { type: 'string', default: process.env.STOREFRONT_BUDGET_PORT_BASE ?? '4500' },
    update: { type: 'boolean', default: false },
  },
});

const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
/** Scripts requested within this time of navigation start count against the budget. */
const SCRIPT_WINDOW_MS = 20_000;
process.env.LOG_LEVEL ??= 'warn';
process.env.RATE_LIMIT_MAX ??= '20000';
// The browser starts while the storefront does.
const launched = launchChromium();
const topo = await serve({ portBase: Number(values['port-base']), memoryDb: true });
const origin = `http://${topo.host}:${topo.shellPort}`;
const url = `${origin}${budget.page}`;
const cookies = await visitorCookies(origin, budget.page);

const browser = await launched;
const measured = {};
const failures = [];
let starvedLoads = 0;
let turn = Promise.resolve();
/**
 * One load of `url`, started once the load started before it has shown its menu: the loads overlap
 * only in their waiting, never in the seconds the shell's server renders a page and the browser runs
 * it (those decide the chain, and a starved page's timers fire late).
 */
function measureInTurn(profile, options) {
  const previous = turn;
  let done;
  turn = new Promise((resolve) => {
    done = resolve;
  });
  return previous
    .then(() => measurePage(browser, url, profile, { ...options, onMenuVisible: done }))
    .finally(done);
}

/**
 * A profile's figures: the returning visitor's load (bytes and chain) and the first visit's (bytes);
 * the larger byte count is the one checked.
 */
async function measureProfile(name, profile) {
  const limit = budget.profiles[name];
  const once = (withCookies) =>
    measureInTurn(profile, { cookies: withCookies ? cookies : [], windowMs: SCRIPT_WINDOW_MS });
  // A load whose menu showed only in the window's last quarter had a starved CPU (on a quiet machine
  // it shows within a few round trips, 3–4 s), so the code its timers fetch once the page runs (the
  // banner's, 5 s after the start) may have been asked for past the window and gone uncounted: it
  // is measured again.
  const load = async (withCookies) => {
    const result = await once(withCookies);
    if (result.menuVisible <= SCRIPT_WINDOW_MS * 0.75) return withBodies(result);
    starvedLoads += 1;
    return withBodies(await once(withCookies));
  };
  // Bytes repeat exactly on a machine that keeps up. On one so busy that the shell's server gives up
  // waiting on a remote's manifest, it renders that block in the browser and its code loads too; so a
  // load over the byte budget is measured once more and the smaller count kept (a script that really
  // grew is in both).
  const leanerScripts = async (withCookies, result) => {
    if (result.jsGzip <= limit.firstLoadJsGzipBytes) return result;
    const again = await load(withCookies);
    return again.jsGzip < result.jsGzip ? again : result;
  };
  const returningVisitor = async () => {
    let result = await load(true);
    // A chain one step deeper comes from a stalled CPU, so an over-budget chain is measured twice
    // more and the shortest counts. (One step shorter came, with all four loads at once, from a
    // document whose render was slowed by another: config.json was asked for before it ended. Hence
    // the turns.)
    for (let attempt = 0; attempt < 2 && result.chain > limit.chainDepth; attempt += 1) {
      const again = await load(true);
      if (again.chain < result.chain) result = again;
    }
    const scripts = await leanerScripts(true, result);
    return { ...result, ...bytesOf(scripts) };
  };
  const [returning, firstVisit] = await Promise.all([
    returningVisitor(),
    load(false).then((result) => leanerScripts(false, result)),
  ]);
  return firstVisit.jsGzip > returning.jsGzip
    ? { ...returning, ...bytesOf(firstVisit), counted: 'first visit' }
    : returning;
}

/** The JavaScript figures of a load. */
function bytesOf({ jsGzip, jsRequests, scripts }) {
  return { jsGzip, jsRequests, scripts };
}

const bodies = new Map();
/** Bytes of a script's body as its server sends it with gzip (the chunk framing taken off by Node). */
function gzipBody(href) {
  if (!bodies.has(href))
    bodies.set(
      href,
      new Promise((resolve, reject) => {
        get(href, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => {
            bytes += chunk.length;
          });
          response.on('end', () => resolve(bytes));
          response.on('error', reject);
        }).on('error', reject);
      }),
    );
  return bodies.get(href);
}

/** A load's figures with its scripts' gzip bodies counted (`jsGzip`, and per script `gzip`). */
async function withBodies(result) {
  const scripts = await Promise.all(
    result.scripts.map(async (script) => ({ ...script, gzip: await gzipBody(script.href) })),
  );
  return { ...result, scripts, jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

try {
  // The four loads, each in its own context (own cache and cookies), overlap in the 20 s each
  // spends waiting on the clock (measureInTurn).
  const results = await Promise.all(
    Object.entries(BUDGET_PROFILES).map(async ([name, profile]) => [
      name,
      await measureProfile(name, profile),
    ]),
  );
  for (const [name, result] of results) {
    const limit = budget.profiles[name];
    measured[name] = result;
    if (result.jsGzip > limit.firstLoadJsGzipBytes) {
      failures.push(
        `${name}: first-load JS ${result.jsGzip} B gzip > budget ${limit.firstLoadJsGzipBytes} B`,
      );
    }
    if (result.chain > limit.chainDepth) {
      failures.push(`${name}: request chain ${result.chain} > budget ${limit.chainDepth}`);
    }
  }
} finally {
  await browser.close();
}

console.log(
  `\nFirst-load budget of ${budget.page} (perf-budget.json; scripts of the first ${SCRIPT_WINDOW_MS / 1000} s; ` +
    `targets ${describeTargets()}):`,
);
for (const [name, result] of Object.entries(measured)) {
  const limit = budget.profiles[name];
  console.log(
    `  ${name.padEnd(8)} JS ${result.jsGzip} B gzip (budget ${limit.firstLoadJsGzipBytes}), ` +
      `${result.jsRequests} scripts (${result.counted ?? 'returning visitor'}), ` +
      `chain ${result.chain} (budget ${limit.chainDepth}): ` +
      result.chainPath.join(' → '),
  );
}

if (values.update) {
  for (const [name, result] of Object.entries(measured)) {
    budget.profiles[name] = {
      // Rounded up to the next 1000 bytes, so a one-line change is not a failure.
      firstLoadJsGzipBytes: Math.ceil(result.jsGzip / 1000) * 1000,
      chainDepth: result.chain,
    };
  }
  writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
  console.log('perf-budget.json updated');
  process.exit(0);
}
if (failures.length > 0) {
  console.error(`\n✗ over budget:\n  ${failures.join('\n  ')}`);
  for (const [name, result] of Object.entries(measured)) {
    console.error(`\n${name} scripts (gzip bytes):`);
    for (const script of result.scripts) console.error(`  ${String(script.gzip).padStart(7)} ${script.url}`);
  }
  process.exit(1);
}
if (starvedLoads > 0) console.log(`(${starvedLoads} loads measured again: the CPU was starved)`);
console.log('✓ within budget');
process.exit(0);

function describeTargets() {
  const { firstLoadJsGzipBytes, chainDepth } = budget.targets;
  return `JS ≤ ${firstLoadJsGzipBytes} B gzip, chain ≤ ${chainDepth}`;
}
