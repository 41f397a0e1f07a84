// The menu remote at 390 px and 1440 px (projects mobile and desktop). The home page shows
// the promotions row, 'often ordered' and every group; on a desktop its cards are one height, so one
// laid out as it comes on screen moves nothing; the category bar sticks and follows scroll;
// ?group= scrolls; a product with modifiers goes to the cart (min/max, price with modifiers); the
// card's counter and the header counter follow; the promotions deep link opens its promotion; a
// scheduled banner shows once per its frequency; axe finds nothing serious on the three screens.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, clockedTest as test } from '../fixtures';
import { signInByApi } from '../pages/checkout';
import { MenuPage } from '../pages/menu';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-menu'];

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) <= 1023;

async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('home page', { tag: TAGS }, () => {
  test.beforeEach(async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
  });

  test('shows the promotions row, often ordered and every group of the menu', async ({ page }) => {
    const menu = new MenuPage(page);
    const [city, catalog] = [await menu.city(), await menu.menu()];
    await menu.open();
    const banners = menu.promotionsRow.getByRole('link');
    await expect(banners).toHaveCount(city.promotions.length);
    await expect(banners.first()).toHaveAttribute(
      'href',
      `/moscow/promotions?alias=${city.promotions[0]?.alias}`,
    );
    await expect(menu.popular).toBeVisible();
    await expect(
      menu.popular.getByRole('heading', { name: catalog.popular_products[0]?.name }),
    ).toBeVisible();
    const groups = catalog.product_groups.filter((group) => group.products.length > 0);
    expect(groups.length).toBeGreaterThanOrEqual(10);
    for (const group of groups) {
      await expect(menu.chip(group.alias)).toHaveText(group.name);
      await expect(menu.section(group.alias).getByRole('heading', { level: 2 })).toHaveText(group.name);
      await expect(menu.section(group.alias).getByRole('listitem')).toHaveCount(group.products.length);
    }
  });

  test('every accent badge stays on its product photo (a long one like "Вегетарианское" on a phone)', {
    tag: '@both-widths',
  }, async ({ page }) => {
    const menu = new MenuPage(page);
    const catalog = (await menu.menu()) as unknown as {
      product_groups: { products: { id: number; accent_text?: string | null }[] }[];
    };
    const accented = catalog.product_groups
      .flatMap((group) => group.products)
      .filter((product) => product.accent_text);
    expect(accented.length).toBeGreaterThan(0);
    await menu.open();
    // The last card of each product is the one in its group (a row card on a phone).
    for (const product of accented) {
      const card = page.getByTestId(testIds.menu.productCard(product.id)).last();
      const photo = card.locator('img').first().locator('..');
      const badge = photo.getByText(product.accent_text!, { exact: true });
      const [outer, inner] = [await photo.boundingBox(), await badge.boundingBox()];
      expect(outer && inner, `card ${product.id}`).toBeTruthy();
      expect(inner!.x + inner!.width, `"${product.accent_text}" on ${product.id}`).toBeLessThanOrEqual(
        outer!.x + outer!.width + 0.5,
      );
      expect(inner!.y + inner!.height, `"${product.accent_text}" on ${product.id}`).toBeLessThanOrEqual(
        outer!.y + outer!.height + 0.5,
      );
      // Its whole text shows: not cut by an ellipsis or the photo's edge.
      expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
  });

  test('each pizza shows its own picture, loaded', async ({ page }) => {
    const menu = new MenuPage(page);
    const catalog = await menu.menu();
    await menu.open();
    const pizzas =
      catalog.product_groups.find((group) => group.alias === 'pizza')?.products.slice(0, 4) ?? [];
    expect(pizzas.length).toBe(4);
    const sources = new Set<string>();
    for (const pizza of pizzas) {
      // Decorative (alt=""): the card's heading already names the product.
      const image = menu.card(pizza.id).locator('img').first();
      await image.scrollIntoViewIfNeeded();
      // Loaded and drawn at its size (a broken picture has no natural width).
      await expect(image).toHaveJSProperty('naturalWidth', 400);
      sources.add((await image.getAttribute('src')) ?? '');
    }
    // Four pictures, not one slice four times (their content is compared in the API's tests).
    expect(sources.size).toBe(pizzas.length);
  });

  test('the category bar sticks under the header and follows scroll, and writes ?group=', {
    tag: '@both-widths',
  }, async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open();
    await expect(menu.categoryBar).not.toHaveAttribute('data-stuck', 'true');
    const header = await menu.headerHeight();
    // Scroll like a visitor until the desserts are under the bar.
    await menu.section('desserts').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect(menu.categoryBar).toHaveAttribute('data-stuck', 'true');
    const box = await menu.categoryBar.boundingBox();
    expect(Math.abs((box?.y ?? 0) - header)).toBeLessThanOrEqual(2);
    const active = menu.categoryBar.locator('[aria-current="true"]');
    await expect(active).toHaveCount(1);
    const alias = (await active.getAttribute('data-alias')) ?? '';
    // The active chip is the group whose section is under the bar.
    const section = await menu.section(alias).boundingBox();
    expect(section?.y ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(header + 120);
    expect((section?.y ?? 0) + (section?.height ?? 0)).toBeGreaterThan(header + 60);
    await expect(page).toHaveURL(new RegExp(`[?&]group=${alias}`));
    // A chip scrolls to its group.
    await menu.chip('pasta').click();
    await expect(menu.chip('pasta')).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(async () => (await menu.section('pasta').boundingBox())?.y ?? 0)
      .toBeLessThanOrEqual(header + 110);
    await expect(page).toHaveURL(/[?&]group=pasta/);
    // On mobile the bar rides away near the page bottom and comes back above it.
    if (isMobile(page)) {
      // Scrolled to the end (again while a chip's smooth scroll or late content may still move it).
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return menu.categoryBar.getAttribute('data-hidden');
        })
        .toBe('true');
      await page.evaluate(() => window.scrollTo(0, 3000));
      await expect(menu.categoryBar).not.toHaveAttribute('data-hidden', 'true');
    }
  });

  test('the category bar sticks after a jump from below the fold to far down, and unsticks on the way back', {
    tag: '@both-widths',
  }, async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open();
    await expect(menu.categoryBar).not.toHaveAttribute('data-stuck', 'true');
    // The bar's starting spot well below the fold, then one jump to the page's end: the spot goes from
    // below the viewport to above it without ever crossing it.
    await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = 'auto';
      const bar = document.querySelector<HTMLElement>('[data-testid="category-bar"]');
      const before = bar?.previousElementSibling as HTMLElement | null;
      if (before) before.style.marginTop = `${window.innerHeight + 1000}px`;
    });
    await page.waitForTimeout(200);
    await expect(menu.categoryBar).not.toHaveAttribute('data-stuck', 'true');
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 800),
    );
    await expect(menu.categoryBar).toHaveAttribute('data-stuck', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(menu.categoryBar).not.toHaveAttribute('data-stuck', 'true');
  });

  test('on a desktop the cards are one height, so a card laid out as it comes on screen moves nothing', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open();
    // A jump far down the menu, to cards never laid out: until the frame after, they and the cards
    // around them stand in with their estimated height, then they are laid out for real.
    const moved = await page.evaluate(async () => {
      document.documentElement.style.scrollBehavior = 'auto';
      const cards = [...document.querySelectorAll<HTMLElement>('section[data-group] li')];
      const card = cards[cards.length - 6] as HTMLElement;
      window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 300);
      const before = card.getBoundingClientRect().top;
      for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
      return Math.abs(card.getBoundingClientRect().top - before);
    });
    expect(moved).toBeLessThanOrEqual(2);
    const heights = await page.evaluate(() => {
      document.documentElement.setAttribute('data-full-layout', '');
      const cards = [...document.querySelectorAll('section[data-group] li')];
      return [...new Set(cards.map((card) => Math.round(card.getBoundingClientRect().height)))];
    });
    expect(heights).toHaveLength(1);
  });

  test('?group= scrolls to that group after the load, on a slow phone too', { tag: '@both-widths' }, async ({
    page,
  }) => {
    const menu = new MenuPage(page);
    // A slow phone has not hydrated the group by the time it scrolls (500 ms after the load): the
    // scroll goes to the server's HTML of it all the same. The desktop, whose offset under the bar
    // differs, runs at full speed: a slow CPU is a phone's.
    test.setTimeout(60_000);
    const cdp = isMobile(page) ? await page.context().newCDPSession(page) : null;
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/moscow?group=salads');
    await expect(menu.section('salads')).toBeVisible();
    const header = await menu.headerHeight();
    const offset = isMobile(page) ? 80 : 100;
    await expect
      .poll(async () => Math.round((await menu.section('salads').boundingBox())?.y ?? 0), { timeout: 25_000 })
      .toBeGreaterThanOrEqual(header + offset - 4);
    // The page hydrates its frame first (seconds at 6x on a busy machine), then waits 500 ms and scrolls.
    await expect
      .poll(async () => Math.round((await menu.section('salads').boundingBox())?.y ?? 0), { timeout: 25_000 })
      .toBeLessThanOrEqual(header + offset + 4);
    await expect(menu.chip('salads')).toHaveAttribute('aria-current', 'true');
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

test.describe('ordering from the menu (takeaway)', { tag: [...TAGS, '@mf-cart'] }, () => {
  test.beforeEach(async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
    await menu.chooseShop(1);
  });

  test('a product with modifiers: min/max enforced, priced with its modifiers, then counted from the card', async ({
    page,
  }) => {
    test.slow();
    const menu = new MenuPage(page);
    await menu.open();
    await expect(menu.headerCartCounter).toHaveText('0');
    // Маргарита has modifiers: its button opens the modal instead of adding.
    await menu.add(1).click();
    await expect(menu.productModal).toBeVisible();
    await expect(menu.submit).toContainText('449');
    // Size is a required pick-one group: a click replaces the choice.
    await expect(menu.modifier(2)).toHaveAttribute('aria-pressed', 'true');
    await menu.modifier(3).click();
    await expect(menu.modifier(3)).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.modifier(2)).toHaveAttribute('aria-pressed', 'false');
    // Toppings: 2 of each at most, 5 in all.
    await menu.modifierPlus(7).click();
    await menu.modifierPlus(7).click();
    await expect(menu.modifierPlus(7)).toHaveAttribute('aria-disabled', 'true');
    await menu.modifierPlus(8).click();
    await menu.modifierPlus(8).click();
    await menu.modifierPlus(10).click();
    await expect(menu.modifierPlus(11)).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.modifierPlus(10)).toHaveAttribute('aria-disabled', 'true');
    // 449 + 30 cm 150 + 2 × 79 + 2 × 89 + 59
    await expect(menu.submit).toContainText('994');
    await menu.submit.click();
    await expect(menu.productModal).toBeHidden();
    await expect(menu.count(1)).toHaveText('1');
    await expect(menu.headerCartCounter).toHaveText('1');
    // The server priced the line with the same modifiers.
    const cart = (await (await page.request.put('/api/cart', { data: {} })).json()).cart;
    const line = Object.values(
      cart.products as Record<string, { id: number; price_with_modifiers: number }>,
    ).find((item) => item.id === 1);
    expect(line?.price_with_modifiers).toBe(994);

    // The card's counter: plus adds one more of the same line, minus takes it back (after 450 ms).
    await menu.plus(1).click();
    await expect(menu.count(1)).toHaveText('2');
    await expect(menu.headerCartCounter).toHaveText('2');
    await menu.minus(1).click();
    await expect(menu.count(1)).toHaveText('1');
    await expect(menu.headerCartCounter).toHaveText('1');
    await menu.minus(1).click();
    await expect(menu.add(1)).toBeVisible();
    await expect(menu.headerCartCounter).toHaveText('0');
  });

  test('a plain product is added at once and counted from the card', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open();
    await menu.section('pasta').scrollIntoViewIfNeeded();
    await menu.add(73).click();
    await expect(menu.count(73)).toHaveText('1');
    await expect(menu.headerCartCounter).toHaveText('1');
    await menu.plus(73).click();
    await menu.plus(73).click();
    await expect(menu.count(73)).toHaveText('3');
    await expect(menu.headerCartCounter).toHaveText('3');
    // Two quick minuses: one removal of 2 after the debounce.
    const removals: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/cart/remove')) removals.push(request.postDataJSON());
    });
    await menu.minus(73).click();
    await menu.minus(73).click();
    await expect(menu.count(73)).toHaveText('1');
    await expect(menu.headerCartCounter).toHaveText('1');
    expect(removals).toEqual([expect.objectContaining({ product_key: '73', count: 2 })]);
  });
});

test.describe('promotions', { tag: TAGS }, () => {
  test.beforeEach(async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
  });

  test('a home banner leads to its promotion, which opens (modal on desktop, inline on mobile)', {
    tag: '@both-widths',
  }, async ({ page }) => {
    const menu = new MenuPage(page);
    const city = await menu.city();
    const target = city.promotions[1]!;
    await menu.open();
    await menu.promotionsRow.getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(new RegExp(`/moscow/promotions\\?alias=${target.alias}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Акции и скидки' })).toBeVisible();
    await expect(menu.promotion(target.alias)).toBeInViewport();
    if (isMobile(page)) {
      await expect(menu.promotion(target.alias).getByRole('button', { name: 'Свернуть' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      await expect(
        page.getByRole('dialog').getByRole('heading', { level: 2, name: target.name }),
      ).toBeVisible();
    }
    expect(page.url()).toContain(`alias=${target.alias}`);
  });

  test('More opens a promotion and writes its alias to the URL; axe is clean', {
    tag: '@both-widths',
  }, async ({ page }) => {
    const menu = new MenuPage(page);
    const city = await menu.city();
    const promotion = city.promotions[0]!;
    await page.goto('/moscow/promotions');
    await expect(menu.promotion(promotion.alias)).toBeVisible();
    expect(await seriousViolations(page, '[data-boundary="mf-menu"]')).toEqual([]);
    await menu
      .promotion(promotion.alias)
      .getByRole('button', { name: new RegExp(promotion.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`alias=${promotion.alias}`));
    if (isMobile(page)) await expect(menu.promotion(promotion.alias).locator('p').last()).toBeVisible();
    else await expect(page.getByRole('dialog').getByRole('heading', { name: promotion.name })).toBeVisible();
  });
});

test('a scheduled banner shows after its delay, once per its frequency', { tag: TAGS }, async ({ page }) => {
  test.slow();
  const menu = new MenuPage(page);
  await menu.acceptCookies();
  const city = await menu.city();
  expect(city.banners.length).toBeGreaterThan(0);
  await menu.open();
  // The seeded home banner waits 5 s after load: the browser's clock (the suite's) is moved on by
  // them rather than waited out (were its timer set later, it would still fire in real time).
  await page.clock.fastForward(5_000);
  await expect(menu.bannerModal).toBeVisible({ timeout: 10_000 });
  const shown = await menu.bannerModal.getAttribute('data-banner-id');
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(menu.bannerModal).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === `banner_${shown}_seen`)).toBeTruthy();
  expect(cookies.find((cookie) => cookie.name === `banner_${shown}_snooze`)).toBeTruthy();
  // Within its frequency (a day) it stays away after a reload.
  await page.reload();
  await expect(menu.section('pizza')).toBeVisible();
  // Past its delay and then some, by the page's clock; a banner opened by a timer that fired would
  // be on screen within a moment.
  await page.clock.fastForward(7_000);
  await page.waitForTimeout(1_000);
  await expect(menu.bannerModal.and(page.locator(`[data-banner-id="${shown}"]`))).toHaveCount(0);
});

test.describe('favourites (signed-in customers)', { tag: [...TAGS, '@mf-account'] }, () => {
  test('a heart on a card keeps the product in the favourites row, across a reload, until taken back', async ({
    page,
  }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
    await menu.open();
    // A guest has no hearts.
    await expect(menu.card(1)).toBeVisible();
    await expect(page.getByTestId(testIds.menu.favoriteToggle(1))).toHaveCount(0);

    await signInByApi(page);
    await page.reload();
    const heart = page.getByTestId(testIds.menu.favoriteToggle(1));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByTestId(testIds.menu.favorites);
    await expect(row).toContainText('Маргарита');

    await page.reload();
    await expect(page.getByTestId(testIds.menu.favoriteToggle(1))).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toContainText('Маргарита');

    await page.getByTestId(testIds.menu.favoriteToggle(1)).click();
    await expect(row).toHaveCount(0);
  });
});

test.describe('product modal details', { tag: TAGS }, () => {
  test.beforeEach(async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
    await menu.chooseShop(1);
    await menu.open();
    await menu.add(1).click();
    await expect(menu.productModal).toBeVisible();
  });

  test('the nutrition tip never stays over "show allergens"', { tag: '@both-widths' }, async ({ page }) => {
    const modal = new MenuPage(page).productModal;
    const tipButton = modal.getByRole('button', { name: 'Пищевая ценность' });
    const tip = modal.getByText(/ккал/);
    // The toggle says "Скрыть аллергены" once expanded.
    const allergens = modal.getByRole('button', { name: /(Показать|Скрыть) аллергены/ });
    // A tap or click on "show allergens" reaches the toggle (the open tip lay over it) and closes the tip.
    await tipButton.click();
    await expect(tip).toBeVisible();
    await allergens.click({ timeout: 5_000 });
    await expect(allergens).toHaveAttribute('aria-expanded', 'true');
    await expect(tip).toBeHidden();
    // Focus moving on (Tab) closes it.
    await tipButton.click();
    await expect(tip).toBeVisible();
    await tipButton.focus();
    await page.keyboard.press('Tab');
    await expect(tip).toBeHidden();
    if (!isMobile(page)) {
      // The mouse leaving the button closes it.
      await tipButton.click();
      await expect(tip).toBeVisible();
      await page.mouse.move(5, 5);
      await expect(tip).toBeHidden();
    }
  });
});
