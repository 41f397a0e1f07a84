// Builds the Fastify app around a database. No listening, no env reading: main.ts does that, and
// tests call buildApp() and use app.inject().

import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { payments as paymentRows } from './db/schema';
import { captureRequestBodies } from './http/body-capture';
import { csrfGuard } from './http/csrf';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandling,
  urlLengthGuard,
} from './http/error-handler';
import { inputGuard } from './http/input-guard';
import { SAFE_LOG_SERIALIZERS } from './http/log-safety';
import { ApiMetrics } from './http/metrics';
import { registerApiDocs, registerOpenApi } from './http/openapi';
import {
  DEFAULT_RATE_LIMIT,
  databaseRateLimitStore,
  isCheapRead,
  LOCAL_KEY_PREFIX,
  type RateLimitOptions,
} from './http/rate-limit-store';
import { perRequestClock, registerTestClock } from './http/test-clock';
import type { App, BonusBalanceSource, KitchenOptions, ModuleDeps } from './http/types';
import { apiJobs } from './jobs';
import { type AnalyticsOptions, analyticsQueue, queuePurchase } from './jobs/analytics';
import { posJobs, posSweepJob, queueExport, queueWebhookSyncs } from './jobs/pos';
import { JobRunner, type JobRunnerOptions } from './jobs/runner';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { MenuCache } from './modules/catalog/service';
import { SnapshotCache } from './modules/catalog/snapshot';
import { citiesRoutes } from './modules/cities/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { geocoderRoutes } from './modules/geocoder/routes';
import { healthRoutes } from './modules/health/routes';
import { addressRoutes } from './modules/location/routes';
import { mediaRoutes } from './modules/media/routes';
import { DEFAULT_IDEMPOTENCY, type IdempotencyOptions } from './modules/orders/idempotency';
import { orderRoutes } from './modules/orders/routes';
import { cloudPaymentsNotifyRoutes } from './modules/payments/cloudpayments-notify';
import { paymentPublicRoutes } from './modules/payments/routes';
import { paymentIdOfReference } from './modules/payments/service';
import { YOOKASSA_WEBHOOK_SOURCES, yookassaNotifyRoutes } from './modules/payments/yookassa-notify';
import type { PosDeps } from './modules/pos/deps';
import { POS_JOBS } from './modules/pos/jobs';
import { posWebhookRoutes } from './modules/pos/routes';
import { scheduleRoutes } from './modules/schedule/routes';
import { sessionExpiryHook } from './modules/session/session';
import { settingsRoutes } from './modules/settings/routes';
import { shopsRoutes } from './modules/shops/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { customerBonusBalance } from './modules/user/balance';
import { userRoutes } from './modules/user/routes';
import { type ErrorReportingOptions, reportServerErrors } from './observe/report-errors';
import { type AcquirerProvider, HttpAcquirer } from './providers/acquirer';
import { CloudPaymentsAcquirer, type CloudPaymentsOptions } from './providers/acquirer/cloudpayments';
import { RoutedAcquirer } from './providers/acquirer/routed';
import { YooKassaAcquirer, type YooKassaOptions } from './providers/acquirer/yookassa';
import { type CaptchaProvider, SandboxCaptchaProvider } from './providers/captcha';
import { createGeocoder } from './providers/geocoder';
import type { GeocoderProvider } from './providers/geocoder/types';
import type { YandexOptions } from './providers/geocoder/yandex';
import { type OtpProvider, SandboxOtpProvider } from './providers/otp';

/** Outside production a fixed secret, so cryptograms and signatures outlive a restart. */
export const DEV_ACQUIRER_SECRET = 'sandbox-acquirer-development-secret';
/** Development defaults (scripts/lib/topology.mjs, base 3000): the shell and the acquirer service. */
export const DEV_PUBLIC_ORIGIN = 'http://127.0.0.1:3000';
export const DEV_ACQUIRER_URL = 'http://127.0.0.1:3011';

/** The `info.version` of the OpenAPI document. */
const API_VERSION = '0.1.0';

/** How often PGlite's in-memory rate-limit counters are written to the database. */
const RATE_LIMIT_FLUSH_MS = 1000;

export interface AppOptions {
  db: Database;
  /** Fastify/pino logger options; false (the default) in tests. */
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Brand for requests without an x-brand header. */
  defaultBrand?: string;
  /** false turns it off (tests that are not about it). */
  rateLimit?: RateLimitOptions | false;
  /** Proxies trusted to set X-Forwarded-For (client IP for rate limits and logs): false, or a proxy-addr list. */
  trustProxy?: boolean | number | string;
  /** Defaults to the sandbox on the seeded gazetteer, or Yandex when `yandexGeocoderKey` is set. */
  geocoder?: GeocoderProvider;
  yandexGeocoderKey?: string | undefined;
  /** The Yandex adapter's other settings (its Geosuggest key, the APIs' addresses). */
  yandexGeocoder?: Omit<YandexOptions, 'apiKey'> | undefined;
  /** Bonus balance of a session's customer; defaults to the signed-in customer's stored points. */
  bonusBalance?: BonusBalanceSource;
  /** HMAC key of stored sign-in codes; random per process when unset (fine for one dev instance). */
  otpSecret?: string | undefined;
  /** Sign-in code sends per client IP per hour (default 20). */
  otpSendsPerIp?: number | undefined;
  /** Origins besides the API's own host that may make state-changing calls (http/csrf.ts). */
  allowedOrigins?: readonly string[] | undefined;
  /** Defaults to the sandbox (logs codes; dev route reads the last one outside production). */
  otp?: OtpProvider;
  captcha?: CaptchaProvider;
  /** The site forms need a captcha token (X-Captcha-Token) too (config CAPTCHA_SITE_FORMS). */
  captchaForms?: boolean;
  /** The captcha widget the browser shows (config SMARTCAPTCHA_CLIENT_KEY). */
  captchaWidget?: ModuleDeps['captchaWidget'];
  acquirer?: AcquirerProvider;
  /** Card acquiring by CloudPayments instead of the acquirer service (config ACQUIRER_PROVIDER=cloudpayments). */
  cloudPayments?: CloudPaymentsOptions | undefined;
  /**
   * YooKassa (config ACQUIRER_PROVIDER names yookassa): every method, or with `cloudPayments` all
   * but cards. Its webhooks are taken from `webhookSources` (default YooKassa's documented ones).
   */
  yookassa?:
    | (Omit<YooKassaOptions, 'lookup'> & { webhookSources?: readonly string[] | undefined })
    | undefined;
  /** Shared with the acquirer: signs this API's calls and its notifications (config ACQUIRER_SECRET). */
  acquirerSecret?: string;
  /** The acquirer service's origin as this process reaches it (config ACQUIRER_URL). */
  acquirerUrl?: string;
  /** Its origin as the customer's browser reaches it (config ACQUIRER_PUBLIC_URL, default acquirerUrl). */
  acquirerPublicUrl?: string | undefined;
  /** The storefront's public origin: every link (complete, failure, TermUrl, redirects) is built from it. */
  publicOrigin?: string;
  /** Where browsers load the pictures from (config MEDIA_PUBLIC_URL); unset: the storefront's /api. */
  mediaOrigin?: string;
  /** Test-only: append every request's URL and body to this file (config CAPTURE_REQUEST_BODIES). */
  captureBodiesTo?: string | undefined;
  /** Where the API's own failures are reported (SENTRY_DSN); unset reports nothing. */
  errorReporting?: ErrorReportingOptions | undefined;
  /** Test-only: SIGKILL the process at this named step of payment (the crash test). */
  crashPoint?: string | undefined;
  /** Idempotency-Key claims: the lease of a dead process's claim and a repeat's wait (default 15 s / 10 s). */
  idempotency?: Partial<IdempotencyOptions>;
  /** Hides dev routes. */
  production?: boolean;
  /** Test-only (config TEST_CLOCK_COOKIE): a request's cookie may move its clock (http/test-clock.ts). */
  testClockCookie?: boolean;
  posToken?: string | undefined;
  /** A restaurant POS (iikoCloud) the menu and orders sync with; its webhook route exists only then. */
  pos?: PosDeps | undefined;
  /** GA4 Measurement Protocol (GA_*): the purchase hit of each accepted order, sent by a job; unset sends none. */
  analytics?: AnalyticsOptions | undefined;
  /** Off unless asked for (tests drive statuses themselves). */
  kitchen?: KitchenOptions;
  /**
   * Runs the background jobs (jobs/) with these settings; main.ts always does, in every deployment.
   * Unset or false: none (tests that are not about them).
   */
  jobs?: Partial<Omit<JobRunnerOptions, 'database' | 'jobs' | 'onError'>> | false;
  /** Where the app counts requests and job runs (main.ts serves it on METRICS_PORT); one of its own by default. */
  metrics?: ApiMetrics;
  /** Told of every route as it is added (the fuzz test walks them all). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** CloudPayments and/or YooKassa; both: cards by the first, the rest by YooKassa. */
function realAcquirer(
  cloudPayments: CloudPaymentsAcquirer | undefined,
  yookassa: YooKassaAcquirer | undefined,
  attemptOf: (reference: string) => Promise<{ method: string } | null>,
): AcquirerProvider | undefined {
  if (cloudPayments && yookassa)
    return new RoutedAcquirer(cloudPayments, yookassa, async (reference) =>
      (await attemptOf(reference))?.method === 'card' ? 'card' : null,
    );
  return cloudPayments ?? yookassa;
}

/** Trusts the nearest `hops` proxies: X-Forwarded-For's last `hops` entries name the client. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const baseNow = options.now ?? (() => new Date());
  // Test-only: a journey may carry its own clock offset (http/test-clock.ts); never in production.
  const testClock = Boolean(options.testClockCookie) && !options.production;
  const now = testClock ? perRequestClock(baseNow) : baseNow;
  const logger = options.logger ?? false;
  const serverOptions: FastifyServerOptions = {
    // Log lines carry no bodies, query strings or SQL parameters (http/log-safety.ts).
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { ...SAFE_LOG_SERIALIZERS, ...logger.serializers } }
        : logger === true
          ? { serializers: SAFE_LOG_SERIALIZERS }
          : logger,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // A number is a count of proxy hops in front (TRUST_PROXY=1: the one reverse proxy).
    trustProxy:
      typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : (options.trustProxy ?? false),
    requestIdHeader: 'x-request-id',
    bodyLimit: 256 * 1024,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  // First, so the capture sees every request as it arrived, refused or not (never in production).
  if (options.captureBodiesTo && !options.production) captureRequestBodies(app, options.captureBodiesTo);
  if (options.errorReporting) reportServerErrors(app, options.errorReporting);
  const onRoute = options.onRoute;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only. Dropping text/plain also closes the one body type a browser may POST cross-site
  // without a CORS preflight.
  app.removeContentTypeParser('text/plain');
  // Declared up front so every request object has the same shape (set by the brand hook).
  app.decorateRequest('brand', null);
  // Draining (SIGTERM → close): answers still in flight close their connection behind them, so a
  // keep-alive client (the load balancer) does not hold the server open for its idle timeout.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const metrics = options.metrics ?? new ApiMetrics(options.db);
  app.decorate('metrics', metrics);
  metrics.instrument(app);
  app.decorate('httpsOrigin', (options.publicOrigin ?? DEV_PUBLIC_ORIGIN).startsWith('https:'));

  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  await app.register(helmet, { global: true });
  await app.register(cookie);
  if (testClock) registerTestClock(app);
  if (limits) {
    const store = databaseRateLimitStore(
      options.db.relaxed,
      now,
      options.db.kind === 'pglite' ? { writeBehindMs: RATE_LIMIT_FLUSH_MS } : {},
    );
    app.addHook('onClose', () => store.flush());
    await app.register(rateLimit, {
      global: true,
      max: limits.max,
      timeWindow: limits.timeWindowMs,
      store,
      // Cheap reads are counted per instance in memory, the rest in the database (see the store).
      keyGenerator: (request) =>
        isCheapRead(request.method, request.url) ? `${LOCAL_KEY_PREFIX}${request.ip}` : request.ip,
      // A database hiccup should not also lock every visitor out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error('Too many requests'), { statusCode: context.statusCode }),
    });
  }
  registerErrorHandling(app, { rateLimited: Boolean(limits) });
  app.addHook('onRequest', urlLengthGuard);
  // NUL, lone surrogates and oversized strings are a 422 before any handler (http/input-guard.ts).
  app.addHook('preValidation', inputGuard);
  // After the limiter, so refused cross-site calls still count against the client's budget.
  app.addHook('onRequest', csrfGuard({ allowedOrigins: options.allowedOrigins }));
  // An ended session (idle or past its lifetime) is dropped before any route sees its cookie.
  app.addHook('onRequest', sessionExpiryHook(options.db.db, now));

  // Production never falls back to the public development secret: a notification signed with it
  // would be taken for the acquirer's (main.ts refuses to start without ACQUIRER_SECRET as well).
  // With CloudPayments or YooKassa configured there is no acquirer service to sign with; the sandbox
  // acquirer's notification route then checks against a random secret, so it accepts nothing.
  const ownAcquirerSecret =
    options.acquirerSecret && options.acquirerSecret !== DEV_ACQUIRER_SECRET
      ? options.acquirerSecret
      : undefined;
  const acquirerService = !options.acquirer && !options.cloudPayments && !options.yookassa;
  if (options.production && acquirerService && !ownAcquirerSecret)
    throw new Error('ACQUIRER_SECRET must be set to a secret of its own in production.');
  if (options.production && !options.publicOrigin)
    throw new Error('PUBLIC_ORIGIN must be set in production.');
  const acquirerSecret = options.production
    ? (ownAcquirerSecret ?? randomBytes(32).toString('hex'))
    : (options.acquirerSecret ?? DEV_ACQUIRER_SECRET);
  const crashPoint = options.production ? undefined : options.crashPoint;
  const fault = crashPoint
    ? (point: string) => {
        if (point === crashPoint) process.kill(process.pid, 'SIGKILL');
      }
    : undefined;
  // The attempt a reference names: its provider's id and method (the real acquirers' lookups).
  const attemptOf = async (reference: string) => {
    const id = paymentIdOfReference(reference);
    if (id === null) return null;
    const [row] = await options.db.db.select().from(paymentRows).where(eq(paymentRows.id, id));
    return row ?? null;
  };
  const cloudPayments = options.cloudPayments ? new CloudPaymentsAcquirer(options.cloudPayments) : undefined;
  const yookassa = options.yookassa
    ? new YooKassaAcquirer({
        ...options.yookassa,
        lookup: async (reference) => (await attemptOf(reference))?.acquirerPaymentId ?? null,
      })
    : undefined;
  const deps: ModuleDeps = {
    database: options.db,
    now,
    defaultBrand: options.defaultBrand ?? 'pizza',
    snapshots: new SnapshotCache(options.db.db, { mediaOrigin: options.mediaOrigin ?? '' }),
    menus: new MenuCache(),
    geocoder:
      options.geocoder ?? createGeocoder(options.db.db, options.yandexGeocoderKey, options.yandexGeocoder),
    bonusBalance: options.bonusBalance ?? customerBonusBalance(options.db.db),
    otp:
      options.otp ??
      // The sandbox's delivery is the log: the code is read there (or from /api/dev/last-code) in
      // development only — in production (by opt-in) a code never reaches a log.
      new SandboxOtpProvider((message) =>
        options.production
          ? app.log.warn({ channel: message.channel }, 'sandbox sign-in code withheld (production)')
          : app.log.info({ otp: message }, 'sandbox sign-in code'),
      ),
    captcha: options.captcha ?? new SandboxCaptchaProvider(),
    captchaForms: options.captchaForms ?? false,
    captchaWidget: options.captchaWidget,
    acquirer:
      options.acquirer ??
      realAcquirer(cloudPayments, yookassa, attemptOf) ??
      new HttpAcquirer({
        url: options.acquirerUrl ?? DEV_ACQUIRER_URL,
        publicUrl: options.acquirerPublicUrl,
        secret: acquirerSecret,
        now,
      }),
    publicOrigin: (options.publicOrigin ?? DEV_PUBLIC_ORIGIN).replace(/\/$/, ''),
    acquirerSecret,
    fault,
    idempotency: { ...DEFAULT_IDEMPOTENCY, ...options.idempotency },
    production: options.production ?? false,
    posToken: options.posToken,
    kitchen: options.kitchen ?? { enabled: false, speed: 1 },
  };
  // Background jobs run in every deployment (main.ts); tests ask for them when they are the subject.
  const jobOptions = options.jobs || null;
  // With a POS, its syncs and order exports are jobs too (jobs/pos.ts); without one, nothing changes.
  const pos = options.pos && jobOptions ? posJobs(options.pos) : null;
  let runner: JobRunner | null = null;
  const jobs =
    jobOptions &&
    new JobRunner({
      database: options.db,
      jobs: [
        ...apiJobs(deps),
        ...(pos && options.pos ? [...pos.jobs, posSweepJob(options.pos, () => runner as JobRunner)] : []),
      ],
      queues: [
        ...(pos ? pos.queues : []),
        ...(options.analytics ? [analyticsQueue(options.db, options.analytics)] : []),
      ],
      ...jobOptions,
      onError: (err) => app.log.error({ err }, 'job runner error'),
      onRun: (name, outcome, seconds, err) => {
        metrics.jobRun(name, outcome, seconds);
        if (outcome === 'failed') app.log.warn({ err, job: name, seconds }, 'job run failed');
        jobOptions.onRun?.(name, outcome, seconds, err);
      },
    });
  app.decorate('jobs', jobs);
  runner = jobs;
  if (jobs && (options.pos || options.analytics)) {
    const exportOrders = Boolean(options.pos);
    const reportPurchases = Boolean(options.analytics);
    deps.orderAccepted = async (orderId) => {
      if (exportOrders) await queueExport(jobs, orderId);
      // The purchase hit is analytics only: a failure to queue it is logged, never the order's.
      if (reportPurchases)
        await queuePurchase(jobs, orderId).catch((err) =>
          app.log.warn({ err, orderId }, 'purchase hit not queued'),
        );
    };
  }
  if (jobs && options.pos) {
    const posDeps = options.pos;
    queueWebhookSyncs(posDeps, jobs);
    // The menu is read once at start whatever its revision, then on schedule and on webhooks.
    app.addHook('onReady', async () => {
      await jobs.start();
      await jobs.send(POS_JOBS.menu, { force: true }, 'start');
      await jobs.send(POS_JOBS.stopLists, {}, 'start');
    });
  } else if (jobs) {
    app.addHook('onReady', () => jobs.start());
  }
  if (jobs) {
    // The app closes before its database: runs in progress finish (or are handed back) first.
    app.addHook('onClose', () => jobs.stop());
  }
  // Before the routes: the document is built from the schemas they register (http/openapi.ts).
  await registerOpenApi(app, { version: API_VERSION });
  await registerApiDocs(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps });
      await api.register(mediaRoutes, { deps });
      await api.register(citiesRoutes, { deps });
      await api.register(settingsRoutes, { deps });
      await api.register(shopsRoutes, { deps });
      await api.register(catalogRoutes, { deps });
      await api.register(cartRoutes, { deps });
      await api.register(scheduleRoutes, { deps });
      await api.register(geocoderRoutes, { deps });
      await api.register(feedbackRoutes, { deps });
      await api.register(addressRoutes, { deps });
      await api.register(userRoutes, {
        deps,
        otpSecret: options.otpSecret ?? randomBytes(32).toString('hex'),
        otpSendsPerIp: options.otpSendsPerIp,
      });
      await api.register(orderRoutes, { deps });
      await api.register(trackingRoutes, { deps });
      if (options.pos) await api.register(posWebhookRoutes, { pos: options.pos });
      if (options.cloudPayments)
        await api.register(cloudPaymentsNotifyRoutes, { deps, apiSecret: options.cloudPayments.apiSecret });
      if (yookassa)
        await api.register(yookassaNotifyRoutes, {
          deps,
          yookassa,
          sources: options.yookassa?.webhookSources ?? YOOKASSA_WEBHOOK_SOURCES,
        });
    },
    { prefix: '/api' },
  );
  // The merchant's 3-D Secure return (TermUrl) lives outside /api.
  await app.register(paymentPublicRoutes, { deps });
  return app;
}
