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
  /**
   * Error reporting (observe.ts); absent is off. Passed through here and checked by the code that
   * sends (observe-send.ts), which the page loads only when it is set. Nothing here is secret: every
   * visitor reads it (the purchase event is sent by the API).
   */
  errorReporting?: unknown;
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

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new RuntimeConfigError('config is not an object');
  const { brand, apiBase, mapsKey = '', remotes, errorReporting } = value as Record<string, unknown>;
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
  return { brand, apiBase, mapsKey, remotes: checked, errorReporting };
}

export async function fetchRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
