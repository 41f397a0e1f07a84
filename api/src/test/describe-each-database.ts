// `describeEachDatabase('cities', (ctx) => { it(...) })` runs a suite once per database kind
// (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), each against a fresh seeded database
// and an app booted in-process; tests drive it with ctx.app.inject().
import type { DatabaseKind } from '@storefront/shared/contract';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import type { Database } from '../db/client';
import type { App } from '../http/types';
import { registerTestAcquirer, startTestAcquirer, type TestAcquirer } from './acquirer';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './databases';

export interface SuiteContext {
  kind: DatabaseKind;
  /** Available inside tests and hooks (set in beforeAll). */
  app: App;
  database: Database;
  /** The acquirer service the app talks to (its own HTTP server, in this process). */
  acquirer: TestAcquirer;
  /** The database as a second API instance opens it (TestDatabase.openAnother). */
  openAnother(): Promise<Database>;
}

export interface SuiteOptions {
  app?: Omit<AppOptions, 'db'>;
  /** Register extra routes (probes) before the app is ready. */
  setup?: (app: App) => void | Promise<void>;
  seeded?: boolean;
}

/** Tests are not about rate limits or background jobs unless they say so. */
const TEST_APP_DEFAULTS: Omit<AppOptions, 'db'> = { rateLimit: false, logger: false, jobs: false };

export function describeEachDatabase(
  name: string,
  fn: (ctx: SuiteContext) => void,
  options: SuiteOptions = {},
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      const ctx = { kind } as SuiteContext;
      let testDb: TestDatabase | undefined;

      beforeAll(async () => {
        testDb = await createTestDatabase(kind, { seeded: options.seeded ?? true });
        ctx.database = testDb.database;
        ctx.openAnother = testDb.openAnother;
        ctx.acquirer = await startTestAcquirer(() => ctx.app, { now: options.app?.now });
        ctx.app = await buildApp({
          ...TEST_APP_DEFAULTS,
          acquirerUrl: ctx.acquirer.url,
          ...options.app,
          db: testDb.database,
        });
        registerTestAcquirer(ctx.app, ctx.acquirer);
        await options.setup?.(ctx.app);
        await ctx.app.ready();
      });

      afterAll(async () => {
        await ctx.app?.close();
        await ctx.acquirer?.close();
        await testDb?.dispose();
      });

      fn(ctx);
    });
  }
}
