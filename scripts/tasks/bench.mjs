// `npm run bench`: production build, served as `npm start` serves it (in-memory database), then the home
// page of a city measured cold in Debian's Chromium on the desktop and mobile profiles (median of
// --runs runs each), printed as a table; then the API benchmark (`pnpm bench:api`, autocannon).
//   node scripts/tasks/bench.mjs [--runs 5] [--path /moscow] [--port-base 4800] [--skip-build]
//                                [--skip-api] [--json file] [--origin http://host:port]
//                                [--compare-csr] [--skip-throughput]
// --origin measures a storefront that is already running there (no build, no serve).
// --compare-csr also measures the same page rendered in the browser (the `ssr=off` cookie: the shell's
// server sends the page without server rendering), in rows of their own.
// The HTML render throughput of the page (requests/s and latency at a steady rate and at full speed,
// cached and uncached; scripts/lib/render-throughput.mjs) is printed after the page figures unless
// --skip-throughput.
// Time to first add: from navigation start until the cart reflects the first product added from the
// menu, the visitor tapping its add button from the moment it is on screen (measureFirstAdd).
// What each figure means: scripts/lib/page-metrics.mjs. Figures depend on the machine and on what else
// runs on it: the 1-minute load average is printed before and after.
// Every run also writes its medians to bench/results/<date>.json with the commit, the machine and its
// load, so figures are files a doc can point to (commit the ones worth keeping), not prose.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BUDGET_PROFILES,
  firstShopId,
  launchChromium,
  measureFirstAdd,
  measurePage,
  median,
  PROFILES,
  visitorCookies,
} from '../lib/page-metrics.mjs';
import { renderThroughput } from '../lib/render-throughput.mjs';
import { build } from './build.mjs';
import { serve } from './serve.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/moscow' },
    'port-base': { type: 'string', default: process.env.STOREFRONT_BENCH_PORT_BASE ?? '4800' },
    'skip-build': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    json: { type: 'string' },
    origin: { type: 'string' },
    'compare-csr': { type: 'boolean', default: false },
    'skip-throughput': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));

const load = () => loadavg()[0].toFixed(2);
const loadBefore = load();

let origin = values.origin;
if (!origin) {
  if (!values['skip-build']) {
    console.log('━━ build');
    build();
  }
  // Quiet API logs and a limiter that does not count the benchmark's own visits.
  process.env.LOG_LEVEL ??= 'warn';
  process.env.RATE_LIMIT_MAX ??= '20000';
  console.log('\n━━ serve');
  const topo = await serve({ portBase: Number(values['port-base']), memoryDb: true });
  origin = `http://${topo.host}:${topo.shellPort}`;
}
const url = `${origin}${values.path}`;
const cookies = await visitorCookies(origin, values.path);
const shopId = await firstShopId(origin, values.path);
/** Rendered in the browser only: the page renderer steps aside for this cookie (shell/server/page-renderer.ts). */
const csrCookies = [...cookies, { name: 'ssr', value: 'off', url: origin }];
const modes = values['compare-csr']
  ? [
      ['', cookies],
      [' CSR', csrCookies],
    ]
  : [['', cookies]];

const browser = await launchChromium();
/** @type {Record<string, ReturnType<typeof measurePage> extends Promise<infer R> ? R[] : never>} */
const results = {};
/** The chain of each viewport as the budget measures it: round trips only (1 s each, CPU unthrottled). */
const structure = {};
try {
  // A warm-up load the figures leave out (the API compresses and caches its menu answer once).
  await measurePage(browser, url, PROFILES.desktop, { cookies });
  for (const [profileName, profile] of Object.entries(PROFILES)) {
    for (const [suffix, modeCookies] of modes) {
      const name = `${profileName}${suffix}`;
      results[name] = [];
      // Alternately, so both modes see the same machine load.
      for (let i = 0; i < runs; i += 1) {
        const result = await measurePage(browser, url, profile, { cookies: modeCookies });
        // Time to first add: a run of its own (its taps would otherwise add to the load's figures).
        result.firstAdd = await measureFirstAdd(browser, url, profile, { cookies: modeCookies, shopId });
        results[name].push(result);
        console.log(
          `  ${name} run ${i + 1}/${runs}: JS ${kb(result.jsTransferred)} gzip, chain ${result.chain}, ` +
            `LCP ${ms(result.lcp)}, menu ${ms(result.menuVisible)}, TBT ${ms(result.tbt)}, ` +
            `first add ${result.firstAdd === null ? '–' : ms(result.firstAdd)}, ` +
            `CLS ${result.cls.toFixed(3)}, load ${load()}`,
        );
      }
      structure[name] = (
        await measurePage(browser, url, BUDGET_PROFILES[profileName], { cookies: modeCookies })
      ).chain;
    }
  }
} finally {
  await browser.close();
}
const loadAfter = load();

const ROWS = [
  ['first-load JS transferred (gzip)', 'jsTransferred', kb],
  ['first-load JS raw', 'jsRaw', kb],
  ['JS requests', 'jsRequests', String],
  ['requests', 'requests', String],
  ['longest dependent chain', 'chain', String],
  ['  same, round trips only (budget)', null, String],
  ['FCP', 'fcp', ms],
  ['LCP', 'lcp', ms],
  ['CLS', 'cls', (v) => v.toFixed(3)],
  ['TBT', 'tbt', ms],
  ['menu visible', 'menuVisible', ms],
  ['time to first add', 'firstAdd', ms],
];
const names = Object.keys(results);
const table = [
  ['metric', ...names.map((n) => `${n} (median of ${runs})`)],
  ...ROWS.map(([label, key, format]) => [
    label,
    ...names.map((n) => {
      if (key === null) return String(structure[n]);
      const value = median(results[n].map((r) => r[key]));
      return value === null ? '–' : format(value);
    }),
  ]),
];
console.log(
  `\nHome page ${values.path}, production build, cold loads in Chromium ${browser.version()}; ` +
    `${cpus().length} CPUs (${cpus()[0]?.model.trim()}), load average ${loadBefore} before, ${loadAfter} after`,
);
console.log('desktop: 1440×900, 40 ms, 10 Mbit/s, CPU 1×; mobile: 412×823, 562.5 ms, 1.47 Mbit/s, CPU 4×\n');
printTable(table);
for (const name of names) {
  const last = results[name].at(-1);
  console.log(`\n${name} chain (last run): ${last.chainPath.join(' → ')}; LCP element ${last.lcpElement}`);
}
if (values.json) {
  writeFileSync(values.json, JSON.stringify({ loadBefore, loadAfter, structure, results }, null, 2));
  console.log(`\nevery run: ${values.json}`);
}

const throughput = values['skip-throughput'] ? null : await renderThroughput(url);
writeResults();

let status = 0;
if (!values['skip-api']) {
  console.log('\n━━ API (pnpm bench:api)');
  status = spawnSync('pnpm', ['bench:api'], { stdio: 'inherit' }).status ?? 1;
}
process.exit(status);

/** The medians of this run, with what they depend on: the commit, the machine and its load. */
function writeResults() {
  const date = new Date();
  const git = (...args) => {
    try {
      return execFileSync('git', args, { encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  };
  const medians = Object.fromEntries(
    names.map((n) => [
      n,
      Object.fromEntries([
        ...ROWS.filter(([, key]) => key !== null).map(([, key]) => [
          key,
          median(results[n].map((r) => r[key])),
        ]),
        ['chainBudget', structure[n]],
      ]),
    ]),
  );
  const changes = git('status', '--porcelain');
  const record = {
    date: date.toISOString(),
    commit: git('rev-parse', 'HEAD'),
    uncommittedChanges: changes === null ? null : changes !== '',
    machine: { cpus: cpus().length, model: cpus()[0]?.model.trim() ?? null },
    loadAverage: { before: Number(loadBefore), after: Number(loadAfter) },
    page: values.path,
    origin: values.origin ?? 'production build, in-memory database',
    runs,
    chromium: browser.version(),
    medians,
    throughput,
  };
  const dir = join(import.meta.dirname, '..', '..', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${date.toISOString().slice(0, 19).replace(/:/g, '-')}Z.json`);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nmedians, commit and load: ${file}`);
}

function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function ms(value) {
  return `${Math.round(value)} ms`;
}

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows.slice(1)) console.log(line(row));
}
