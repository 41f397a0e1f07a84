// One vitest run for the whole tree: each package is a project, so `vitest run` covers everything
// and `vitest run --project api` runs one (the API's heavy files are the project api-heavy).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** Puts back around each file what a fresh worker gave it, where a project's files share workers. */
const FRESH_PAGE = fileURLToPath(new URL('./shared/src/test-utils/fresh-page.ts', import.meta.url));

/**
 * A deployable's happy-dom project. `isolated` lists the files that need a module graph of their own
 * (a `vi.mock` of a module other files load, or a count of module loads): they run in the project
 * `<name>-isolated`, the others share workers (`isolate: false`), since a fresh worker per file spent
 * most of the unit step starting a process and loading React, happy-dom and the deployable's modules
 * again for each file.
 */
const browserLike = (name: string, isolated: string[]) => {
  const test = {
    root: `./${name}`,
    environment: 'happy-dom',
    // A deployable's own strings, registered before any test renders its components (as its exposed
    // modules do on the page).
    setupFiles: [FRESH_PAGE, ...(existsSync(`./${name}/src/i18n/index.ts`) ? ['./src/i18n/index.ts'] : [])],
    // A form test types a dozen fields key by key: 0.3 s alone, over 5 s on a loaded machine.
    testTimeout: 20_000,
  };
  const include = ['src/**/*.test.{ts,tsx}', '*.test.ts'];
  return [
    { test: { ...test, name, include, exclude: [...configDefaults.exclude, ...isolated], isolate: false } },
    ...(isolated.length ? [{ test: { ...test, name: `${name}-isolated`, include: isolated } }] : []),
  ];
};

/**
 * The API's heavy files (see the api-heavy project): generated requests by the thousand (the fuzz
 * files; idempotency's 50 repeats of create and of pay for 100 keys), a killed process (crash;
 * pglite-disk, which migrates and seeds on disk and kills the API it started), two instances.
 */
const API_HEAVY = [
  'src/**/*fuzz.test.ts',
  'src/modules/orders/crash.test.ts',
  'src/modules/orders/instances.test.ts',
  'src/modules/orders/idempotency.test.ts',
  'src/db/pglite-disk.test.ts',
  // Not heavy, but they need a worker of their own (the api project's files share workers): the fake
  // iikoCloud's webhooks (fetch to a local server) failed when these ran after other files in a
  // shared worker, and pass alone in one. What an earlier file leaves behind is not found yet.
  'src/modules/pos/iiko.test.ts',
  'src/providers/pos/iiko/fake/server.test.ts',
];

const apiProject = (name: string, files: { include?: string[]; exclude?: string[]; isolate?: boolean }) => ({
  test: {
    name,
    root: './api',
    environment: 'node',
    include: files.include ?? ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    isolate: files.isolate ?? true,
    // Migrates and seeds one database of each kind per run; each suite starts from that state (a
    // worker's PGlite put back to it, or a PostgreSQL clone of it: src/test/databases.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    // A suite's app on a fresh PGlite (migrations and seed) took over 60 s at load 13.
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  test: {
    // Vitest keeps a core for its main process by default — one worker on a two-core machine. That
    // process only waits on the workers here, so every core runs test files.
    maxWorkers: availableParallelism(),
    projects: [
      ...browserLike('shared', ['src/api/contract-check.test.ts', 'src/ui/carousel.test.tsx']),
      ...browserLike('shell', [
        'src/app/federation/remotes.test.ts',
        'src/app/on-demand-slot.test.tsx',
        'src/location/order-types/address-field.test.tsx',
        'src/location/order-types/delivery-panel.test.tsx',
        'src/pages/content/load.test.ts',
      ]),
      ...browserLike('mf-menu', []),
      ...browserLike('mf-cart', []),
      ...browserLike('mf-checkout', []),
      ...browserLike('mf-account', []),
      ...browserLike('mf-tracking', []),
      {
        // The repository checks read every source file: seconds on a loaded machine.
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The shell's server (shell/server/): plain Node, real HTTP.
        test: {
          name: 'shell-server',
          root: './shell',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-shared',
          root: './server-shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'acquirer',
          root: './acquirer',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Files share workers: with a worker per file, two thirds of the project's worker time went
      // outside its tests and hooks, on starting Node and importing Fastify, drizzle, pg-boss and
      // PGlite again for each file.
      // Each suite still gets its own app and a database in the prepared state; what the API keeps per
      // process is held per database or per app (WeakMaps), never per module.
      apiProject('api', { exclude: API_HEAVY, isolate: false }),
      // Long by design (generated requests by the thousand, a killed process, two instances on one database),
      // and the iikoCloud webhook files, a worker each: `npm test` runs them as a step of their own, so the unit
      // step answers in minutes.
      apiProject('api-heavy', { include: API_HEAVY }),
    ],
  },
});
