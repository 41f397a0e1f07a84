// The GA4 `purchase` event, sent by the API through Google Analytics' Measurement Protocol
// (POST {endpoint}?measurement_id=…&api_secret=… with `{client_id, events}`), so the
// api_secret stays on the server. One job per accepted order, keyed by the order: the queue keeps
// one while it waits or runs, the job's retries carry a failed post, and a row in
// analytics_purchases written after Google accepted the hit makes any later run send nothing.
// An order is a purchase when it is accepted (spec: cash and card-on-receipt at placement, online
// payments once paid), never while it waits for a payment that may not come.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { purchaseOfOrder, purchaseSent, recordPurchaseSent } from './repo';
import type { JobRunner, QueueDefinition } from './runner';

export const ANALYTICS_PURCHASE_JOB = 'analytics-purchase';

export interface AnalyticsOptions {
  /** The collect URL (Google's https://www.google-analytics.com/mp/collect, or the local collector's). */
  endpoint: string;
  measurementId: string;
  apiSecret: string;
  /** How long one post may take before it counts as failed (and is retried). */
  timeoutMs?: number;
}

interface PurchaseItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** The order's lines as GA4 `items`: the product, never who bought it. */
function purchaseItems(cart: Record<string, unknown>): PurchaseItem[] {
  const products = cart.products && typeof cart.products === 'object' ? Object.values(cart.products) : [];
  return products.flatMap((line) => {
    const l = line as Record<string, unknown>;
    if (typeof l.total === 'number' && l.total <= 0) return [];
    return [
      {
        item_id: String(l.alias ?? l.id ?? ''),
        item_name: String(l.name ?? ''),
        price: Number(l.price_with_modifiers ?? l.price ?? 0),
        quantity: Number(l.count ?? 1),
      },
    ];
  });
}

/** Sends the order's purchase hit unless it was sent; answers whether this run sent it. */
export async function sendPurchase(
  database: Database,
  options: AnalyticsOptions,
  orderId: number,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const db = database.db;
  if (await purchaseSent(db, orderId)) return false;
  const order = await purchaseOfOrder(db, orderId);
  if (!order) return false;
  // Random and kept with the order: GA needs a client id, and none of the visitor's is sent.
  const clientId = randomUUID();
  const url = new URL(options.endpoint);
  url.searchParams.set('measurement_id', options.measurementId);
  url.searchParams.set('api_secret', options.apiSecret);
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: clientId,
      events: [
        {
          name: 'purchase',
          params: {
            transaction_id: String(order.id),
            value: order.total,
            currency: order.currency,
            items: purchaseItems(order.cart),
          },
        },
      ],
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  // Google answers 2xx to what it takes; anything else is a failed run, retried by the queue.
  if (!response.ok) throw new Error(`Measurement Protocol answered ${response.status}`);
  await recordPurchaseSent(db, orderId, clientId);
  return true;
}

export function analyticsQueue(database: Database, options: AnalyticsOptions): QueueDefinition<never> {
  return {
    name: ANALYTICS_PURCHASE_JOB,
    // 6 tries over about five minutes (10, 20, 40, 80, 160 s apart); a lost hit never blocks an order.
    retryLimit: 5,
    retryDelaySeconds: 10,
    run: (data: { orderId: number }) => sendPurchase(database, options, data.orderId),
  } satisfies QueueDefinition<{ orderId: number }> as QueueDefinition<never>;
}

/** Queues an order's purchase hit (one job per order while one waits or runs). */
export function queuePurchase(runner: JobRunner, orderId: number): Promise<string | null> {
  return runner.send(ANALYTICS_PURCHASE_JOB, { orderId }, `purchase-${orderId}`);
}
