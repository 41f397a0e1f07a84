// API process: read env, open the database, migrate and seed, listen; close cleanly on signals.
import { clockWithOffset, runServer } from '@storefront/server-shared/process';
import { buildApp } from './app';
import { readConfig } from './config';
import { checkProductionEnv, productionProblemsMessage } from './config-production';
import {
  captchaProvider,
  captchaWidget,
  cloudPaymentsOptions,
  otpProvider,
  yookassaOptions,
} from './config-providers';
import { createDb } from './db/client';
import { DEFAULT_ALLOWED_ORIGINS } from './http/csrf';
import { ApiMetrics, metricsServer } from './http/metrics';
import { connectWebhooks, createPos, posSettingsFromEnv } from './modules/pos/config';
import { seedIfNeeded } from './seed';

const production = checkProductionEnv(process.env);
if (production.problems.length > 0) {
  process.stderr.write(`${productionProblemsMessage(production.problems)}\n`);
  process.exit(1);
}
const config = readConfig();
// POS=iiko: the menu and the kitchen are the chain's POS (docs/pos.md); unset, nothing changes.
const posSettings = posSettingsFromEnv(process.env);
// With a POS the seed is only the first start's base (the sync takes over), never a reset.
const seedMode = posSettings ? 'if-empty' : config.SEED;
const database = await createDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
const now = clockWithOffset(config.CLOCK_OFFSET_MS);
// Start-up time is counted from here in POS mode, from just before listening otherwise.
let started = performance.now();
const migrateAndSeed = async () => {
  let seeded: unknown;
  let seedMs = 0;
  await database.migrate(async (db) => {
    const seedStarted = performance.now();
    // The demo programme's dates count from the app's clock (a pinned e2e clock included).
    seeded = await seedIfNeeded(db, seedMode, { now: now() });
    seedMs = Math.round(performance.now() - seedStarted);
  });
  const readyMs = Math.round(performance.now() - started);
  return { database: database.kind, seed: seedMode, seeded, seedMs, readyMs };
};
// The POS mapping is checked against the cities and shops, so the database is ready before the app.
const preparedEarly = posSettings ? await migrateAndSeed() : null;
const pos = posSettings ? await createPos(database.db, posSettings) : undefined;
const captcha = captchaProvider(config);
const metrics = new ApiMetrics(database, { defaults: true });
const app = await buildApp({
  metrics,
  db: database,
  now,
  // Card fields never reach this process (the acquirer's widget takes them), and a log line must not
  // carry them even if a client sends them anyway.
  logger: {
    level: config.LOG_LEVEL,
    redact: [
      'req.body.number',
      'req.body.cvv',
      'req.body.cryptogram',
      'body.number',
      'body.cvv',
      'body.cryptogram',
    ],
  },
  defaultBrand: config.BRAND,
  // RATE_LIMIT_MAX=0 switches the limiter off (load tests).
  rateLimit:
    config.RATE_LIMIT_MAX > 0
      ? { max: config.RATE_LIMIT_MAX, timeWindowMs: config.RATE_LIMIT_WINDOW_MS }
      : false,
  trustProxy: config.TRUST_PROXY ?? false,
  yandexGeocoderKey: config.YANDEX_GEOCODER_KEY,
  yandexGeocoder: {
    suggestKey: config.YANDEX_SUGGEST_KEY,
    geocoderUrl: config.YANDEX_GEOCODER_URL,
    suggestUrl: config.YANDEX_SUGGEST_URL,
  },
  ...(config.ACQUIRER_SECRET ? { acquirerSecret: config.ACQUIRER_SECRET } : {}),
  ...(config.ACQUIRER_URL ? { acquirerUrl: config.ACQUIRER_URL } : {}),
  acquirerPublicUrl: config.ACQUIRER_PUBLIC_URL,
  cloudPayments: cloudPaymentsOptions(config),
  yookassa: yookassaOptions(config),
  ...(otpProvider(config) ? { otp: otpProvider(config) } : {}),
  ...(captcha ? { captcha } : {}),
  captchaForms: config.CAPTCHA_SITE_FORMS === 'on',
  captchaWidget: captchaWidget(config),
  ...(config.PUBLIC_ORIGIN ? { publicOrigin: config.PUBLIC_ORIGIN } : {}),
  ...(config.MEDIA_PUBLIC_URL ? { mediaOrigin: new URL(config.MEDIA_PUBLIC_URL).origin } : {}),
  captureBodiesTo: config.CAPTURE_REQUEST_BODIES,
  errorReporting: config.SENTRY_DSN
    ? {
        dsn: config.SENTRY_DSN,
        environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV ?? 'development',
        release: config.SENTRY_RELEASE,
        service: 'api',
      }
    : undefined,
  analytics:
    config.GA_MEASUREMENT_ID && config.GA_API_SECRET
      ? {
          endpoint: config.GA_ENDPOINT,
          measurementId: config.GA_MEASUREMENT_ID,
          apiSecret: config.GA_API_SECRET,
        }
      : undefined,
  crashPoint: config.CRASH_POINT,
  ...(config.IDEMPOTENCY_LEASE_MS ? { idempotency: { leaseMs: config.IDEMPOTENCY_LEASE_MS } } : {}),
  production: config.NODE_ENV === 'production',
  testClockCookie: config.TEST_CLOCK_COOKIE === 'on',
  otpSecret: config.OTP_SECRET,
  otpSendsPerIp: config.OTP_SENDS_PER_IP,
  allowedOrigins: config.ALLOWED_ORIGINS ?? DEFAULT_ALLOWED_ORIGINS,
  // The POS's kitchen moves the orders when there is one; the simulator would race it.
  kitchen: { enabled: config.KITCHEN_SIMULATOR === 'on' && !pos, speed: config.KITCHEN_SPEED },
  pos,
  // Every deployment runs the background jobs, whatever the kitchen (jobs/).
  jobs: {},
  posToken: config.POS_TOKEN,
});

if (captcha)
  captcha.onServiceError = (detail) =>
    app.log.warn({ detail, failOpen: config.CAPTCHA_FAIL_MODE === 'open' }, 'captcha service failed');

for (const provider of production.sandboxes) {
  app.log.warn({ provider }, `SANDBOX ${provider} provider in production (ALLOW_SANDBOX_IN_PRODUCTION)`);
}

// The metrics port outlives the API's own until the process exits, so a drain can be watched.
const metricsPort = config.METRICS_PORT === undefined ? null : metricsServer(metrics);
if (metricsPort) {
  await metricsPort.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
  metricsPort.server.unref();
}

if (!posSettings) started = performance.now();
await runServer({
  server: app,
  port: config.PORT,
  host: config.HOST,
  prepare: async () => {
    app.log.info(preparedEarly ?? (await migrateAndSeed()), 'database ready');
  },
  closeResources: () => database.close(),
});

// iiko sends its webhooks where this says (with our token); without it only the schedules sync.
if (pos && posSettings?.webhookUrl) {
  await connectWebhooks(pos, posSettings.webhookUrl).catch((err) =>
    app.log.error({ err }, 'iiko webhooks not registered; the scheduled syncs still run'),
  );
}
