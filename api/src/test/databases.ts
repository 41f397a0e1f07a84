// Throwaway databases for tests: in-memory PGlite always, and PostgreSQL too when
// TEST_DATABASE_URL names a server (each suite gets its own `sf_test_<random>` database there,
// so test files can run in parallel and leave nothing behind). Each starts as a copy of a database
// migrated and seeded once per run (global-setup.ts): a PGlite tarball, a PostgreSQL template.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DatabaseKind } from '@storefront/shared/contract';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Database, type Db } from '../db/client';
import { JobRunner } from '../jobs/runner';
import { seed } from '../seed';
import { PgliteStatePool } from './pglite-reset';

export interface TestDatabase {
  database: Database;
  /**
   * The database as another API instance opens it: on PostgreSQL a handle (pool) of its own, closed
   * by the caller; PGlite belongs to one process, so there the instances share this handle (and its
   * close does nothing).
   */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
}

export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface CreateTestDatabaseOptions {
  /** Run the seed after migrating (default true). */
  seeded?: boolean;
}

/**
 * The test databases' seed time: the demo bonus programme (a year from the seed) then ends on the
 * spec's 21 May 2025, so the API suites check the spec's dates whatever day they run.
 */
export const TEST_SEED_TIME = new Date('2024-05-21T09:00:00Z');

/** Bare (migrated only) first: the seeded one is the bare one plus the seed. */
export const SEED_VARIANTS = ['bare', 'seeded'] as const;
export type SeedVariant = (typeof SEED_VARIANTS)[number];

/** What global-setup.ts prepared: PGlite tarball files and PostgreSQL template names, per variant. */
export interface PreparedDatabases {
  pglite: Partial<Record<SeedVariant, string>>;
  postgres: Partial<Record<SeedVariant, string>>;
}

/**
 * Migrates (and seeds) a database from empty. The seeded one also gets the job runner's own schema,
 * as the API's first start leaves it: a suite that runs jobs then starts pg-boss in a tenth of a
 * second instead of creating its tables (about 2 s).
 */
export async function prepareDatabase(database: Database, seeded: boolean) {
  await database.migrate(async (db: Db) => {
    if (seeded) await seed(db, { now: TEST_SEED_TIME });
  });
  if (seeded) {
    const runner = new JobRunner({ database, jobs: [], tickEveryMs: false });
    await runner.start();
    await runner.stop();
  }
}

/** The run's prepared databases; none when the file runs without global-setup.ts (then each is built). */
function preparedDatabases(): PreparedDatabases {
  try {
    return inject('preparedDatabases') ?? { pglite: {}, postgres: {} };
  } catch {
    return { pglite: {}, postgres: {} };
  }
}

/** Loaded once per worker: every suite of the files a worker runs opens the same tarball. */
const snapshots = new Map<string, Blob>();
function snapshotAt(file: string): Blob {
  let blob = snapshots.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    snapshots.set(file, blob);
  }
  return blob;
}

/** The PGlite under an in-memory test database. */
function pgliteOf(database: Database) {
  if (database.connection.kind !== 'pglite') throw new Error('an in-memory database is a PGlite');
  return database.connection.client;
}

/** Per variant, the prepared in-memory databases a worker reuses (PgliteStatePool). */
const pglitePools = Object.fromEntries(
  SEED_VARIANTS.map((variant) => [
    variant,
    new PgliteStatePool(
      async () => {
        const file = preparedDatabases().pglite[variant];
        const database = await createDb({
          pgliteDir: 'memory://',
          pgliteSnapshot: file ? snapshotAt(file) : undefined,
        });
        if (!file) await prepareDatabase(database, variant === 'seeded');
        return database;
      },
      pgliteOf,
      (database) => database.close(),
    ),
  ]),
) as Record<SeedVariant, PgliteStatePool<Database>>;

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. Cleanup only: a backend we may not end (say, an autovacuum worker when the
 * role lacks pg_signal_backend) gets a few retries, then the database is left for the next run.
 */
export async function dropDatabase(adminUrl: string, name: string, { template = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin(adminUrl, async (client) => {
        // A template database cannot be dropped until it is an ordinary one again.
        if (template) await client.query(`alter database "${name}" is_template false`);
        await client.query(`drop database if exists "${name}" with (force)`);
      });
      return;
    } catch (error) {
      if (attempt >= 5) {
        console.warn(`could not drop test database ${name}: ${String(error)}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Random and lower-case hex only, so quoting the identifier is enough. */
const testDatabaseName = (prefix = 'sf_test') => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * A migrated (and seeded) database marked as a template, for files to clone; its name. No
 * connection stays open to it: PostgreSQL copies a template only while nobody is connected.
 */
export async function createTemplateDatabase(adminUrl: string, seeded: boolean): Promise<string> {
  const name = testDatabaseName('sf_test_template');
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const database = await createDb({ databaseUrl: databaseUrl(adminUrl, name), maxConnections: 2 });
  try {
    await prepareDatabase(database, seeded);
  } catch (error) {
    await database.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  await database.close();
  await withAdmin(adminUrl, (client) => client.query(`alter database "${name}" is_template true`));
  return name;
}

/** CREATE DATABASE … TEMPLATE, retried while a moment's connection to the template (autovacuum) blocks it. */
async function cloneDatabase(adminUrl: string, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin(adminUrl, (client) => client.query(`create database "${name}" template "${template}"`));
      return;
    } catch (error) {
      if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function createTestDatabase(
  kind: DatabaseKind,
  { seeded = true }: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const variant: SeedVariant = seeded ? 'seeded' : 'bare';
  if (kind === 'pglite') {
    const pooled = await pglitePools[variant].take();
    // The suite may close its handle (a test of shutdown): the pool then drops the instance.
    const database = pooled.item;
    const another = { ...database, close: async () => {} };
    let released = false;
    return {
      database,
      openAnother: async () => another,
      dispose: async () => {
        if (released) return;
        released = true;
        await pglitePools[variant].release(pooled);
      },
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = testDatabaseName();
  const template = preparedDatabases().postgres[variant];
  if (template) await cloneDatabase(adminUrl, name, template);
  else await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = databaseUrl(adminUrl, name);
  const database = await createDb({ databaseUrl: url, maxConnections: 4 });
  try {
    if (!template) await prepareDatabase(database, seeded);
  } catch (error) {
    await database.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    database,
    openAnother: () => createDb({ databaseUrl: url, maxConnections: 4 }),
    async dispose() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
