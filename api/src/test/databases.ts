// Throwaway databases for tests: in-memory PGlite always, and PostgreSQL too when
// TEST_DATABASE_URL names a server (each suite gets its own `sf_test_<random>` database there,
// so test files can run in parallel and leave nothing behind).
import { randomBytes } from 'node:crypto';
import type { DatabaseKind } from '@storefront/shared/contract';
import pg from 'pg';
import { createDb, type Database, type Db } from '../db/client';
import { seed } from '../seed';

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

async function prepare(database: Database, seeded: boolean) {
  await database.migrate(async (db: Db) => {
    if (seeded) await seed(db, { now: TEST_SEED_TIME });
  });
}

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
async function dropDatabase(adminUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
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

export async function createTestDatabase(
  kind: DatabaseKind,
  { seeded = true }: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createDb({ pgliteDir: 'memory://' });
    await prepare(database, seeded);
    const another = { ...database, close: async () => {} };
    return { database, openAnother: async () => another, dispose: () => database.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // Random and lower-case hex only, so quoting the identifier is enough.
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDb({ databaseUrl: url.toString(), maxConnections: 4 });
  try {
    await prepare(database, seeded);
  } catch (error) {
    await database.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    database,
    openAnother: () => createDb({ databaseUrl: url.toString(), maxConnections: 4 }),
    async dispose() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
