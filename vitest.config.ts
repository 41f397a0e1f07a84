// One vitest run for the whole tree: each package is a project, so `vitest run` covers everything
// and `vitest run --project api` runs one.
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const browserLike = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    // A deployable's own strings, registered before any test renders its components (as its exposed
    // modules do on the page).
    setupFiles: existsSync(`./${name}/src/i18n/index.ts`) ? ['./src/i18n/index.ts'] : [],
    // A form test types a dozen fields key by key: 0.3 s alone, over 5 s on a loaded machine.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      browserLike('shared'),
      browserLike('shell'),
      browserLike('mf-menu'),
      browserLike('mf-cart'),
      browserLike('mf-checkout'),
      browserLike('mf-account'),
      browserLike('mf-tracking'),
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
      {
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          // A suite's app on a fresh PGlite (migrations and seed) took over 60 s at load 13.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
