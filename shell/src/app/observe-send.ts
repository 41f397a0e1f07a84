// Loaded on demand (observe.ts): writes an error report as a Sentry envelope, sent as text/plain, a
// "simple" request: no CORS preflight before a page may go away.
import { parseDsn, sendEvent } from '@storefront/shared/observe';

export class ObserveConfigError extends Error {
  override readonly name = 'ObserveConfigError';
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** `errorReporting` of /config.json: `{ dsn, environment? }`, the DSN with its public key. */
export function errorReportingSettings(value: unknown) {
  const { dsn, environment = 'production' } = (value ?? {}) as Record<string, unknown>;
  if (!text(dsn) || !text(environment)) throw new ObserveConfigError('errorReporting needs a dsn');
  const parsed = parseDsn(dsn);
  if (!parsed) throw new ObserveConfigError('errorReporting needs a dsn');
  return { dsn: parsed, environment };
}

export async function sendError(config: unknown, error: unknown, source: string): Promise<void> {
  const { dsn, environment } = errorReportingSettings(config);
  await sendEvent(dsn, error, {
    source,
    platform: 'javascript',
    service: 'shell',
    environment,
    url: window.location.href,
  });
}
