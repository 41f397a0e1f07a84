// Environment of the API process, read once at start and validated: a typo fails fast and loudly.
import { parseDsn } from '@storefront/shared/observe';
import { z } from 'zod';
import { providerEnvFields, providerProblems, realProvider } from './config-providers';
import { DEFAULT_RATE_LIMIT } from './http/rate-limit-store';

const envFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3010),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Prometheus metrics (GET /metrics) on a port of their own; unset serves none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Where the metrics port listens (loopback by default: scraped from the host, never public). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… selects PostgreSQL; unset means embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** PGlite directory (default api/.data/pglite) or memory://. */
  PGLITE_DIR: z.string().optional(),
  BRAND: z.string().default('pizza'),
  SEED: z.enum(['always', 'if-empty', 'never']).default('always'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMIT.max),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(DEFAULT_RATE_LIMIT.timeWindowMs),
  /**
   * Which proxies may set X-Forwarded-For (proxy-addr names or CIDRs, e.g. `loopback`, `10.0.0.0/8`).
   * Only the proxy's own address is trusted, so a client-forged header cannot change its rate-limit key.
   */
  /** Sentry (or GlitchTip) DSN for the API's own failures (docs/operations.md); unset reports nothing. */
  SENTRY_DSN: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseDsn(value) ?? undefined;
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The environment the reports are filed under (default NODE_ENV). */
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
  /**
   * GA4 Measurement Protocol: the API sends each accepted order's purchase event (jobs/analytics.ts).
   * Off unless both the measurement id and the api secret are set; the secret never reaches a browser.
   */
  GA_MEASUREMENT_ID: z.string().min(1).optional(),
  GA_API_SECRET: z.string().min(1).optional(),
  /** The Measurement Protocol collect URL (default Google's; the local collector under OBSERVE_SINKS=on). */
  GA_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://www.google-analytics.com/mp/collect'),
  /** Yandex Geocoder key; unset means the sandbox geocoder on the seeded gazetteer. */
  YANDEX_GEOCODER_KEY: z.string().min(1).optional(),
  /** The outside providers' variables (config-providers.ts). */
  ...providerEnvFields,
  /** Shared by the API and the acquirer service: signs the API's calls and the acquirer's notifications. */
  ACQUIRER_SECRET: z.string().min(16).optional(),
  /** The acquirer service's origin as the API reaches it (default the sandbox at http://127.0.0.1:3011). */
  ACQUIRER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The acquirer's origin as the customer's browser reaches it (default ACQUIRER_URL). */
  ACQUIRER_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The storefront's public origin (scheme, host, port): payment links, TermUrl and redirects are built
   * from it, never from the request's Host header (default http://127.0.0.1:3000, `npm start`).
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .optional()
    .refine((value) => value === undefined || new URL(value).origin === value.replace(/\/$/, ''), {
      message: 'PUBLIC_ORIGIN is an origin only (scheme://host[:port]), no path.',
    }),
  /**
   * The origin browsers load the menu's pictures from: a CDN in front of this API's /api/media, or the
   * API itself (`npm start` uses the API's own port). Unset, pictures are under the storefront's /api.
   * On an origin of their own they carry no cookies, and the page's calls (an add to the cart) never
   * wait behind a screenful of pictures for one of the six connections a browser opens per origin.
   */
  MEDIA_PUBLIC_URL: z.preprocess(
    // Empty: unset (a launcher that names one by default can be told not to).
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .optional()
      .refine((value) => value === undefined || new URL(value).origin === value.replace(/\/$/, ''), {
        message: 'MEDIA_PUBLIC_URL is an origin only (scheme://host[:port]), no path.',
      }),
  ),
  /**
   * Test-only (refused in production): append every request's URL and body to this file, for the
   * card-number scan after e2e (scripts/check-no-card-numbers.mjs).
   */
  CAPTURE_REQUEST_BODIES: z.string().min(1).optional(),
  /** Test-only (ignored in production): SIGKILL at a named payment step, e.g. `acquirer:after-approve`. */
  CRASH_POINT: z.string().optional(),
  /**
   * Test-only (refused in production): how long an unanswered Idempotency-Key claim is left to its
   * process before another takes it over (default 15 s). The crash test kills a process inside pay
   * and would otherwise wait the whole lease out on every run.
   */
  IDEMPOTENCY_LEASE_MS: z.coerce.number().int().positive().optional(),
  /** The kitchen simulator moves paid orders along (on in the `npm start` demo). */
  KITCHEN_SIMULATOR: z.enum(['on', 'off']).default('off'),
  /** 1 = realistic minutes; 60 = a minute per second. */
  KITCHEN_SPEED: z.coerce.number().positive().max(10_000).default(1),
  /**
   * Test-only (refused in production): the API's clock runs this many milliseconds ahead of the
   * machine's. The e2e suite pins the shops' local time to a working hour this way (and the
   * browser's clock with it), so a journey that orders "as soon as possible" does not depend on the
   * hour CI happens to run at.
   */
  CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
  /**
   * Test-only (refused in production): a request's `test_clock_offset_ms` cookie moves the clock
   * further for that request, so one e2e journey can run at night beside the others.
   */
  TEST_CLOCK_COOKIE: z.enum(['on', 'off']).default('off'),
  /** Bearer token of a kitchen POS pushing statuses to /api/pos/...; unset disables that route. */
  POS_TOKEN: z.string().min(16).optional(),
  /**
   * Proxies whose X-Forwarded-For / -Proto / -Host count: a number of hops (`1`: the one reverse
   * proxy in front; `true` is read as 1), or proxy-addr names/CIDRs (`loopback`, `10.0.0.0/8`).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): false | number | string => {
      if (!value || value === '0' || value === 'false') return false;
      if (value === 'true') return 1;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  /** `production` hides dev routes (the sandbox's last sign-in code) and requires OTP_SECRET. */
  NODE_ENV: z.string().default('development'),
  /** HMAC key of stored sign-in codes, shared by every instance on one database (32+ characters). */
  OTP_SECRET: z.string().min(32).optional(),
  /** Sign-in code sends per client IP per hour (e2e journeys all come from one address). */
  OTP_SENDS_PER_IP: z.coerce.number().int().positive().default(20),
  /**
   * Comma-separated origins that may make state-changing calls besides the API's own host
   * (default http://127.0.0.1:3000 and http://localhost:3000, the shell in dev and `npm start`).
   */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })).optional()),
});

// Production must not fall back to a secret written in the code: sign-in codes and the acquirer's
// signed notifications would be forgeable.
const envSchema = envFields
  .refine((env) => env.NODE_ENV !== 'production' || env.OTP_SECRET !== undefined, {
    message: 'OTP_SECRET is required in production.',
    path: ['OTP_SECRET'],
  })
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      realProvider({ ACQUIRER_PROVIDER: env.ACQUIRER_PROVIDER }, 'ACQUIRER_PROVIDER') ||
      env.ACQUIRER_SECRET !== undefined,
    {
      message: 'ACQUIRER_SECRET is required in production.',
      path: ['ACQUIRER_SECRET'],
    },
  )
  .refine((env) => env.NODE_ENV !== 'production' || env.CAPTURE_REQUEST_BODIES === undefined, {
    message: 'CAPTURE_REQUEST_BODIES is for tests; production never writes request bodies anywhere.',
    path: ['CAPTURE_REQUEST_BODIES'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.CLOCK_OFFSET_MS === 0, {
    message: 'CLOCK_OFFSET_MS is for tests; production runs on the real clock.',
    path: ['CLOCK_OFFSET_MS'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.IDEMPOTENCY_LEASE_MS === undefined, {
    message: 'IDEMPOTENCY_LEASE_MS is for tests; production keeps the 15 s lease.',
    path: ['IDEMPOTENCY_LEASE_MS'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.TEST_CLOCK_COOKIE === 'off', {
    message: 'TEST_CLOCK_COOKIE is for tests; production runs on the real clock.',
    path: ['TEST_CLOCK_COOKIE'],
  });

export type Config = z.infer<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A chosen provider without its keys fails here in any mode (production names them earlier).
  const missing = providerProblems(env);
  if (missing.length > 0)
    throw new Error(`Invalid environment:\n${missing.map((line) => `  - ${line}`).join('\n')}`);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
