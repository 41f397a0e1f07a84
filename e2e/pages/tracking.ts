// Page object of mf-tracking (the tracking page and UserOrderModal) by the QA-contract test ids, and
// the API set-up a tracking journey needs: a signed-in customer (the pizza brand has customer auth)
// with a cash order placed through the orders API. `page.request` shares the browser context's
// cookies, so the order belongs to the session the page uses.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { OrderStatusAlias, OrderStatusResponse, OrderType } from '@storefront/shared/contract';
import { TRACKING_STATUS_ATTRIBUTE, testIds } from '@storefront/shared/qa';
import { needs } from '../fixtures';
import { posToken } from '../target';
import { orderTimeByApi } from './api';

const BRAND = { 'x-brand': 'pizza' };
const MOSCOW = 1;
/** Seeded: a house in the free centre zone, away from the kitchen at Тверская 3 (the courier rides). */
const DELIVERY_ADDRESS = 'Тверская улица, 7';
const SHOP = 1;
/** A seeded pizza (449 ₽, with its default modifiers). */
const MARGHERITA = 1;

/** A phone of its own per order, so sign-in send budgets never meet. */
export function uniquePhone(): string {
  return `7999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

// biome-ignore lint/suspicious/noExplicitAny: set-up answers are read loosely; the API's own tests check their shapes
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<any> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return response.json();
}

export async function signInByApi(request: APIRequestContext, phone: string): Promise<void> {
  needs('otp-dev-route', 'many-sign-ins');
  await ok(
    await request.post('/api/user/login', {
      headers: BRAND,
      data: { city_id: MOSCOW, phone, notify_channel: 'sms' },
    }),
    'login',
  );
  const { code } = await ok(
    await request.get(`/api/dev/last-code?phone=${phone}`, { headers: BRAND }),
    'code',
  );
  await ok(
    await request.post('/api/user/check-verification-code', { headers: BRAND, data: { code } }),
    'check code',
  );
}

/**
 * Fills the signed-in customer's cart (delivery to Тверская 7, or takeaway from shop 1) and places a
 * cash order, which starts accepted and goes to the kitchen simulator. Answers its id. Sign in first
 * (signInByApi), before the page loads: sign-in rotates the session cookie, and a page loading
 * meanwhile could write its own session over it.
 */
export async function placeOrderByApi(request: APIRequestContext, orderType: OrderType): Promise<number> {
  let context: Record<string, unknown> = { city_id: MOSCOW, order_type: 'takeaway', shop_id: SHOP };
  if (orderType === 'delivery') {
    const set = await ok(
      await request.post('/api/user/addresses/set-by-address', {
        headers: BRAND,
        data: { city_id: MOSCOW, address: DELIVERY_ADDRESS },
      }),
      'set-by-address',
    );
    context = {
      city_id: MOSCOW,
      order_type: 'delivery',
      delivery_zone_id: set.delivery_address.delivery_zone_id,
    };
  } else
    await ok(await request.post('/api/shops/set', { headers: BRAND, data: { shop_id: SHOP } }), 'shops/set');
  await ok(
    await request.put('/api/cart/add', {
      headers: BRAND,
      data: { ...context, product_key: String(MARGHERITA), count: 2 },
    }),
    'cart/add',
  );
  const placed = await ok(
    await request.post('/api/order/create', {
      headers: { ...BRAND, 'idempotency-key': randomUUID() },
      data: {
        ...context,
        ...(await orderTimeByApi(request, context, BRAND)),
        username: 'Анна',
        payment_type: 'cash',
        ...(orderType === 'delivery' ? { delivery_address: { room: '15' } } : {}),
      },
    }),
    'order/create',
  );
  return placed.order_id as number;
}

export async function orderStatusByApi(
  request: APIRequestContext,
  orderId: number,
): Promise<OrderStatusAlias> {
  const status = (await ok(
    await request.post('/api/order/status', { headers: BRAND, data: { order_id: orderId } }),
    'order/status',
  )) as OrderStatusResponse;
  return status.status.alias;
}

/** Waits until the kitchen simulator has moved the order to `alias` (the server's view). */
export async function kitchenReaches(request: APIRequestContext, orderId: number, alias: OrderStatusAlias) {
  needs('fast-kitchen');
  await expect
    .poll(() => orderStatusByApi(request, orderId), { timeout: 90_000, intervals: [250, 500, 1000] })
    .toBe(alias);
}

/** A kitchen system confirms the order: from then on it is the POS's, and the simulator leaves it. */
export async function holdAtKitchen(request: APIRequestContext, orderId: number): Promise<void> {
  await kitchenSets(request, orderId, 'accepted', 'NEW');
}

/**
 * The kitchen system that holds the order (holdAtKitchen) moves it on, as the POS route takes it
 * from a real kitchen: the status changes the moment the journey asks, not at the simulator's pace.
 */
export async function kitchenSets(
  request: APIRequestContext,
  orderId: number,
  status: 'accepted' | 'cooking' | 'sent' | 'done',
  originalStatus?: string,
): Promise<void> {
  needs('pos-token');
  await ok(
    await request.post(`/api/pos/orders/${orderId}/status`, {
      headers: { authorization: `Bearer ${posToken()}` },
      data: { status, ...(originalStatus ? { original_status: originalStatus } : {}) },
    }),
    'pos push',
  );
}

export class TrackingView {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId(testIds.tracking.page);
  }

  get status(): Locator {
    return this.page.getByTestId(testIds.tracking.status);
  }

  icon(alias: OrderStatusAlias): Locator {
    return this.page.getByTestId(testIds.tracking.statusIcon(alias));
  }

  /** Every status icon shown, in order. */
  get icons(): Locator {
    return this.status.locator('[data-testid^="status-icon-"]');
  }

  get courierMarker(): Locator {
    return this.page.getByTestId(testIds.tracking.courierMarker);
  }

  /** Where the courier's pin stands on the map (its SVG transform). */
  async courierPosition(): Promise<string | null> {
    return this.courierMarker.locator('[data-marker]').getAttribute('transform');
  }

  async expectStatus(alias: OrderStatusAlias): Promise<void> {
    await expect(this.status).toHaveAttribute(TRACKING_STATUS_ATTRIBUTE, alias);
    await expect(this.icon(alias)).toHaveAttribute('aria-current', 'step');
  }

  /**
   * Loads the app on a tracking URL no order can have, and waits until its start-up calls are done:
   * then a new order can be opened in it at once (openInApp).
   */
  async loadApp(): Promise<void> {
    await this.page.goto('/moscow/order/0/tracking');
    await expect(this.root).toBeVisible();
    await this.page.waitForLoadState('networkidle');
  }

  /**
   * Opens an order's tracking page without reloading the app (as the outcome page's tracking link
   * does): the shell and mf-tracking are already loaded, so the first status shows at once.
   */
  async openInApp(cityAlias: string, orderId: number): Promise<void> {
    await this.page.evaluate((url) => {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${cityAlias}/order/${orderId}/tracking`);
    await expect(this.root).toBeVisible();
  }
}

export class OrderLookup {
  constructor(readonly page: Page) {}

  get modal(): Locator {
    return this.page.getByTestId(testIds.tracking.lookupModal);
  }

  get phone(): Locator {
    return this.page.getByTestId(testIds.tracking.lookupPhone);
  }

  get order(): Locator {
    return this.page.getByTestId(testIds.tracking.lookupOrder);
  }

  get submit(): Locator {
    return this.page.getByTestId(testIds.tracking.lookupSubmit);
  }

  /** UserOrderModal by name through the URL (spec §2: `?modal=` opens a named modal on load). */
  async open(cityAlias: string): Promise<void> {
    await this.page.goto(`/${cityAlias}?modal=UserOrderModal`);
    await expect(this.modal).toBeVisible();
  }

  async find(phone: string, orderId: number | string): Promise<void> {
    await this.phone.fill(phone);
    await this.order.fill(String(orderId));
    await this.submit.click();
  }
}
