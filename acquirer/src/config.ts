// The acquirer process's environment, read once at start and validated.
import { z } from 'zod';

/** Development default of the secret shared with the storefront API (the API has the same default). */
export const DEV_MERCHANT_SECRET = 'sandbox-acquirer-development-secret';

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3011),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().default('development'),
    /** The sandbox in production only by this explicit opt-in (announced at start). */
    ACQUIRER_SANDBOX_IN_PRODUCTION: z.enum(['0', '1']).default('0'),
    /** Origin the customer's browser reaches this service at (default http://HOST:PORT). */
    ACQUIRER_PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    /** Shared with the storefront API: signs notifications and the API's calls. */
    ACQUIRER_SECRET: z.string().min(16).optional(),
    /** The acquirer's own key for cryptograms and 3-D Secure tokens (default: a new one per start). */
    ACQUIRER_CARD_KEY: z.string().min(32).optional(),
    /** The merchant's notification URL. */
    MERCHANT_NOTIFY_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3010/api/payments/notify'),
    /** PGlite directory of the ledger (default acquirer/.data/ledger) or memory://. */
    ACQUIRER_PGLITE_DIR: z.string().optional(),
    /** How often pending transactions past their deadline expire and unacknowledged outcomes are re-sent. */
    ACQUIRER_SWEEP_MS: z.coerce.number().int().positive().default(5000),
    /** Test-only (refused in production): the clock runs this far ahead, like the API's in e2e. */
    CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.ACQUIRER_SANDBOX_IN_PRODUCTION === '1', {
    message:
      'This is the sandbox acquirer: it approves test cards and lets anyone confirm a bank payment. It does not start with NODE_ENV=production unless ACQUIRER_SANDBOX_IN_PRODUCTION=1.',
    path: ['ACQUIRER_SANDBOX_IN_PRODUCTION'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.ACQUIRER_SECRET !== undefined, {
    message: 'ACQUIRER_SECRET is required in production.',
    path: ['ACQUIRER_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.CLOCK_OFFSET_MS === 0, {
    message: 'CLOCK_OFFSET_MS is for tests; production runs on the real clock.',
    path: ['CLOCK_OFFSET_MS'],
  });

export type AcquirerConfig = z.infer<typeof envSchema>;

export function readAcquirerConfig(env: NodeJS.ProcessEnv = process.env): AcquirerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
