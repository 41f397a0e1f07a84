// One query layer over two drivers: node-postgres when DATABASE_URL names a PostgreSQL server,
// otherwise embedded PGlite (on disk, or in memory for tests). Both run the same drizzle schema
// and the same migrations from api/drizzle/.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@storefront/shared/contract';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories receive: the driver-neutral drizzle database. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The API's folder (the nearest one with a package.json): this file runs from src/db under tsx and
 * from the bundle dist/main.js in production, so paths are taken from the package, not from here.
 */
function packageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('the API package folder was not found');
    dir = parent;
  }
  return dir;
}

export const MIGRATIONS_FOLDER = join(packageDir(), 'drizzle');
export const DEFAULT_PGLITE_DIR = join(packageDir(), '.data', 'pglite');
const MEMORY = 'memory://';

/** Serialises schema changes of instances starting at the same time against one server. */
const MIGRATION_LOCK_KEY = 7_301_977;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * For writes whose loss in a crash is harmless (rate-limit counters): on PostgreSQL a small pool
   * with synchronous_commit off, so a counter update does not wait for a WAL flush; on PGlite the
   * same handle as `db`.
   */
  relaxed: Db;
  /**
   * Applies pending migrations, then runs `after` (the seed) in the same exclusive section, so
   * two instances starting together against one PostgreSQL never migrate or seed at once.
   */
  migrate(after?: (db: Db) => Promise<void>): Promise<void>;
  /**
   * How the job runner (jobs/runner.ts) reaches this database: its own small pool on the server, or
   * the one PGlite session every handle of this process shares.
   */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** PGlite only: its data directory as a tarball, which `DbOptions.pgliteSnapshot` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** `postgres://…` selects node-postgres; anything else (or nothing) selects PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://`. */
  pgliteDir?: string | undefined;
  /** Pool size for node-postgres. */
  maxConnections?: number;
  /**
   * PGlite only: start from this data directory tarball (`Database.dumpDataDir`) rather than an
   * empty cluster, as the tests do to skip migrating and seeding each time.
   */
  pgliteSnapshot?: Blob | undefined;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

export async function createDb(options: DbOptions = {}): Promise<Database> {
  if (isPostgresUrl(options.databaseUrl)) return createPostgres(options.databaseUrl, options.maxConnections);
  return createPglite(options.pgliteDir ?? DEFAULT_PGLITE_DIR, options.pgliteSnapshot);
}

async function createPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  const relaxedPool = new pg.Pool({ connectionString: url, max: 2, options: '-c synchronous_commit=off' });
  relaxedPool.on('error', () => {});
  const relaxed = drizzleNodePg({ client: relaxedPool, schema });
  return {
    kind: 'postgres',
    db,
    async migrate(after) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzleNodePg({ client, schema });
        await migrateNodePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        await after?.(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    relaxed,
    connection: { kind: 'postgres', url },
    close: async () => {
      await Promise.all([pool.end(), relaxedPool.end()]);
    },
  };
}

async function createPglite(dir: string, snapshot?: Blob): Promise<Database> {
  const inMemory = dir === MEMORY || dir === '';
  const dataDir = inMemory ? undefined : resolve(dir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    relaxed: db,
    async migrate(after) {
      // PGlite is single-connection and owns its directory: no other process can race us.
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await after?.(db);
      // transaction() may skip the filesystem sync after COMMIT (electric-sql/pglite#1065).
      await client.syncToFs();
    },
    connection: { kind: 'pglite', client },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
