// `npm run redeploy-memory`: the shell's server's memory while mf-menu is redeployed again and again.
// Serves the production build (as `npm start`, in-memory database), then swaps mf-menu's server
// manifest (dist/ssr/mf-manifest.json rewritten: a new deployment to the server, which revalidates it
// by ETag and loads the remote anew without a restart) and renders /moscow after each swap, checking
// that the render came from the new deployment. Prints the shell server's RSS before, after every 10
// swaps and after; fails when RSS after the last swap is more than 10 % above RSS after 50.
//   node scripts/tasks/redeploy-memory.mjs [--swaps 150] [--port-base 4700]
// The manifest is restored on every exit path.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stopAll } from '../lib/processes.mjs';
import { serve } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    swaps: { type: 'string', default: '150' },
    'port-base': { type: 'string', default: process.env.STOREFRONT_MEMORY_PORT_BASE ?? '4700' },
  },
});
const swaps = Number(values.swaps);
/** How long the shell's server keeps a manifest before it asks again (shell/server/remote-host.ts). */
const MANIFEST_FRESH_MS = 1000;

const manifestFile = join(root, 'mf-menu', 'dist', 'ssr', 'mf-manifest.json');
const original = readFileSync(manifestFile, 'utf8');
const restore = () => writeFileSync(manifestFile, original);
process.on('exit', restore);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

process.env.LOG_LEVEL ??= 'warn';
process.env.RATE_LIMIT_MAX ??= '100000';
const topo = await serve({ portBase: Number(values['port-base']), memoryDb: true });
const pid = topo.shellProcess.pid;
// The shell's server says when it loads a new build of mf-menu (its warn line); counted to prove
// every swap reached it.
let reloads = 0;
topo.shellProcess.stdout?.on('data', (chunk) => {
  reloads += String(chunk).split('mf-menu changed').length - 1;
});

/** Renders /moscow anew; true when mf-menu's block came from its server build. */
async function render() {
  const response = await fetch(`${topo.publicOrigin}/moscow`, { headers: { cookie: 'ssr_cache=off' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`/moscow answered ${response.status}`);
  const rendered = response.headers.get('x-render') ?? '';
  return html.includes('data-boundary="mf-menu"') && !rendered.includes('browser=mf-menu');
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const figures = [];
const note = (label) => {
  const mb = rssMb(pid);
  figures.push({ label, mb });
  console.log(`[memory] ${label.padEnd(14)} RSS ${mb.toFixed(0)} MB`);
  return mb;
};

let failure = null;
try {
  // Warm: the server bundle and every remote of the page loaded once.
  // (The first renders of a cold server on a loaded machine may run past the render budget.)
  let warm = 0;
  for (let n = 0; n < 20 && warm < 3; n += 1) if (await render()) warm += 1;
  if (warm < 3) throw new Error("/moscow never rendered mf-menu's block on the server");
  note('before');
  let leftToBrowser = 0;
  for (let swap = 1; swap <= swaps; swap += 1) {
    const manifest = JSON.parse(original);
    // A new deployment as the server sees it: another manifest (another ETag) at the same URL.
    manifest.metaData = { ...manifest.metaData, redeploy: swap };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await pause(MANIFEST_FRESH_MS + 50);
    if (!(await render())) leftToBrowser += 1;
    if (swap % 10 === 0) note(`after ${swap}`);
  }
  note('after');
  const at50 = figures.find((figure) => figure.label === 'after 50')?.mb;
  const last = figures.at(-1)?.mb ?? Number.NaN;
  console.log(
    `\n[memory] ${swaps} swaps; the server loaded mf-menu anew ${reloads} times; ` +
      `mf-menu left to the browser in ${leftToBrowser} renders`,
  );
  if (at50 !== undefined) {
    const growth = ((last - at50) / at50) * 100;
    console.log(
      `[memory] RSS after ${swaps} is ${growth.toFixed(1)} % ${growth >= 0 ? 'above' : 'below'} RSS after 50`,
    );
    if (growth > 10) failure = `RSS grew ${growth.toFixed(1)} % from 50 to ${swaps} swaps (more than 10 %)`;
  }
  if (reloads < swaps * 0.9) failure ??= `only ${reloads} of ${swaps} swaps reached the shell's server`;
  if (leftToBrowser > swaps * 0.1) failure ??= `mf-menu was left to the browser in ${leftToBrowser} renders`;
} catch (error) {
  failure = error.message;
} finally {
  restore();
  stopAll();
}
if (failure) {
  console.error(`✗ redeploy memory: ${failure}`);
  process.exit(1);
}
console.log('✓ redeploy memory holds');
process.exit(0);
