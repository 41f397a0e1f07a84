// The first tap counts: the menu arrives server-rendered and is on screen long before its script has
// arrived and hydrated it. A tap on a card's "Добавить" in that gap is sent at once by the page's inline
// script when the product adds at once and the visitor has chosen where to order (the header counts it
// from the answer); otherwise it is held and made once the card is hydrated, through the card's own
// handler (docs/performance.md).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MOSCOW_ADDRESSES } from '../pages/cart';
import { MenuPage } from '../pages/menu';
import { OrderTypesModal } from '../pages/order-types';

const BRAND = { 'x-brand': 'pizza' };

interface PlainProduct {
  id: number;
  name: string;
}

/** The products of the Moscow menu (in page order) whose button adds at once: no options. */
async function plainProducts(request: APIRequestContext): Promise<PlainProduct[]> {
  const answer = await request.post('/api/products', {
    headers: BRAND,
    data: { city_id: 1, order_type: 'delivery', shop_id: null, delivery_zone_id: null },
  });
  const menu = (await answer.json()) as {
    product_groups: {
      products: { id: number; name: string; type: string; modifiers: { available: boolean } }[];
    }[];
  };
  const plain = menu.product_groups
    .flatMap((group) => group.products)
    .filter((product) => product.type === 'default' && !product.modifiers.available)
    .map(({ id, name }) => ({ id, name }));
  expect(plain.length).toBeGreaterThan(1);
  return plain;
}

/** The first of them, near the top of the menu. */
async function firstPlainProduct(request: APIRequestContext): Promise<number> {
  return (await plainProducts(request))[0]?.id ?? 0;
}

/** The last of them: its group is far below the first screen. */
async function lastPlainProduct(request: APIRequestContext): Promise<PlainProduct> {
  const last = (await plainProducts(request)).at(-1);
  return last ?? { id: 0, name: '' };
}

/** The card's add button has been hydrated: React keeps its props on the element. */
const hydrated = (button: HTMLElement) => Object.keys(button).some((key) => key.startsWith('__reactProps$'));

/**
 * Takeaway from the first shop, in the location cookie and in the session (as the bench's visitor):
 * an add goes straight into the cart, and the server renders the session's cart.
 */
async function takeawayVisitor(page: Page, baseURL: string | undefined): Promise<void> {
  const location = { cityId: 1, orderType: 'takeaway', shopId: 1, deliveryZoneId: null };
  await page
    .context()
    .addCookies([{ name: 'location', value: encodeURIComponent(JSON.stringify(location)), url: baseURL }]);
  expect((await page.request.post('/api/shops/set', { data: { shop_id: 1 } })).ok()).toBe(true);
}

/** The server's cart of this browser's session: [product id, units] per line. */
async function serverCart(page: Page): Promise<[number, number][]> {
  const cart = (await (await page.request.put('/api/cart', { data: {} })).json()) as {
    cart: { products: Record<string, { id: number; count: number }> };
  };
  return Object.values(cart.cart.products).map((line) => [line.id, line.count]);
}

/** Holds requests matching `url` until `release()`. */
async function hold(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The shell's own entry script (not a remote's): the page hydrates once it has run. */
function isShellEntry(baseURL: string | undefined) {
  return (url: URL) => url.origin === new URL(baseURL ?? '').origin && /\/index\.[^/]*js$/.test(url.pathname);
}

/**
 * Holds every script of the page until `release()`: the server's HTML alone is on screen. The page is
 * asked for once first, so the server has its remotes loaded and renders the menu within its budget
 * (a cold server on a loaded machine leaves the menu to the browser, and there would be no card).
 */
async function holdScripts(page: Page): Promise<() => void> {
  expect((await page.request.get('/moscow')).ok()).toBe(true);
  return hold(page, '**/*.js');
}

/** Hydrated, the card and the header show the cart the server holds: one, not two, not back to 0. */
async function expectAddedOnce(page: Page, menu: MenuPage, id: number): Promise<void> {
  await expect(menu.count(id)).toHaveText('1', { timeout: 30_000 });
  await expect(menu.headerCartCounter).toHaveText('1');
  expect(await serverCart(page)).toEqual([[id, 1]]);
}

test.describe('a tap on the server-rendered menu before it is hydrated', {
  tag: ['@shell', '@mf-menu'],
}, () => {
  test.beforeEach(async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
  });

  test('on a 4× slower phone, "Добавить" tapped as soon as the card shows puts it in the cart, one tap', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const id = await firstPlainProduct(request);
    await takeawayVisitor(page, baseURL);
    test.slow();
    const cdp = await context.newCDPSession(page);
    // The bench's mobile profile (scripts/lib/page-metrics.mjs): a 4× slower CPU on slow 4G, where
    // the server's menu shows seconds before the scripts that hydrate it have arrived.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    // The shell's script is held until the count shows: the tap must count before it has run.
    const releaseShell = await hold(page, isShellEntry(baseURL));
    const menu = new MenuPage(page);
    // The page as it arrives: no waiting for the shell to say it is hydrated.
    await page.goto('/moscow', { waitUntil: 'commit' });
    await menu.add(id).click();
    await expect(menu.headerCartCounter).toHaveText('1', { timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
    releaseShell();
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 60_000 });
    await expectAddedOnce(page, menu, id);
  });

  test('a tap before any script has arrived is sent at once, counted before the scripts, and added once', async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await firstPlainProduct(request);
    await takeawayVisitor(page, baseURL);
    const release = await holdScripts(page);
    // The early add is held in flight for a moment, so its busy state and a second tap can be seen.
    const answer = await hold(page, '**/api/cart/add');
    const menu = new MenuPage(page);
    await page.goto('/moscow', { waitUntil: 'commit' });
    await menu.add(id).click();
    await expect(menu.add(id)).toHaveAttribute('aria-busy', 'true');
    await menu.add(id).click(); // while it is in flight: not a second add
    answer();
    // No script of the page has run, and the cart counts the product.
    await expect(menu.headerCartCounter).toHaveText('1');
    await expect(menu.add(id)).not.toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 });
    await expectAddedOnce(page, menu, id);
  });

  test("an early add that fails is made by the card's own handler once the page has hydrated", async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await firstPlainProduct(request);
    await takeawayVisitor(page, baseURL);
    const release = await holdScripts(page);
    // The first add does not reach the server (the phone lost its network for a moment).
    let failed = false;
    await page.route('**/api/cart/add', async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort('internetdisconnected');
    });
    const menu = new MenuPage(page);
    await page.goto('/moscow', { waitUntil: 'commit' });
    await menu.add(id).click();
    await expect.poll(() => failed).toBe(true);
    // Held now, like any tap the page cannot act on yet: busy, and the header does not count it.
    await expect(menu.add(id)).toHaveAttribute('aria-busy', 'true');
    await expect(menu.headerCartCounter).toHaveText('0');
    release();
    await expectAddedOnce(page, menu, id);
  });

  test('a new visitor who taps before the scripts arrive is asked for the address, then has the product', async ({
    page,
    request,
  }) => {
    const id = await firstPlainProduct(request);
    const release = await holdScripts(page);
    const menu = new MenuPage(page);
    await page.goto('/moscow', { waitUntil: 'commit' });
    await menu.add(id).click();
    release();
    const modal = new OrderTypesModal(page);
    await expect(modal.modal).toBeVisible({ timeout: 30_000 });
    await modal.delivery.click();
    await modal.address.fill(MOSCOW_ADDRESSES.centre);
    await modal.submit.click();
    await expect(modal.modal).toBeHidden();
    await expect(menu.headerCartCounter).toHaveText('1');
    await expect(menu.count(id)).toHaveText('1');
  });
});

test.describe('the groups below the first screen', { tag: ['@mf-menu'] }, () => {
  test('hydrate later, and a tap on one that has not hydrated yet adds its product, once', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { id } = await lastPlainProduct(request);
    await takeawayVisitor(page, baseURL);
    const menu = await neverIdleMenu(page, context);
    // In one task: has React hydrated the card, then the tap.
    const hydratedBefore = await menu.add(id).evaluate((button: HTMLButtonElement) => {
      const before = Object.keys(button).some((key) => key.startsWith('__reactProps$'));
      button.click();
      return before;
    });
    expect(hydratedBefore).toBe(false);
    await expectAddedOnce(page, menu, id);
  });

  test('a search while they wait renders the groups it keeps anew, without a hydration error', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const product = await lastPlainProduct(request);
    await takeawayVisitor(page, baseURL);
    const menu = await neverIdleMenu(page, context);
    expect(await menu.add(product.id).evaluate(hydrated)).toBe(false);
    // The fixtures fail the test if React reports a hydration error on the way.
    await page.getByRole('button', { name: 'Поиск по меню' }).click();
    await page.getByRole('searchbox').fill(product.name);
    await expect(menu.add(product.id)).toBeVisible();
    await menu.add(product.id).click();
    await expectAddedOnce(page, menu, product.id);
  });
});

/**
 * The menu on a 4× phone busy enough never to be idle, ready: a group far below waits until it nears
 * the screen or is touched (idle time would hydrate it sooner or later, and a test could not tell).
 */
async function neverIdleMenu(page: Page, context: BrowserContext): Promise<MenuPage> {
  const menu = new MenuPage(page);
  await menu.acceptCookies();
  await menu.skipBanners();
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/moscow', { waitUntil: 'commit' });
  await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 });
  return menu;
}
