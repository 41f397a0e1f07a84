// Loaded on demand (observe.ts): writes an error report as a Sentry envelope, and the purchase as a
// GA4 Measurement Protocol hit — `POST {endpoint}?measurement_id=…&api_secret=…` with
// `{client_id, events: [{name: 'purchase', params: {transaction_id, value, currency, items}}]}`.
// Both go as text/plain, a "simple" request: no CORS preflight before a page may go away.
import { parseDsn, sendEvent } from '@storefront/shared/observe';
import type { PurchaseDetail } from './observe';
import type { RuntimeConfig } from './runtime-config';

export async function sendError(
  config: NonNullable<RuntimeConfig['errorReporting']>,
  error: unknown,
  source: string,
): Promise<void> {
  const dsn = parseDsn(config.dsn);
  if (!dsn) return;
  await sendEvent(dsn, error, {
    source,
    platform: 'javascript',
    service: 'shell',
    environment: config.environment,
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

export async function sendPurchase(
  config: NonNullable<RuntimeConfig['analytics']>,
  purchase: PurchaseDetail,
): Promise<void> {
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
