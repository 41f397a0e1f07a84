// The Fastify instance type every route module receives, and what the app hands to modules.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { MenuCache } from '../modules/catalog/service';
import type { SnapshotCache } from '../modules/catalog/snapshot';
import type { IdempotencyOptions } from '../modules/orders/idempotency';
import type { AcquirerProvider } from '../providers/acquirer/types';
import type { CaptchaProvider } from '../providers/captcha/types';
import type { GeocoderProvider } from '../providers/geocoder/types';
import type { OtpProvider } from '../providers/otp/types';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ModuleDeps {
  database: Database;
  /** Clock of the app; tests pass a fixed one. */
  now: () => Date;
  defaultBrand: string;
  /** The brands' catalogs in memory (see modules/catalog/snapshot.ts). */
  snapshots: SnapshotCache;
  menus: MenuCache;
  geocoder: GeocoderProvider;
  /** The bonus balance of a session's customer; guests have none. */
  bonusBalance: BonusBalanceSource;
  otp: OtpProvider;
  captcha: CaptchaProvider;
  /** The site forms (feedback, call-back, partner requests) need a captcha token too. */
  captchaForms?: boolean;
  /** The captcha widget the browser shows (settings' `captcha`); unset with the sandbox. */
  captchaWidget?:
    | { provider: 'smartcaptcha'; client_key: string; script_url: string; site_forms?: boolean }
    | undefined;
  acquirer: AcquirerProvider;
  /** Production mode hides dev routes (e.g. reading the last sandbox code). */
  production: boolean;
  /** Bearer token a kitchen POS system uses to push order statuses; unset disables the route. */
  posToken: string | undefined;
  /** The kitchen simulator that moves orders along (on in the demo). */
  kitchen: KitchenOptions;
  /** Shared with the acquirer: its notifications are signed with it (HMAC-SHA256). */
  acquirerSecret: string;
  /** The storefront's public origin (config PUBLIC_ORIGIN): links are built from it, never from Host. */
  publicOrigin: string;
  /** An order became accepted: with a POS, its export is queued (jobs/pos.ts); unset without one. */
  orderAccepted?: (orderId: number) => Promise<void>;
  /** Test-only crash points (config CRASH_POINT): called at named steps of checkout and payment. */
  fault?: ((point: string) => void) | undefined;
  /** Idempotency-Key claims' lease and wait (modules/orders/idempotency.ts). */
  idempotency?: IdempotencyOptions;
}

export interface KitchenOptions {
  enabled: boolean;
  /** 1 = realistic minutes; 60 = a minute per second. */
  speed: number;
}

export type BonusBalanceSource = (session: { id: number; customerId: number | null }) => Promise<number>;

export interface ModuleOptions {
  deps: ModuleDeps;
}
