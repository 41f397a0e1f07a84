// Cross-remote journeys against the production builds in Debian's Chromium (never a downloaded one).
// One webServer starts the API (in-memory database), the five remotes and the shell on port base 4000,
// so a running `npm start` on 3000 does not interfere.
import { defineConfig, devices } from '@playwright/test';
import { clockOffsetMs } from './clock';

export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4000);
const baseURL = `http://127.0.0.1:${PORT_BASE}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `node ../scripts/tasks/serve.mjs --port-base ${PORT_BASE} --memory-db`,
    url: `${baseURL}/api/health`,
    // Every journey comes from one address; keep the limiter on but out of the journeys' way.
    // The kitchen simulator runs 30× faster (accepted 2 s, cooking 24 s, courier ride 40 s), so a
    // tracking journey sees an order through to done; the POS token lets a journey hold an order.
    env: {
      RATE_LIMIT_MAX: '20000',
      LOG_LEVEL: 'warn',
      KITCHEN_SIMULATOR: 'on',
      KITCHEN_SPEED: '30',
      POS_TOKEN: 'e2e-pos-token-0123456789',
      // Every journey signs in from 127.0.0.1: the per-IP code budget would stop the suite.
      OTP_SENDS_PER_IP: '100000',
      // The shops' local time is pinned to a working hour for the run (clock.ts).
      CLOCK_OFFSET_MS: String(clockOffsetMs()),
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
