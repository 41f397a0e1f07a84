// Pages arrive rendered by the shell's server from the remotes' node builds.
// - Without JavaScript the menu, the promotions and the shops are readable.
// - Search engines: JSON-LD, canonical, hreflang, sitemap.xml, robots.txt.
// - A remote whose server entry is unavailable leaves its block to the browser: 200, never blank
//  , and a remote redeployed alone is rendered in its new version by the running shell
//   server. Both run a second shell server (shell/server/, started as a deployment
//   starts it) in front of a second mf-menu origin the test controls.

import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testIds } from '@storefront/shared/qa';
import { createStaticHost } from '../../shell/server/static-files.ts';
import { expect, needs, test, watchHydration } from '../fixtures';
import { signInByApi } from '../pages/account';
import { fillCartByApi } from '../pages/api';
import { CartView } from '../pages/cart';
import { PORT_BASE } from '../target';

const shellDir = fileURLToPath(new URL('../../shell', import.meta.url));
const menuDist = fileURLToPath(new URL('../../mf-menu/dist', import.meta.url));
const apiOrigin = `http://127.0.0.1:${PORT_BASE + 10}`;
const BRAND = { 'x-brand': 'pizza' };

interface MenuAnswer {
  product_groups: {
    name: string;
    products: { id: number; name: string; price: number; type: string; modifiers: { available: boolean } }[];
  }[];
}

async function moscowMenu(request: import('@playwright/test').APIRequestContext): Promise<MenuAnswer> {
  const answer = await request.post('/api/products', {
    headers: BRAND,
    data: { city_id: 1, order_type: 'delivery', shop_id: null, delivery_zone_id: null },
  });
  return (await answer.json()) as MenuAnswer;
}

const digits = (text: string) => text.replace(/\D/g, '');

test.describe('server rendering without JavaScript', {
  tag: ['@shell', '@mf-menu', '@smoke', '@both-widths'],
}, () => {
  test.use({ javaScriptEnabled: false });

  test('the menu arrives as HTML: header, category bar, every product with its price, in Russian', async ({
    page,
    request,
  }) => {
    const menu = await moscowMenu(request);
    // The server's first render loads its bundle and mf-menu's node build: not the one looked at.
    await request.get('/moscow');
    const response = await page.goto('/moscow');
    expect(response?.status()).toBe(200);
    // Rendered on the server; only the side cart of a visitor without a session is left to the browser.
    expect(response?.headers()['x-render']).toMatch(/^server(; browser=mf-cart)?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByTestId('header-city')).toHaveText('Москва');
    await expect(page.getByTestId(testIds.menu.categoryBar)).toBeVisible();
    const products = menu.product_groups.flatMap((group) => group.products);
    expect(products.length).toBeGreaterThan(10);
    // Every card's text read at once (one round trip, not two per product: a loaded machine ran
    // out of the journey's time reading 50 cards one by one).
    const ids = products.map((product) => testIds.menu.productCard(product.id));
    const texts = await page.evaluate(
      (testIdList) =>
        testIdList.map((id) => document.querySelector(`#main [data-testid="${id}"]`)?.textContent ?? null),
      ids,
    );
    const missing = products.filter((product, index) => {
      const text = texts[index];
      return (
        text == null || !text.includes(product.name) || !digits(text).includes(digits(String(product.price)))
      );
    });
    expect(missing.map((product) => `${product.id} ${product.name} ${product.price}`)).toEqual([]);
    // The menu's stylesheet comes after the shell's: its rules refine the shared components' as when
    // the browser loads it (a server-rendered side cart's order button cut its label the other way).
    const sheets = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    );
    const shellSheet = sheets.findIndex((href) => href.startsWith('/static/css/index.'));
    const menuSheet = sheets.findIndex((href) => href.includes('__federation_expose_HomePage'));
    expect(shellSheet).toBeGreaterThanOrEqual(0);
    expect(menuSheet).toBeGreaterThan(shellSheet);
  });

  test('the language cookie gives the interface in English', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/moscow');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The header's order-type prompt is shown at every width (its navigation only on a desktop).
    await expect(page.getByTestId('header-order-type')).toContainText('Delivery or takeaway');
    await expect(page.getByTestId(testIds.menu.categoryBar)).toBeVisible();
  });

  test('the delivery-context cookie chooses the menu of that context', async ({ page, context, baseURL }) => {
    const location = {
      cityId: 1,
      orderType: 'takeaway',
      shopId: 1,
      deliveryZoneId: null,
      deliveryAddress: null,
    };
    await context.addCookies([
      { name: 'location', value: encodeURIComponent(JSON.stringify(location)), url: baseURL ?? '' },
    ]);
    await page.goto('/moscow');
    // The header names the chosen shop's order type instead of asking for one.
    await expect(page.getByTestId('header-order-type')).not.toContainText('Доставка или самовывоз');
    await expect(page.getByTestId(testIds.menu.categoryBar)).toBeVisible();
  });

  test('promotions and shops arrive as HTML', async ({ page, request }) => {
    const city = (await (await request.get('/api/cities/moscow', { headers: BRAND })).json()).city as {
      promotions: { alias: string; title: string }[];
    };
    await page.goto('/moscow/promotions');
    for (const promotion of city.promotions) {
      await expect(page.getByTestId(testIds.menu.promotion(promotion.alias))).toBeVisible();
    }
    const shops = (await (await request.get('/api/shops?city_id=1', { headers: BRAND })).json()).shops as {
      address: { street: string };
    }[];
    await page.goto('/moscow/shops');
    expect(shops.length).toBeGreaterThan(0);
    for (const shop of shops) await expect(page.locator('#main')).toContainText(shop.address.street);
  });
});

test.describe('server rendering for search engines', { tag: ['@shell', '@mf-menu'] }, () => {
  test('the menu page has its title, canonical, hreflang, Open Graph and JSON-LD menu', async ({
    request,
  }) => {
    const html = await (await request.get('/moscow')).text();
    expect(html).toMatch(/<title>[^<]*Москва[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
    for (const lng of ['ru', 'en', 'tr', 'uz', 'de', 'uk', 'x-default']) {
      expect(html).toContain(`hreflang="${lng}"`);
    }
    expect(html).toContain('<meta property="og:title"');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeTruthy();
    const restaurant = JSON.parse(json ?? '{}');
    expect(restaurant['@type']).toBe('Restaurant');
    const menu = await moscowMenu(request);
    const sections = restaurant.hasMenu.hasMenuSection as {
      name: string;
      hasMenuItem: { name: string; offers: { price: string; priceCurrency: string } }[];
    }[];
    expect(sections.map((section) => section.name)).toEqual(menu.product_groups.map((group) => group.name));
    const first = menu.product_groups[0]?.products[0];
    const item = sections[0]?.hasMenuItem[0];
    expect(item?.name).toBe(first?.name);
    expect(Number(item?.offers.price)).toBe(first?.price);
    expect(item?.offers.priceCurrency).toBe('RUB');
  });

  test('sitemap.xml lists every city’s public pages; robots.txt keeps the private ones out', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of ['', '/promotions', '/shops', '/delivery', '/about', '/bonus', '/payment-info']) {
      expect(sitemap).toContain(`/moscow${page}</loc>`);
    }
    expect(sitemap).not.toContain('/cart<');
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/*/cart', '/*/checkout', '/*/order/', '/*/profile']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain('Sitemap: ');
  });
});

/** A second origin of mf-menu, serving `root`; its node build (/ssr/) answers 503 while `ssrDown`. */
async function menuOrigin(root: string) {
  const server = await createStaticHost({ root });
  const state = { ssrDown: false };
  server.addHook('onRequest', async (request, reply) => {
    if (state.ssrDown && request.url.startsWith('/ssr/')) return reply.code(503).send();
  });
  const origin = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, state, origin };
}

/**
 * A second shell server (shell/server/main.ts in its own Node process, as a deployment starts it),
 * whose runtime config points mf-menu at `menu`.
 */
async function shellServer(baseURL: string, menu: string) {
  const config = await (await fetch(`${baseURL}/config.json`)).json();
  config.remotes['mf-menu'] = `${menu}/mf-manifest.json`;
  const configFile = join(await mkdtemp(join(tmpdir(), 'shell-config-')), 'config.json');
  await writeFile(configFile, JSON.stringify(config));
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: shellDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      API_ORIGIN: apiOrigin,
      API_PROXY: '1',
      PUBLIC_ORIGIN: baseURL,
      RUNTIME_CONFIG_FILE: configFile,
      LOG_LEVEL: 'info',
      // A loaded machine's first renders may take longer than the default budget; these tests are
      // about what is rendered, not how fast.
      SSR_BUDGET_MS: '6000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the second shell server stopped (${code})`)));
  });
  return { close: () => child.kill(), origin: `http://127.0.0.1:${port}` };
}

test.describe('server rendering never makes a page worse', { tag: ['@shell', '@mf-menu'] }, () => {
  // A second shell server starts (and loads its server bundle) in each, from this checkout's build.
  test.beforeEach(() => needs('local-build'));
  test.setTimeout(90_000);

  test('mf-menu’s server entry unavailable: 200, the menu rendered in the browser', async ({
    page,
    baseURL,
  }) => {
    const menu = await menuOrigin(menuDist);
    menu.state.ssrDown = true;
    const shell = await shellServer(baseURL ?? '', menu.origin);
    try {
      const response = await page.goto(`${shell.origin}/moscow`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-render']).toContain('browser=mf-menu');
      // The layout came from the server, the menu from the browser.
      await expect(page.getByTestId('header-city')).toHaveText('Москва');
      await expect(page.getByTestId(testIds.menu.categoryBar)).toBeVisible();
    } finally {
      shell.close();
      await menu.server.close();
    }
  });

  test('mf-menu redeployed alone is rendered in its new version without a restart, the render cache with it', async ({
    baseURL,
  }) => {
    const root = await mkdtemp(join(tmpdir(), 'mf-menu-'));
    await cp(menuDist, root, { recursive: true });
    const menu = await menuOrigin(root);
    const shell = await shellServer(baseURL ?? '', menu.origin);
    // The page as a visitor without a session gets it: its heading and whether the render cache
    // (README, Server rendering) answered it.
    const visit = async (cookie = '') => {
      const answer = await fetch(`${shell.origin}/moscow`, { headers: cookie ? { cookie } : {} });
      const html = await answer.text();
      return {
        heading: /<h2 id="menu-popular-title"[^>]*>([^<]*)</.exec(html)?.[1],
        cache: answer.headers.get('x-render-cache'),
      };
    };
    try {
      expect(await visit()).toEqual({ heading: 'Часто заказывают', cache: 'miss' });
      // The same page again comes from the cache (once a render was complete: a loaded machine's
      // first one may have missed the budget); another language or context is rendered.
      await expect.poll(visit, { timeout: 10_000 }).toEqual({ heading: 'Часто заказывают', cache: 'hit' });
      const english = await visit('language=en');
      expect(english.cache).toBe('miss');
      expect(english.heading).not.toBe('Часто заказывают');
      await expect.poll(async () => (await visit('language=en')).cache, { timeout: 10_000 }).toBe('hit');
      const takeaway = encodeURIComponent(
        JSON.stringify({
          cityId: 1,
          orderType: 'takeaway',
          shopId: 1,
          deliveryZoneId: null,
          deliveryAddress: null,
        }),
      );
      expect((await visit(`location=${takeaway}`)).cache).toBe('miss');
      // A visitor with a session gets their own page, never a cached one.
      expect((await visit('session_key=abc')).cache).toBeNull();
      await redeploy(join(root, 'ssr'), (text) =>
        text.includes("children: t('home.oftenOrdered')")
          ? text.replace("children: t('home.oftenOrdered')", "children: t('home.oftenOrdered') + ' · v2'")
          : null,
      );
      // The redeployed remote invalidates the cached page: its new version is rendered, then cached.
      await expect
        .poll(async () => (await visit()).heading, { timeout: 10_000 })
        .toBe('Часто заказывают · v2');
      await expect
        .poll(visit, { timeout: 10_000 })
        .toEqual({ heading: 'Часто заказывают · v2', cache: 'hit' });
    } finally {
      shell.close();
      await menu.server.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

/**
 * What a rebuild of a remote's node build does to its files: the edited chunks get new content hashes
 * in their names, and every file naming them (the remote entry's chunk map, the manifest) changes too.
 */
async function redeploy(dir: string, edit: (text: string) => string | null) {
  const hashOf = (file: string) => /\.([0-9a-f]{8})(?:mf_menu)?\.js$/.exec(file)?.[1];
  const pending: string[] = [];
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.js')) continue;
    const edited = edit(await readFile(join(dir, file), 'utf8'));
    if (edited === null) continue;
    await writeFile(join(dir, file), edited);
    pending.push(file);
  }
  expect(pending.length).toBeGreaterThan(0);
  const done = new Set<string>();
  while (pending.length > 0) {
    const file = pending.shift() as string;
    const hash = hashOf(file);
    if (!hash || done.has(hash)) continue;
    done.add(hash);
    const next = Math.floor(Math.random() * 0xffffffff)
      .toString(16)
      .padStart(8, '0');
    const renamed = file.replace(hash, next);
    await rename(join(dir, file), join(dir, renamed));
    done.add(next);
    for (const other of await readdir(dir)) {
      if (!/\.(js|json)$/.test(other)) continue;
      const text = await readFile(join(dir, other), 'utf8');
      if (!text.includes(hash)) continue;
      await writeFile(join(dir, other), text.replaceAll(hash, next));
      if (other.endsWith('.js') && hashOf(other)) pending.push(other);
    }
  }
}

test.describe('the browser hydrates the server’s page in place', { tag: ['@shell', '@mf-menu'] }, () => {
  // A remote's block the browser could not hydrate at once (its code still loading while the page
  // above it updated) used to be thrown away and rendered again — on a phone the whole menu, its images
  // fetched again and the main thread blocked for it. The shell now loads the remotes the server
  // rendered before hydrating (shell/src/bootstrap.tsx), and each menu group hydrates on its own.
  test('on a 4× slower CPU the menu the server rendered is kept: not one group section is replaced', async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    // The bench's mobile profile: a 4× slower CPU, where the block was replaced on every load.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const replaced: string[] = [];
      Object.assign(window, { __replacedGroups: replaced });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) {
            if (!(node instanceof Element)) continue;
            const section = node.matches('[data-group]') ? node : node.querySelector('[data-group]');
            if (section) replaced.push(section.getAttribute('data-group') ?? '?');
          }
      }).observe(document, { childList: true, subtree: true });
    });
    // The fixture's goto waits until the shell says the page answers input: hydrated, the menu shown.
    await page.goto('/moscow');
    const groups = page.locator('[data-group]');
    await expect(groups.first()).toBeVisible();
    expect(await groups.count()).toBeGreaterThan(3);
    expect(
      await page.evaluate(() => (window as unknown as { __replacedGroups: string[] }).__replacedGroups),
    ).toEqual([]);
  });

  test('a phone with a session is hydrated without mf-cart: its home has no side cart', {
    tag: '@both-widths',
  }, async ({ page, isMobile }) => {
    // The server listed mf-cart's side cart for every visitor with a session, phones included, so a
    // phone loaded mf-cart's entry and side cart before hydrating and showed none of it: its first tap
    // worked about 2 s later on the bench's mobile profile.
    expect((await page.request.post('/api/shops/set', { data: { shop_id: 1 } })).ok()).toBe(true);
    const { state, cartRequests } = await watchCartRemote(page);
    await page.goto('/moscow'); // hydrated: the fixture waits for the page to answer input
    if (isMobile) {
      expect(state.remotes).toEqual([['mf-menu', 'HomePage']]);
      expect(state.onDemand ?? []).toEqual([]);
    } else {
      // A desktop's side cart is server-rendered and hydrated when needed (below).
      expect(state.remotes).toEqual([['mf-menu', 'HomePage']]);
      expect(state.onDemand).toEqual([['mf-cart', 'SideCart']]);
    }
    expect(cartRequests).toEqual([]);
  });

  test("a desktop's side cart loads mf-cart only when it is needed: a visitor's empty cart, then an add", {
    tag: '@desktop-only',
  }, async ({ page, request, baseURL }) => {
    // Takeaway from the first shop, remembered in the location cookie only (no session), so an add
    // from the menu goes straight into the cart.
    const location = { cityId: 1, orderType: 'takeaway', shopId: 1, deliveryZoneId: null };
    await page
      .context()
      .addCookies([{ name: 'location', value: encodeURIComponent(JSON.stringify(location)), url: baseURL }]);
    const plain = (await moscowMenu(request)).product_groups
      .flatMap((group) => group.products)
      .find((product) => product.type === 'default' && !product.modifiers.available);
    expect(plain).toBeDefined();
    const { state, cartRequests } = await watchCartRemote(page);
    await page.goto('/moscow');
    // No session, no cart: the server rendered the empty cart (not a skeleton), and the browser
    // hydrated the page without mf-cart's code (22 kB off the desktop's first screen).
    expect(state.session).toBe(false);
    const side = page.locator('aside').getByTestId(testIds.cart.cart);
    await expect(side).toContainText('В корзине пока пусто');
    await page.mouse.move(5, 400); // away from the side cart
    await page.waitForTimeout(300);
    expect(cartRequests).toEqual([]);
    // An add from the menu changes the cart: the side cart wakes and shows the line.
    await page
      .getByTestId(testIds.menu.productAdd(plain?.id ?? 0))
      .first()
      .click();
    await expect(page.locator('aside').locator('[data-testid^="cart-item-"]').first()).toBeVisible();
    expect(cartRequests.length).toBeGreaterThan(0);
  });

  test("a click on a desktop's side cart before it is hydrated is not lost", {
    tag: '@desktop-only',
  }, async ({ page }) => {
    const product = await fillCartByApi(page);
    const { cartRequests } = await watchCartRemote(page);
    await page.goto('/moscow');
    const side = new CartView(page, page.locator('aside'));
    await expect(side.count(product.key)).toHaveText('1');
    expect(cartRequests).toEqual([]);
    // The pointer comes over the + and clicks at once: mf-cart's code is still on its way, so the
    // click is held and replayed on the hydrated button.
    await side.plus(product.key).click();
    await expect(side.count(product.key)).toHaveText('2');
    expect(cartRequests.length).toBeGreaterThan(0);
  });

  test('a visitor without a session gets the add buttons on: the server renders none off', async ({
    page,
    request,
  }) => {
    // The server renders such a visitor without their cart; its first fetch once counted as "the cart is
    // busy", every add button went out off, and hydration kept that attribute although the browser had
    // the cart: 140 buttons shown off (faded, `aria-disabled`) for good.
    const html = await (await request.get('/moscow')).text();
    expect(html).toContain('data-testid="product-add-');
    const addButtons = html.match(/<button[^>]*data-testid="product-add-[^"]*"[^>]*>/g) ?? [];
    expect(addButtons.length).toBeGreaterThan(10);
    expect(addButtons.filter((tag) => tag.includes('aria-disabled="true"'))).toEqual([]);
    await page.goto('/moscow');
    const add = page.locator('[data-testid^="product-add-"]');
    await expect(add.first()).toBeVisible();
    expect(await add.evaluateAll((buttons) => buttons.filter((b) => b.ariaDisabled === 'true').length)).toBe(
      0,
    );
  });
});

/** The page's state as the server sends it, and the requests this page makes to mf-cart's origin. */
async function watchCartRemote(page: import('@playwright/test').Page) {
  const config = (await (await page.request.get('/config.json')).json()) as {
    remotes: Record<string, string>;
  };
  const cartOrigin = new URL(config.remotes['mf-cart'] as string).origin;
  // The page's own request, with this browser's User-Agent and session: the state it hydrates from.
  const html = await (await page.request.get('/moscow')).text();
  const state = JSON.parse(
    html.match(/<script type="application\/json" id="storefront-ssr-state">(.*?)<\/script>/s)?.[1] ?? 'null',
  ) as { remotes: [string, string][]; onDemand?: [string, string][]; session?: boolean };
  const cartRequests: string[] = [];
  // Its code (and manifest): the stylesheet of a server-rendered side cart comes with the HTML.
  page.on('request', (request) => {
    if (new URL(request.url()).origin === cartOrigin && request.resourceType() !== 'stylesheet') {
      cartRequests.push(request.url());
    }
  });
  return { state, cartRequests };
}

test.describe("a signed-in customer's page arrives as theirs", {
  tag: ['@shell', '@mf-menu', '@mf-account'],
}, () => {
  test('the server renders their header, cart count and favourites; the browser hydrates it unchanged', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
    await signInByApi(page);
    // The session's cart (takeaway from shop 1) holds one product, which is also a favourite.
    const product = await fillCartByApi(page);
    const favourite = await page.request.put(`/api/user/favorites/${product.id}`, { headers: BRAND });
    expect(favourite.status(), await favourite.text()).toBe(200);

    // The HTML the server sends with the session's cookie (page.request shares the browser's cookies).
    const answer = await page.request.get('/moscow', {
      headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) },
    });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).not.toContain(`data-testid="${testIds.shell.loginOpen}"`);
    expect(html).toContain('Профиль');
    expect(html).toMatch(new RegExp(`data-testid="${testIds.shell.headerCartCounter}"[^>]*>1<`));
    expect(html).toContain(`data-testid="${testIds.menu.favorites}"`);

    // The same page in the browser: hydrated without an error (the fixture's gate fails the journey on
    // one), and nothing of the first screen changed — the header, the count and the favourites are
    // the very elements the server sent.
    await page.addInitScript(() => {
      // The elements as the parser made them from the server's HTML, before any script of the page ran.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const sent = document.querySelectorAll(
          '[data-testid="header-cart-counter"], [data-testid="favorites-section"], [data-testid="login-open"]',
        );
        (window as unknown as { fromServer: Element[] }).fromServer = [...sent];
      });
    });
    await page.goto('/moscow');
    await expect(page.getByTestId(testIds.shell.loginOpen)).toHaveCount(0);
    await expect(page.getByTestId(testIds.shell.headerCartCounter).first()).toHaveText('1');
    await expect(page.getByTestId(testIds.menu.favorites)).toBeVisible();
    const kept = await page.evaluate(() => {
      const sent = (window as unknown as { fromServer?: Element[] }).fromServer ?? [];
      return sent.map((element) => `${element.getAttribute('data-testid')}:${element.isConnected}`);
    });
    // Counters (header, and on a phone the bottom bar) and the favourites row, each still the server's.
    expect(kept).toContain('header-cart-counter:true');
    expect(kept).toContain('favorites-section:true');
    expect(kept.filter((entry) => entry.endsWith(':false'))).toEqual([]);
  });
});

test.describe('the journeys’ hydration check', { tag: ['@shell'] }, () => {
  // This journey breaks a page's HTML on purpose to show the check sees what React reports; every
  // other journey fails on such an error (fixtures.ts, `hydrationGate`).
  test.use({ allowHydrationErrors: true });

  test('sees the error React reports for HTML the browser renders differently', async ({ page, context }) => {
    const met = watchHydration(context);
    await page.addInitScript(() => {
      // The server's HTML altered before the page's scripts hydrate it.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const city = document.querySelector('[data-testid="header-city"]');
        if (city) city.textContent = 'Не тот город';
      });
    });
    await page.goto('/moscow');
    await expect.poll(() => met.length).toBeGreaterThan(0);
    expect(met.join('\n')).toMatch(/418|hydrat/i);
  });
});
