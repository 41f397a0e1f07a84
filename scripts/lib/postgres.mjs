#!/usr/bin/env node
// Makes a local Debian PostgreSQL ready for the storefront, idempotently: installs the server when
// missing, starts the cluster, creates role and database `storefront`, and returns the URL.
// Plain ESM for Node >= 20 (it can run before the Node 24 toolchain exists). Run as root.
//   node scripts/lib/postgres.mjs   → prints postgres://storefront:storefront@127.0.0.1:5432/storefront
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const ROLE = 'storefront';
const PASSWORD = 'storefront';
const DATABASE = 'storefront';
const READY_TIMEOUT_MS = 30_000;

function log(message) {
  // stderr, so that stdout carries only the URL when run directly.
  process.stderr.write(`[postgres] ${message}\n`);
}

// runuser, pg_ctlcluster's helpers and apt live in sbin folders that a non-login PATH may lack.
const PATH = [process.env.PATH, '/usr/local/sbin', '/usr/sbin', '/sbin'].filter(Boolean).join(':');

function run(command, args, { allowFail = false, env } = {}) {
  // cwd '/': psql run as `postgres` cannot chdir into root-owned work trees and would warn.
  const result = spawnSync(command, args, {
    cwd: '/',
    encoding: 'utf8',
    env: { ...process.env, PATH, ...env },
  });
  if (result.error) {
    if (allowFail) return { status: 127, stdout: '', stderr: String(result.error) };
    throw result.error;
  }
  if (result.status !== 0 && !allowFail) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr || result.stdout}`,
    );
  }
  return { status: result.status ?? 1, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

function hasCommand(name) {
  return run('sh', ['-c', `command -v ${name}`], { allowFail: true }).status === 0;
}

/** Server versions with binaries present, newest first. */
function installedServerVersions() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((version) => existsSync(`${root}/${version}/bin/postgres`))
    .sort((a, b) => Number(b) - Number(a));
}

function installServer() {
  log('installing Debian PostgreSQL (apt-get install -y postgresql)');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const first = run('apt-get', ['install', '-y', 'postgresql'], { allowFail: true, env });
  if (first.status === 0) return;
  // A fresh machine may have no package lists yet.
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', 'postgresql'], { env });
}

/** Rows of `pg_lsclusters -h`: version, cluster, port, status, owner, data dir, log file. */
function clusters() {
  const { stdout } = run('pg_lsclusters', ['-h'], { allowFail: true });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [version, name, port, status] = line.split(/\s+/);
      return { version, name, port: Number(port), online: status?.startsWith('online') ?? false };
    });
}

function ensureCluster(version) {
  let cluster = clusters().find((c) => c.name === 'main' && c.version === version);
  if (!cluster) {
    log(`creating cluster ${version}/main`);
    run('pg_createcluster', [version, 'main']);
    cluster = clusters().find((c) => c.name === 'main' && c.version === version);
  }
  if (!cluster) throw new Error(`cluster ${version}/main not found after pg_createcluster`);
  if (!cluster.online) {
    log(`starting cluster ${version}/main`);
    const started = run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
      allowFail: true,
    });
    // Another caller may have started it in between; only a cluster still down is an error.
    const now = clusters().find((c) => c.name === 'main' && c.version === version);
    if (started.status !== 0 && !now?.online) {
      throw new Error(`pg_ctlcluster start failed:\n${started.stderr || started.stdout}`);
    }
  }
  return cluster.port;
}

async function waitReady(port) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port)], { allowFail: true }).status === 0)
      return;
    await sleep(250);
  }
  throw new Error(`PostgreSQL on port ${port} not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function psql(port, sql) {
  return run('runuser', [
    '-u',
    'postgres',
    '--',
    'psql',
    '-p',
    String(port),
    '-v',
    'ON_ERROR_STOP=1',
    '-tAc',
    sql,
  ]).stdout;
}

function ensureRoleAndDatabase(port) {
  if (psql(port, `select 1 from pg_roles where rolname = '${ROLE}'`) !== '1') {
    log(`creating role ${ROLE}`);
    psql(port, `create role ${ROLE} login createdb password '${PASSWORD}'`);
  } else {
    // Keep the known password and CREATEDB even if someone changed them (tests create databases).
    psql(port, `alter role ${ROLE} login createdb password '${PASSWORD}'`);
  }
  // Tests drop their databases `with (force)`; ending an autovacuum worker there needs this role.
  psql(port, `grant pg_signal_backend to ${ROLE}`);
  if (psql(port, `select 1 from pg_database where datname = '${DATABASE}'`) !== '1') {
    log(`creating database ${DATABASE}`);
    psql(port, `create database ${DATABASE} owner ${ROLE}`);
  }
}

/** Ensures a running local PostgreSQL with role and database `storefront`; returns its URL. */
export async function ensurePostgres() {
  if (!hasCommand('pg_ctlcluster') || installedServerVersions().length === 0) installServer();
  const [version] = installedServerVersions();
  if (!version) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const port = ensureCluster(version);
  await waitReady(port);
  ensureRoleAndDatabase(port);
  return `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(`${await ensurePostgres()}\n`);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
