// The local error sink and analytics collector (api/src/observe/sinks.ts) beside a storefront run by
// scripts/tasks/serve.mjs: on with OBSERVE_SINKS=on (the e2e set-up turns it on). They stand where
// Sentry/GlitchTip and GA4's Measurement Protocol stand in production, so a run shows what would be
// reported. Their ports follow the shell's: + 20 (errors) and + 21 (analytics). The purchase event is
// the API's to send (api/src/jobs/analytics.ts): the collector's address and the Measurement Protocol
// secret go to the API's environment, never into the browser's /config.json.
import { join } from 'node:path';
import { startProcess } from './processes.mjs';
import { runtimeConfig } from './topology.mjs';

export const ERROR_SINK_OFFSET = 20;
export const ANALYTICS_SINK_OFFSET = 21;
const KEY = 'localkey';
const MEASUREMENT_ID = 'G-LOCAL';
const API_SECRET = 'local-secret';

/** Where the sinks listen, and how the storefront's parts are pointed at them. */
export function observeSinks(base, host = '127.0.0.1') {
  const errorsOrigin = `http://${host}:${base + ERROR_SINK_OFFSET}`;
  const analyticsOrigin = `http://${host}:${base + ANALYTICS_SINK_OFFSET}`;
  const dsn = (project) => `http://${KEY}@${host}:${base + ERROR_SINK_OFFSET}/${project}`;
  return {
    errorsOrigin,
    analyticsOrigin,
    ports: [base + ERROR_SINK_OFFSET, base + ANALYTICS_SINK_OFFSET],
    /** The API's own failures (project 1) and the purchase hits it sends. */
    apiEnv: {
      SENTRY_DSN: dsn(1),
      SENTRY_ENVIRONMENT: 'local',
      GA_ENDPOINT: `${analyticsOrigin}/mp/collect`,
      GA_MEASUREMENT_ID: MEASUREMENT_ID,
      GA_API_SECRET: API_SECRET,
    },
    /** The shell's server: the pages it could not render (project 2). */
    shellServerEnv: {
      SENTRY_DSN: dsn(2),
      SENTRY_ENVIRONMENT: 'local',
    },
    /** The browser's part of /config.json (project 3): public settings only. */
    runtimeConfig: {
      errorReporting: { dsn: dsn(3), environment: 'local' },
    },
    processEnv: {
      OBSERVE_SINKS_HOST: host,
      OBSERVE_SINK_ERRORS_PORT: String(base + ERROR_SINK_OFFSET),
      OBSERVE_SINK_ANALYTICS_PORT: String(base + ANALYTICS_SINK_OFFSET),
      OBSERVE_SINK_KEY: KEY,
      OBSERVE_SINK_PROJECTS: '1,2,3',
      OBSERVE_SINK_MEASUREMENT_ID: MEASUREMENT_ID,
      OBSERVE_SINK_API_SECRET: API_SECRET,
    },
  };
}

/** Starts api/dist/fake-sinks.js for the topology at `base`. */
export function startObserveSinks(root, sinks) {
  return startProcess('sinks', process.execPath, ['--enable-source-maps', 'dist/fake-sinks.js'], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...sinks.processEnv },
  });
}

/**
 * The browser's part of /config.json from the environment, for a run without the sinks:
 * BROWSER_SENTRY_DSN (a DSN's key is public by design). The GA_* variables are the API's: the API
 * inherits serve's environment and sends the purchase event itself.
 */
export function observeRuntimeConfig(env = process.env) {
  return {
    ...(env.BROWSER_SENTRY_DSN
      ? {
          errorReporting: {
            dsn: env.BROWSER_SENTRY_DSN,
            environment: env.SENTRY_ENVIRONMENT ?? 'production',
          },
        }
      : {}),
  };
}

/**
 * The whole /config.json serve writes for the shell: the topology's, the browser's error reporting,
 * and the sinks' when they run. Every visitor reads it, so it carries no secret.
 */
export function servedRuntimeConfig(topo, sinks, env = process.env) {
  return { ...runtimeConfig(topo), ...observeRuntimeConfig(env), ...sinks?.runtimeConfig };
}
