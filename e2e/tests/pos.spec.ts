// The storefront in POS mode (docs/pos.md): its menu and kitchen are the restaurant's iikoCloud —
// here the fake one the suite starts beside it (pos-stack.ts). The journeys act as the restaurant's
// staff in the POS through the fake's own routes (a price, a stop list, an order's status) and watch
// the storefront follow, with nothing restarted: the stop list on the menu and a new price in the
// server-rendered city page within 10 s of the change, and an order placed at checkout reaching the
// POS and its tracking page following the POS's statuses to done.
//
// Both widths run against the one POS-mode storefront at once, so each changes products of its own.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, needs, test } from '../fixtures';
import { MOSCOW_ADDRESSES } from '../pages/cart';
import { atCheckoutWithDelivery, deliverTo, expectOrderAccepted, signInByApi } from '../pages/checkout';
import { MenuPage } from '../pages/menu';
import { orderStatusByApi, TrackingView } from '../pages/tracking';
import { FAKE_IIKO_URL, POS_STOREFRONT_URL } from '../pos-stack';
import { awaitSideStack, SIDE_STACK_WAIT_MS } from '../side-stacks';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-menu', '@mf-cart', '@mf-checkout', '@mf-tracking'];

/** The acceptance bound: a change in the POS is on the storefront within this. */
const WITHIN = 10_000;

/** mf-tracking polls an order's status every 30 s (spec §9); the journey moves the browser's clock on. */
const POLL = 30_000;

/** Seeded pizzas each width changes in the POS (our aliases are the fake's iiko codes). */
const OWN_PRODUCTS = {
  mobile: {
    stopped: { alias: 'pepperoni', name: 'Пепперони' },
    priced: 'Цыплёнок барбекю',
    pricedCode: 'bbq-chicken',
  },
  desktop: {
    stopped: { alias: 'four-cheese', name: 'Четыре сыра' },
    priced: 'Мясная',
    pricedCode: 'meat-feast',
  },
} as const;

const own = (info: TestInfo) => OWN_PRODUCTS[info.project.name as keyof typeof OWN_PRODUCTS];

test.use({ baseURL: POS_STOREFRONT_URL });

test.describe('the storefront in POS mode', () => {
  // The POS-mode storefront and its fake iikoCloud are started by the suite with the local build,
  // in the background while the first journeys run (side-stacks.ts).
  needs('local-build');
  test.beforeAll(async () => {
    test.setTimeout(SIDE_STACK_WAIT_MS);
    await awaitSideStack('pos');
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_accepted', value: '1', url: POS_STOREFRONT_URL }]);
  });

  test(
    'a product stop-listed in the POS turns unavailable on the menu within 10 s of its webhook, and back',
    {
      tag: TAGS,
    },
    async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      const { stopped } = own(testInfo);
      const centre = await moscowTerminalGroup(request, 'centre');
      const menu = new MenuPage(page);
      const menuCalls = recordMenuCalls(page);
      await page.goto('/moscow');
      // Delivering to the centre zone: the menu is that kitchen's (the centre shop's terminal group).
      await deliverTo(page, MOSCOW_ADDRESSES.centre);
      const card = productCard(page, stopped.name);
      await expect(card).toBeVisible();
      await expect(card).not.toContainText('Нет в наличии');
      const menuCall = await menuCalls.last();

      try {
        await setStop(request, centre, stopped.alias, true);
        const since = Date.now();
        // The fake sent its StopListUpdate webhook as it answered; the menu the page asks for follows.
        await expect
          .poll(() => productType(page.request, menuCall, stopped.alias), {
            timeout: WITHIN,
            intervals: [250, 500],
          })
          .toBe('stop');
        expect(Date.now() - since).toBeLessThanOrEqual(WITHIN);
        await page.reload();
        await expect(productCard(page, stopped.name)).toContainText('Нет в наличии');
        await expect(menu.add(await productId(page.request, menuCall, stopped.alias))).toHaveCount(0);
      } finally {
        await setStop(request, centre, stopped.alias, false);
      }
      // Off the stop list, it is sold again.
      await expect
        .poll(() => productType(page.request, menuCall, stopped.alias), { timeout: WITHIN })
        .toBe('default');
      await page.reload();
      await expect(productCard(page, stopped.name)).not.toContainText('Нет в наличии');
    },
  );

  test(
    'a price changed in the POS is in the server-rendered city page within 10 s',
    {
      tag: TAGS,
    },
    async ({ request }, testInfo) => {
      test.setTimeout(60_000);
      const { priced, pricedCode } = own(testInfo);
      let before = 0;
      // A page rendered while the server is busy may come without the menu (rendered in the browser).
      await expect
        .poll(
          async () => {
            before = await renderedPrice(request, priced);
            return before;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      const next = before + 37;
      const changed = await request.post(`${FAKE_IIKO_URL}/fake/price`, {
        data: { brand: 'pizza', code: pricedCode, price: next },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      const since = Date.now();
      // Fetched over HTTP from the shell's server, no browser: the HTML as a crawler or a first visit
      // gets it. A page the server rendered without the menu (a remote too slow on a busy machine,
      // rendered in the browser instead) says nothing either way; one rendered with the menu later
      // than 10 s after the change must show the new price.
      for (;;) {
        const fetchedAt = Date.now();
        const price = await renderedPrice(request, priced);
        if (price === next) break;
        if (price !== 0 && fetchedAt - since > WITHIN)
          throw new Error(`the page still renders ${price} ₽, ${fetchedAt - since} ms after the change`);
        if (fetchedAt - since > 40_000) throw new Error('no page was rendered with the menu');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  );

  test('an order placed at checkout reaches the POS, and its tracking follows the POS to done', {
    tag: TAGS,
  }, async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInByApi(page);
    const form = await atCheckoutWithDelivery(page);
    await form.paymentType('cash').click();
    await form.banknote(1000).click();
    await form.submit.click();
    const orderId = await expectOrderAccepted(page);

    // The export job sent it to the centre kitchen's terminal group, under our number.
    const centre = await moscowTerminalGroup(request, 'centre');
    let posOrder: FakeOrder | undefined;
    await expect
      .poll(
        async () => {
          posOrder = (await fakeOrders(request)).find((entry) => entry.externalNumber === String(orderId));
          return posOrder?.creationStatus;
        },
        { timeout: 30_000, intervals: [500, 1000] },
      )
      .toBe('Success');
    expect(posOrder?.terminalGroupId).toBe(centre);
    expect(posOrder?.request).toMatchObject({
      orderServiceType: 'DeliveryByCourier',
      items: [expect.objectContaining({ amount: 2 })],
    });

    const tracking = new TrackingView(page);
    await page.getByTestId(testIds.outcome.trackingLink).click();
    await expect(tracking.root).toBeVisible();
    await tracking.expectStatus('accepted');

    // The kitchen's screen in the POS moves it; the POS's webhook moves our order; the page follows.
    for (const [status, alias] of [
      ['CookingStarted', 'cooking'],
      ['OnWay', 'sent'],
      ['Delivered', 'done'],
    ] as const) {
      const moved = await request.post(`${FAKE_IIKO_URL}/fake/orders/status`, {
        data: { orderId: posOrder!.id, status },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      await expect
        .poll(() => orderStatusByApi(page.request, orderId), { timeout: WITHIN, intervals: [250, 500] })
        .toBe(alias);
      await page.clock.fastForward(POLL);
      await tracking.expectStatus(alias);
    }
  });
});

interface FakeOrder {
  id: string;
  externalNumber: string | null;
  creationStatus: string;
  terminalGroupId: string;
  request: Record<string, unknown>;
}

async function fakeOrders(request: APIRequestContext): Promise<FakeOrder[]> {
  const response = await request.get(`${FAKE_IIKO_URL}/fake/orders`);
  expect(response.status()).toBe(200);
  return (await response.json()) as FakeOrder[];
}

/** The fake's terminal group for a Moscow pizza shop (the mapping the storefront runs with). */
async function moscowTerminalGroup(request: APIRequestContext, shop: string): Promise<string> {
  const response = await request.get(`${FAKE_IIKO_URL}/fake/brands`);
  expect(response.status()).toBe(200);
  const brands = (await response.json()) as {
    alias: string;
    organizations: { id: string; city: string }[];
    terminalGroups: { id: string; organizationId: string; shop: string }[];
  }[];
  const pizza = brands.find((brand) => brand.alias === 'pizza');
  const moscow = pizza?.organizations.find((org) => org.city === 'moscow');
  const group = pizza?.terminalGroups.find((tg) => tg.organizationId === moscow?.id && tg.shop === shop);
  if (!group) throw new Error(`the fake iikoCloud has no terminal group for the Moscow ${shop} shop`);
  return group.id;
}

async function setStop(request: APIRequestContext, terminalGroupId: string, code: string, stopped: boolean) {
  const response = await request.post(`${FAKE_IIKO_URL}/fake/stop`, {
    data: { terminalGroupId, code, stopped },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function productCard(page: Page, name: string) {
  return page
    .getByTestId(/^product-card-\d+$/)
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The menu's own catalogue calls (their location context), so a journey can ask the same again. */
function recordMenuCalls(page: Page) {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/products')
      bodies.push(request.postData() ?? '{}');
  });
  return {
    async last(): Promise<string> {
      await expect.poll(() => bodies.length).toBeGreaterThan(0);
      return bodies.at(-1)!;
    },
  };
}

interface MenuProduct {
  id: number;
  alias: string;
  type: string;
}

async function menuProduct(request: APIRequestContext, body: string, alias: string): Promise<MenuProduct> {
  const response = await request.post('/api/products', {
    headers: { 'x-brand': 'pizza', 'content-type': 'application/json' },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  const found: MenuProduct[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const entry = value as Partial<MenuProduct>;
      if (entry.alias === alias && typeof entry.type === 'string' && typeof entry.id === 'number')
        found.push(entry as MenuProduct);
      else Object.values(value).forEach(walk);
    }
  };
  walk(await response.json());
  if (!found[0]) throw new Error(`${alias} is not on the menu`);
  return found[0];
}

const productType = async (request: APIRequestContext, body: string, alias: string) =>
  (await menuProduct(request, body, alias)).type;

const productId = async (request: APIRequestContext, body: string, alias: string) =>
  (await menuProduct(request, body, alias)).id;

/** A product's price as the shell's server renders the Moscow page (its structured data); 0 when the page came without the menu. */
async function renderedPrice(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`${POS_STOREFRONT_URL}/moscow`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`"name":"${escaped}"[^}]*?"price":"([\\d.]+)"`).exec(html);
  return match ? Number(match[1]) : 0;
}
