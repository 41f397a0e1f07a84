// Loaded on demand (observe.ts): writes an error report as a Sentry envelope, and the purchase as a
// GA4 Measurement Protocol hit — `POST {endpoint}?measurement_id=…&api_secret=…` with
// `{client_id, events: [{name: 'purchase', params: {transaction_id, value, currency, items}}]}`.
// Both go as text/plain, a "simple" request: no CORS preflight before a page may go away.
import { parseDsn, sendEvent } from '@storefront/shared/observe';

/** What mf-checkout announces with `storefront:purchase`. */
export interface PurchaseDetail {
  orderId: number;
  total: number;
  currency: string;
  items?: { item_id: string; item_name: string; price: number; quantity: number }[];
}

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

/** `analytics` of /config.json: `{ endpoint, measurementId, apiSecret }`. */
export function analyticsSettings(value: unknown) {
  const { endpoint, measurementId, apiSecret } = (value ?? {}) as Record<string, unknown>;
  if (!text(endpoint) || !URL.canParse(endpoint) || !text(measurementId) || !text(apiSecret))
    throw new ObserveConfigError('analytics needs endpoint, measurementId and apiSecret');
  return { endpoint, measurementId, apiSecret };
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

const CLIENT_ID_KEY = 'analytics_client_id';

/** GA's client id: random and per browser (as gtag's `_ga` cookie), never derived from the customer. */
function clientId(): string {
  try {
    const known = localStorage.getItem(CLIENT_ID_KEY);
    if (known) return known;
    const id = `${crypto.getRandomValues(new Uint32Array(1))[0]}.${Math.floor(Date.now() / 1000)}`;
    localStorage.setItem(CLIENT_ID_KEY, id);
    return id;
  } catch {
    return `${crypto.getRandomValues(new Uint32Array(1))[0]}.${Math.floor(Date.now() / 1000)}`;
  }
}

export async function sendPurchase(settings: unknown, purchase: PurchaseDetail): Promise<void> {
  const config = analyticsSettings(settings);
  const url = new URL(config.endpoint);
  url.searchParams.set('measurement_id', config.measurementId);
  url.searchParams.set('api_secret', config.apiSecret);
  const body = {
    client_id: clientId(),
    events: [
      {
        name: 'purchase',
        params: {
          transaction_id: String(purchase.orderId),
          value: purchase.total,
          currency: purchase.currency,
          items: purchase.items ?? [],
        },
      },
    ],
  };
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch {
    // Analytics never disturbs the customer: a lost hit is lost.
  }
}
