// Cross-remote journeys in Debian's Chromium headless shell (never a downloaded browser).
// - Target (target.ts): by default one webServer starts the API (in-memory database), the five remotes
//   and the shell from the production builds on port base 4000 (E2E_PORT_BASE), so a running
//   `npm start` on 3000 does not interfere; global set-up then starts the POS-mode and the
//   production-configured storefronts beside it, for their own journeys (side-stacks.ts). With E2E_BASE_URL the journeys run against a storefront
//   that is already running and nothing is started; what it offers is settled in global-setup.ts.
// - Reports (README, QA): e2e/reports/ — html/ (traces and screenshots of failures), junit.xml,
//   results.json and flaky.json (flake-budget.ts).
// - Projects: `mobile` is a phone (Pixel 7's descriptor: touch, mobile user agent, device scale 2.625)
//   at 390 px and runs every journey but the desktop-only ones; `desktop` is a 1440 px desktop Chrome
//   and runs the journeys tagged @both-widths or @desktop-only.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/lib/chromium.mjs';
import { clockOffsetMs } from './clock';
import { suiteEnv } from './side-stacks';
import { isRemoteTarget, LOCAL_POS_TOKEN, PORT_BASE, targetUrl } from './target';

const baseURL = targetUrl();
const reports = './reports';
const retries = Number(process.env.E2E_RETRIES ?? 1);
// Fixed once here, for the API (local build) and every worker's browser clock (clock.ts).
const offset = clockOffsetMs();

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  outputDir: `${reports}/test-results`,
  reporter: [
    ['list'],
    ['html', { outputFolder: `${reports}/html`, open: 'never' }],
    ['junit', { outputFile: `${reports}/junit.xml`, includeProjectInTestName: true }],
    ['json', { outputFile: `${reports}/results.json` }],
    ['./flake-budget.ts', { outputFile: `${reports}/flaky.json` }],
  ],
  use: {
    baseURL,
    // A failed journey is retried with a trace (and the report shows both attempts); without
    // retries the first attempt keeps its trace when it fails. Tracing every first attempt would
    // cost every passing journey its screencast.
    trace: retries > 0 ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The journeys only need pages to work: Chromium's headless shell, at about half the CPU per page
    // of the full browser (the step is CPU-bound; scripts/lib/chromium.mjs, docs/qa.md).
    launchOptions: { executablePath: chromiumExecutable({ headlessShell: true }), args: CHROMIUM_ARGS },
  },
  // Widths (README, "Widths"): a journey runs on the phone, where most orders are placed, unless it is
  // tagged to run at both widths (@both-widths: layout, scrolling, touch, the keyboard, parts that
  // differ by width) or on the desktop alone (@desktop-only: a part a phone does not have).
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop-only\b/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
      },
    },
    {
      name: 'desktop',
      grep: /@both-widths\b|@desktop-only\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  // The main storefront; the POS-mode one and the production-configured one start in the background
  // once it answers, for their own journeys alone (side-stacks.ts, global-setup.ts).
  webServer: isRemoteTarget()
    ? undefined
    : [
        {
          // The storefront as `npm start` runs it: the shell's own server (shell/server/) in front.
          command: `node ../scripts/tasks/serve.mjs --port-base ${PORT_BASE} --memory-db`,
          url: `${baseURL}/api/health`,
          // The kitchen simulator runs 30× faster (accepted 2 s, cooking 24 s, courier ride 40 s), so a
          // tracking journey sees an order through to done; the POS token lets a journey hold an order.
          env: {
            ...suiteEnv(offset),
            KITCHEN_SIMULATOR: 'on',
            KITCHEN_SPEED: '30',
            POS_TOKEN: LOCAL_POS_TOKEN,
            // A night journey moves its own requests' clock further (fixtures.ts clockShiftMs).
            TEST_CLOCK_COOKIE: 'on',
            // Error reports and the purchase event go to local sinks the journeys read (observe.spec.ts).
            OBSERVE_SINKS: 'on',
          },
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
