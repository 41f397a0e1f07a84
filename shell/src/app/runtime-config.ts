// The runtime config the shell reads at start from /config.json (written by the server that serves
// the shell, never baked into the build). Checked by hand: zod is not part of the first screen.
import { REMOTE_IDS, type RemoteId } from './federation/remote-ids';

export interface RuntimeConfig {
  brand: string;
  apiBase: string;
  /** Yandex Maps key; empty without one. */
  mapsKey: string;
  /** Manifest URL of each remote the page may load. */
  remotes: Partial<Record<RemoteId, string>>;
  /** Sentry-compatible error reporting from the browser; null (nothing sent, nothing loaded) without a DSN. */
  errorReporting?: { dsn: string; environment: string } | null;
  /** GA4 Measurement Protocol for the purchase event; null (off) without a measurement id. */
  analytics?: { endpoint: string; measurementId: string; apiSecret: string } | null;
}

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function parseErrorReporting(value: unknown): RuntimeConfig['errorReporting'] {
  if (value === undefined || value === null) return null;
  const { dsn, environment = 'production' } = value as Record<string, unknown>;
  if (!isUrl(dsn) || !new URL(dsn).username) throw new RuntimeConfigError('errorReporting.dsn is not a DSN');
  if (!nonEmpty(environment)) throw new RuntimeConfigError('errorReporting.environment is not a string');
  return { dsn, environment };
}

function parseAnalytics(value: unknown): RuntimeConfig['analytics'] {
  if (value === undefined || value === null) return null;
  const { endpoint, measurementId, apiSecret } = value as Record<string, unknown>;
  if (!isUrl(endpoint)) throw new RuntimeConfigError('analytics.endpoint is not a URL');
  if (!nonEmpty(measurementId) || !nonEmpty(apiSecret))
    throw new RuntimeConfigError('analytics needs measurementId and apiSecret');
  return { endpoint, measurementId, apiSecret };
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new RuntimeConfigError('config is not an object');
  const {
    brand,
    apiBase,
    mapsKey = '',
    remotes,
    errorReporting,
    analytics,
  } = value as Record<string, unknown>;
  if (!nonEmpty(brand)) throw new RuntimeConfigError('brand is missing');
  if (!nonEmpty(apiBase)) throw new RuntimeConfigError('apiBase is missing');
  if (typeof mapsKey !== 'string') throw new RuntimeConfigError('mapsKey is not a string');
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes))
    throw new RuntimeConfigError('remotes is not an object');
  const checked: RuntimeConfig['remotes'] = {};
  for (const [id, entry] of Object.entries(remotes)) {
    if (!(REMOTE_IDS as readonly string[]).includes(id)) throw new RuntimeConfigError(`unknown remote ${id}`);
    if (!isUrl(entry)) throw new RuntimeConfigError(`remote ${id} is not a URL`);
    checked[id as RemoteId] = entry;
  }
  return {
    brand,
    apiBase,
    mapsKey,
    remotes: checked,
    errorReporting: parseErrorReporting(errorReporting),
    analytics: parseAnalytics(analytics),
  };
}

export async function fetchRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
