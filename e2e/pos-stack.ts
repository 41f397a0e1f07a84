// The second storefront the suite serves: the same production builds in POS mode (docs/pos.md), its
// menu and kitchen the fake iikoCloud's, so a journey can act as the restaurant's staff in the POS
// (prices, stop lists, order statuses through the fake's /fake/... routes) and watch the storefront
// follow. It runs beside the main stack, 100 ports above it, and only when the suite serves the build.
import { PORT_BASE } from './target';

export const POS_PORT_BASE = PORT_BASE + 100;

/** The POS-mode storefront's origin (its shell's server). */
export const POS_STOREFRONT_URL = `http://127.0.0.1:${POS_PORT_BASE}`;

/** The fake iikoCloud beside it (scripts/lib/topology.mjs: base + 12). */
export const FAKE_IIKO_URL = `http://127.0.0.1:${POS_PORT_BASE + 12}`;

/** Playwright's webServer entry for it; `env` is what the main stack's journeys need too. */
export function posWebServer(env: Record<string, string>) {
  return {
    command: `node ../scripts/tasks/serve.mjs --port-base ${POS_PORT_BASE} --memory-db --pos`,
    url: `${POS_STOREFRONT_URL}/api/health`,
    env: {
      ...env,
      // The journeys move orders themselves, as the kitchen's staff would: the fake's own kitchen
      // timer would race them.
      IIKO_FAKE_KITCHEN_STEP_MS: '0',
      // `npm test`'s card-number scan reads the main stack's database on disk: this stack keeps its
      // own in memory (one database directory cannot serve two APIs).
      SERVE_DB_DIR: '',
      SERVE_API_BODY_LOG: '',
    },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
