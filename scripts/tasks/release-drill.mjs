// The release drill: proves that one team releases its remote alone, with the storefront
// running from the production build and the shell never rebuilt nor restarted.
//
//   npm run release-drill -- mf-menu [mf-checkout …] [--compat mf-menu] [--port-base 4800]
//     For each remote: checks the baseline in Chromium, patches a string and a rule in the remote's
//     source (PLANS below), rebuilds that remote alone (`pnpm --filter <remote> build`), checks that the
//     running shell shows the new string and applies the new rule on reload (the server-rendered HTML
//     and the hydrated page), then restores the source and the saved dist and checks the original is
//     back. `--compat <remote>` also releases that remote declaring a newer @storefront/shared than the
//     shell provides (the compatibility policy, README "Releasing a remote"): the page keeps working,
//     the remote's boundary shows its fallback and the console names the mismatch.
//
//   npm run release-drill -- --skew mf-cart [--rev <git rev>] [--project desktop] [--port-base 4800]
//     Version skew between teams: builds that remote from an earlier revision (a git worktree in a temp
//     folder, installed offline from the pnpm store), serves it in place of the HEAD build with
//     everything else at HEAD, and runs the e2e journeys tagged @<remote> against that storefront
//     (E2E_BASE_URL), reporting which pass. Default revision: the one before the last first-parent
//     commit that changed the remote (its previous release on the branch), or HEAD~1.
//
// Exits non-zero with the failed step named. The working tree is restored on every exit path.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createStaticHost } from '../../shell/server/static-files.ts';
import { launchChromium, visitorCookies } from '../lib/page-metrics.mjs';
import { PLANS } from '../lib/release-plans.mjs';
import { REMOTES, runtimeConfig, topology } from '../lib/topology.mjs';
import { serve } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'port-base': { type: 'string', default: process.env.STOREFRONT_DRILL_PORT_BASE ?? '4800' },
    compat: { type: 'string', multiple: true, default: [] },
    skew: { type: 'string' },
    rev: { type: 'string' },
    project: { type: 'string', default: 'desktop' },
  },
});

// performance.now(): the storefront in this process may run its clock ahead (CLOCK_OFFSET_MS, skew mode).
const now = () => performance.now();
const started = now();
const seconds = (since = started) => `${((now() - since) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`[drill] ${line}`);

class DrillError extends Error {}
const fail = (message) => {
  throw new DrillError(message);
};

// ── restoring the working tree on every exit path ──────────────────────────────────────────────────
/** Sync undo steps, newest first; run on success, failure, Ctrl-C and kill. */
const undo = [];
function restoreAll() {
  while (undo.length > 0) {
    const step = undo.pop();
    try {
      step();
    } catch (error) {
      console.error(`[drill] could not restore: ${error.message}`);
    }
  }
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    restoreAll();
    process.exit(code);
  });
}
process.on('exit', restoreAll);

function patchFile(file, find, replace) {
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  const count = source.split(find).length - 1;
  if (count !== 1) {
    fail(`the drill plan is stale: ${file} holds ${JSON.stringify(find)} ${count} times, not once`);
  }
  undo.push(() => writeFileSync(path, source));
  writeFileSync(path, source.replace(find, replace));
  return () => writeFileSync(path, source);
}

/** A fingerprint of a deployment's build (names, sizes, mtimes), to prove what was not rebuilt. */
function fingerprint(dir) {
  const hash = createHash('sha256');
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = statSync(full);
        hash.update(`${full}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    // Asynchronous, so the storefront in this process keeps serving while a remote builds.
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function buildRemote(remote, cwd = root) {
  const since = now();
  const { code, output } = await run('pnpm', ['--filter', remote, 'build'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) {
    console.error(output.split('\n').slice(-30).join('\n'));
    fail(`pnpm --filter ${remote} build failed (exit ${code})`);
  }
  return seconds(since);
}

// ── reading the page ───────────────────────────────────────────────────────────────────────────────

async function readProbe(page, probe) {
  if (probe.count !== undefined) return page.locator(probe.count).count();
  const first = page.locator(probe.text).first();
  return (await first.count()) > 0 ? ((await first.textContent()) ?? '').trim() : '';
}

/**
 * What the visitor sees: the server-rendered HTML (fetched, then read in a page with JavaScript off)
 * or the hydrated page (reloaded in the open tab, waiting for the shell's ready marker).
 */
function createReader(browser, origin, cookies) {
  const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  let htmlPage;
  let livePage;
  const consoleErrors = [];

  return {
    consoleErrors,
    async server(plan) {
      const response = await fetch(`${origin}${plan.path}`, { headers: { cookie: cookieHeader } });
      if (response.status !== 200) fail(`GET ${plan.path} answered ${response.status}`);
      const html = await response.text();
      if (!htmlPage) {
        const context = await browser.newContext({ javaScriptEnabled: false });
        htmlPage = await context.newPage();
      }
      await htmlPage.setContent(html, { waitUntil: 'domcontentloaded' });
      return {
        html,
        read: (probe) => readProbe(htmlPage, probe),
        text: async (selector) => {
          const element = htmlPage.locator(selector).first();
          return (await element.count()) > 0 ? ((await element.textContent()) ?? '').trim() : '';
        },
      };
    },
    async live(plan) {
      if (!livePage) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addCookies(cookies);
        livePage = await context.newPage();
        livePage.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        await livePage.goto(`${origin}${plan.path}`);
      } else if (new URL(livePage.url()).pathname + new URL(livePage.url()).search !== plan.path) {
        await livePage.goto(`${origin}${plan.path}`);
      } else {
        await livePage.reload();
      }
      await livePage.waitForSelector('html[data-ready]', { timeout: 30_000 });
      return {
        page: livePage,
        read: (probe) => readProbe(livePage, probe),
        text: async (selector) => {
          const element = livePage.locator(selector).first();
          await element.waitFor({ timeout: 10_000 }).catch(() => {});
          return ((await element.textContent().catch(() => '')) ?? '').trim();
        },
      };
    },
  };
}

/** Retries `check` (a release reaches the shell's server within its 1 s manifest revalidation). */
async function eventually(check, { tries = 8, delayMs = 750 } = {}) {
  let last;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    last = await check();
    if (last.ok) return last;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return last;
}

/**
 * Checks one state of a remote: `state` is 'original' or 'patched'. The string step is left out when
 * the plan has no string file to patch (`stringOn`).
 */
async function checkState(reader, plan, state, stringOn) {
  const { string, rule } = plan;
  const expected = string[state];
  const other = string[state === 'original' ? 'patched' : 'original'];
  const judge = rule[state];
  const report = [];

  if (plan.ssr) {
    const result = await eventually(async () => {
      const server = await reader.server(plan);
      const value = await server.read(rule.probe);
      const heading = stringOn ? await server.text(string.selector) : '';
      const stringOk = !stringOn || (heading === expected && !server.html.includes(`>${other}<`));
      // The first-screen data: only the server's prefetch of what the deployed build declares puts it
      // in the HTML (the server does not fetch during the render).
      const data = plan.data ? await server.read(plan.data.probe) : null;
      const dataOk = !plan.data || plan.data[state](data);
      return { ok: judge(value) && stringOk && dataOk, value, heading, data };
    });
    if (!result.ok) {
      fail(
        `server-rendered HTML of ${plan.path}, ${state}: rule probe read ${JSON.stringify(result.value)}` +
          (stringOn
            ? `, ${string.selector} read ${JSON.stringify(result.heading)} (want ${JSON.stringify(expected)})`
            : '') +
          (plan.data ? `, data probe read ${JSON.stringify(result.data)}` : ''),
      );
    }
    report.push(
      `HTML rule=${JSON.stringify(result.value)}${stringOn ? ` string=${JSON.stringify(result.heading)}` : ''}` +
        (plan.data ? ` data=${JSON.stringify(result.data)}` : ''),
    );
  } else {
    // Still the page must arrive rendered, with the remote's boundary in it.
    const server = await reader.server(plan);
    if (!server.html.includes(`data-boundary="${plan.remote}"`)) {
      fail(`server-rendered HTML of ${plan.path} has no ${plan.remote} boundary`);
    }
    report.push('HTML: block rendered in the browser (client-only)');
  }

  const result = await eventually(
    async () => {
      const live = await reader.live(plan);
      const value = await live.read(rule.probe);
      const heading = stringOn ? await live.text(string.selector) : '';
      return { ok: judge(value) && (!stringOn || heading === expected), value, heading };
    },
    { tries: 4, delayMs: 1000 },
  );
  if (!result.ok) {
    fail(
      `hydrated page ${plan.path}, ${state}: rule probe read ${JSON.stringify(result.value)}` +
        (stringOn
          ? `, ${string.selector} read ${JSON.stringify(result.heading)} (want ${JSON.stringify(expected)})`
          : ''),
    );
  }
  report.push(
    `page rule=${JSON.stringify(result.value)}${stringOn ? ` string=${JSON.stringify(result.heading)}` : ''}`,
  );
  return report.join('; ');
}

// ── one remote's release ───────────────────────────────────────────────────────────────────────────

function saveDist(remote) {
  const dist = join(root, remote, 'dist');
  const saved = mkdtempSync(join(tmpdir(), `drill-${remote}-`));
  cpSync(dist, saved, { recursive: true, preserveTimestamps: true });
  const restore = () => {
    rmSync(dist, { recursive: true, force: true });
    cpSync(saved, dist, { recursive: true, preserveTimestamps: true });
    rmSync(saved, { recursive: true, force: true });
  };
  undo.push(restore);
  return () => {
    undo.splice(undo.indexOf(restore), 1);
    restore();
  };
}

function otherBuilds(remote) {
  return ['shell', ...REMOTES.map((r) => r.id)]
    .filter((app) => app !== remote)
    .map((app) => ({ app, print: fingerprint(join(root, app, 'dist')) }));
}

function assertUntouched(before) {
  for (const { app, print } of before) {
    if (fingerprint(join(root, app, 'dist')) !== print)
      fail(`${app}/dist changed: only the released remote may`);
  }
}

async function drill(reader, remote) {
  const plan = { ...PLANS[remote], remote };
  const since = now();
  const stringOn = existsSync(join(root, plan.string.file));
  log(`${remote}: baseline (${plan.path})`);
  if (!stringOn) {
    log(
      `${remote}: string step skipped — the string step needs the remote's own locale files (${plan.string.file} is missing)`,
    );
  }
  log(`  ${await checkState(reader, plan, 'original', stringOn)}`);

  const untouched = otherBuilds(remote);
  const restoreDist = saveDist(remote);
  const restores = [];
  if (stringOn) restores.push(patchFile(plan.string.file, plan.string.find, plan.string.replace));
  restores.push(patchFile(plan.rule.file, plan.rule.find, plan.rule.replace));
  for (const patch of plan.data?.patches ?? [])
    restores.push(patchFile(patch.file, patch.find, patch.replace));
  log(
    `${remote}: patched ${stringOn ? `the string (${plan.string.file}), ` : ''}the rule: ${plan.rule.what}` +
      (plan.data ? `; the first-screen data: ${plan.data.what}` : ''),
  );
  log(`${remote}: pnpm --filter ${remote} build … ${await buildRemote(remote)}`);
  assertUntouched(untouched);
  log(`  released: ${await checkState(reader, plan, 'patched', stringOn)}`);

  for (const restore of restores) {
    restore();
    undo.pop();
  }
  restoreDist();
  log(`${remote}: source and dist restored (no build)`);
  log(`  restored: ${await checkState(reader, plan, 'original', stringOn)}`);
  assertUntouched(untouched);
  log(`${remote}: ✓ released alone and back (${seconds(since)})`);
}

/** The remote declares a newer @storefront/shared than the shell provides: fallback, not a blank page. */
async function compat(reader, remote) {
  const plan = { ...PLANS[remote], remote };
  const since = now();
  const configFile = `${remote}/module-federation.config.ts`;
  const source = readFileSync(join(root, configFile), 'utf8');
  const declared = /sharedRange: '([^']+)'/.exec(source)?.[1];
  if (!declared) fail(`${configFile} declares no sharedRange`);
  const shellVersion = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')).version;
  const newer = `^${Number(shellVersion.split('.')[0]) + 1}.0.0`;
  const restoreDist = saveDist(remote);
  const restoreSource = patchFile(configFile, `sharedRange: '${declared}'`, `sharedRange: '${newer}'`);
  log(`${remote}: compat — declares @storefront/shared ${newer}, the shell provides ${shellVersion}`);
  log(`${remote}: pnpm --filter ${remote} build … ${await buildRemote(remote)}`);

  reader.consoleErrors.length = 0;
  const fallback = `[data-testid="remote-fallback-${remote}"]`;
  const result = await eventually(
    async () => {
      const live = await reader.live(plan);
      const shown = await live.page.locator(fallback).count();
      const chrome = await live.page.locator('[data-testid="header-city"]').count();
      const reported = reader.consoleErrors.some(
        (line) => line.includes(`needs @storefront/shared`) && line.includes(newer),
      );
      return { ok: shown > 0 && chrome > 0 && reported, shown, chrome, reported };
    },
    { tries: 4, delayMs: 1000 },
  );
  if (!result.ok) {
    fail(
      `${remote} needing ${newer}: fallback shown ${result.shown > 0}, shell header shown ${result.chrome > 0}, ` +
        `mismatch in the console ${result.reported} (console errors: ${reader.consoleErrors.slice(-3).join(' | ')})`,
    );
  }
  const server = await reader.server(plan);
  if (!server.html.includes(`data-boundary="${remote}"`))
    fail(`the server-rendered page lost ${remote}'s boundary`);
  log(
    `  ${remote}'s boundary shows its fallback, the shell works, the console says: ${reader.consoleErrors.find((line) => line.includes('needs @storefront/shared'))}`,
  );

  restoreSource();
  undo.pop();
  restoreDist();
  log(`  restored: ${await checkState(reader, plan, 'original', existsSync(join(root, plan.string.file)))}`);
  log(`${remote}: ✓ compat policy holds (${seconds(since)})`);
}

// ── skew: one remote from an earlier revision, the rest at HEAD ─────────────────────────────────────

function git(args, cwd = root) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) fail(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function defaultRevision(remote) {
  // The remote's previous release on this branch: along the first parents (main's own history, where
  // a merged branch arrives as one commit), the last commit that changed the remote, and the state
  // before it. (Without --first-parent the newest change could be a commit on a merged branch whose
  // line predates everything main had when it merged.)
  const last = git(['log', '-1', '--first-parent', '--format=%H', '--', `${remote}/`]);
  return last ? `${last}~1` : 'HEAD~1';
}

async function skew(remote) {
  const rev = values.rev ?? defaultRevision(remote);
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const subject = git(['log', '-1', '--format=%h %s', commit]);
  const changed =
    git(['diff', '--stat', commit, 'HEAD', '--', `${remote}/`])
      .split('\n')
      .pop() || 'no change';
  log(`skew: ${remote} from ${rev} (${subject}); ${remote} changed since: ${changed}`);

  const tree = mkdtempSync(join(tmpdir(), `skew-${remote}-`));
  git(['worktree', 'add', '--detach', tree, commit]);
  undo.push(() => {
    rmSync(tree, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  });
  let since = now();
  const install = await run('pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=append-only'], {
    cwd: tree,
    env: { ...process.env, CI: '1' },
  });
  if (install.code !== 0) {
    log('offline install failed; installing online');
    const online = await run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], {
      cwd: tree,
    });
    if (online.code !== 0) fail(`pnpm install in the ${rev} worktree failed:\n${online.output.slice(-2000)}`);
  }
  log(`skew: installed ${rev} in ${seconds(since)}`);
  log(`skew: ${remote} at ${rev} built in ${await buildRemote(remote, tree)}`);

  // The storefront at HEAD, its runtime config pointing the remote at the earlier build.
  const portBase = Number(values['port-base']);
  const topo = topology(portBase);
  const oldPort = portBase + 12;
  const oldOrigin = `http://${topo.host}:${oldPort}`;
  const oldHost = await createStaticHost({ root: join(tree, remote, 'dist') });
  await oldHost.listen({ host: topo.host, port: oldPort });
  undo.push(() => oldHost.close());
  const config = runtimeConfig(topo);
  config.remotes[remote] = `${oldOrigin}/mf-manifest.json`;
  const configFile = join(tree, 'drill-runtime-config.json');
  writeFileSync(configFile, JSON.stringify(config));

  // The same test aids the suite's own webServer gives the API (e2e/playwright.config.ts).
  const { pinnedInstant } = await import('../../e2e/clock.ts');
  const { LOCAL_POS_TOKEN } = await import('../../e2e/target.ts');
  const offset = pinnedInstant(Date.now()) - Date.now();
  Object.assign(process.env, {
    RATE_LIMIT_MAX: '20000',
    LOG_LEVEL: 'warn',
    KITCHEN_SIMULATOR: 'on',
    KITCHEN_SPEED: '30',
    POS_TOKEN: LOCAL_POS_TOKEN,
    OTP_SENDS_PER_IP: '100000',
    CLOCK_OFFSET_MS: String(offset),
    TEST_CLOCK_COOKIE: 'on',
  });
  await serve({ portBase, memoryDb: true, configFile });
  log(`skew: storefront at HEAD on ${topo.publicOrigin}, ${remote} from ${rev} on ${oldOrigin}`);

  since = now();
  const results = join(tree, 'skew-results.json');
  const journeys = await new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      [
        'exec',
        'playwright',
        'test',
        '--grep',
        `@${remote}`,
        '--project',
        values.project,
        '--reporter=list,json',
        '--output',
        join(tree, 'skew-test-results'),
      ],
      {
        cwd: join(root, 'e2e'),
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: topo.publicOrigin,
          E2E_CAPABILITIES:
            'otp-dev-route,many-sign-ins,sandbox-acquirer,open-kitchens,pinned-clock,pos-token,clock-cookie,fast-kitchen',
          E2E_CLOCK_OFFSET_MS: String(offset),
          E2E_POS_TOKEN: LOCAL_POS_TOKEN,
          PLAYWRIGHT_JSON_OUTPUT_NAME: results,
        },
      },
    );
    child.on('exit', resolve);
  });
  const outcome = summarise(JSON.parse(readFileSync(results, 'utf8')));
  console.log(
    `\n[drill] skew: ${remote} from ${rev} (${subject}) against HEAD, journeys tagged @${remote} (${values.project}):`,
  );
  console.log(
    `  passed ${outcome.passed.length}, failed ${outcome.failed.length}, skipped ${outcome.skipped.length} (${seconds(since)})`,
  );
  for (const title of outcome.failed) console.log(`  ✗ ${title}`);
  for (const title of outcome.skipped) console.log(`  - ${title} (skipped)`);
  if (journeys !== 0 || outcome.failed.length > 0)
    fail(`skew: ${outcome.failed.length} journeys fail with ${remote} from ${rev}`);
  log(`skew: ✓ every journey tagged @${remote} passes with ${remote} from ${rev}`);
}

function summarise(report) {
  const outcome = { passed: [], failed: [], skipped: [] };
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = [...path, spec.title].filter(Boolean).join(' › ');
        const status = test.status; // expected | unexpected | flaky | skipped
        if (status === 'skipped') outcome.skipped.push(title);
        else if (status === 'unexpected') outcome.failed.push(title);
        else outcome.passed.push(title);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return outcome;
}

// ── main ──────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  if (values.skew) {
    if (!REMOTES.some((r) => r.id === values.skew)) fail(`--skew ${values.skew}: not a remote`);
    await skew(values.skew);
    return;
  }
  const remotes = positionals.length > 0 ? positionals : [];
  if (remotes.length === 0 && values.compat.length === 0) {
    fail(`name the remotes to release: npm run release-drill -- ${Object.keys(PLANS).join(' ')}`);
  }
  for (const remote of [...remotes, ...values.compat]) {
    if (!PLANS[remote]) fail(`no drill plan for ${remote} (plans: ${Object.keys(PLANS).join(', ')})`);
    if (!existsSync(join(root, remote, 'dist', 'mf-manifest.json')))
      fail(`${remote}/dist is missing: npm run build first`);
  }
  process.env.LOG_LEVEL ??= 'warn';
  process.env.RATE_LIMIT_MAX ??= '20000';
  // The browser starts while the storefront does (the API migrates and seeds its database meanwhile).
  const launched = launchChromium({ headlessShell: true });
  const topo = await serve({ portBase: Number(values['port-base']), memoryDb: true });
  const origin = topo.publicOrigin;
  const cookies = await visitorCookies(origin, '/moscow');
  const browser = await launched;
  log(`storefront and browser up (${seconds()})`);
  try {
    const reader = createReader(browser, origin, cookies);
    for (const remote of remotes) await drill(reader, remote);
    for (const remote of values.compat) await compat(reader, remote);
  } finally {
    await browser.close();
  }
}

try {
  await main();
  log(`✓ done in ${seconds()}`);
  restoreAll();
  process.exit(0);
} catch (error) {
  restoreAll();
  console.error(
    `\n✗ release drill: ${error instanceof DrillError ? error.message : (error?.stack ?? error)}`,
  );
  console.error(`  (after ${seconds()}; the working tree and every dist are restored)`);
  process.exit(1);
}
