// The shell's site chrome around every page — cookie notice, languages, burger menu, bottom
// navigation, back-to-top — and the modal host's URL and stacking semantics.

import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';
import { fillCartByApi } from '../pages/api';
import { CartApi, MOSCOW_ADDRESSES } from '../pages/cart';
import { signInByApi } from '../pages/checkout';
import { ShellPage } from '../pages/shell';
import { ruStrings } from '../pages/strings';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-cart', '@mf-account'];

/** Every translation key, e.g. `shell.nav.promotions`: none may ever be shown raw. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
// Keys as a component would pass them (`nav.promotions`); one-word keys are ordinary prose, not telling.
const rawKeys = keysOf(ruStrings)
  .map((key) => key.split('.').slice(1).join('.'))
  .filter((key) => key.includes('.'));

test('the cookie notice appears after 2 s and stays away once accepted', { tag: TAGS }, async ({ page }) => {
  // As the page arrives: the notice waits 2 s, longer than a loaded phone may take to become ready.
  await page.goto('/moscow', { waitUntil: 'commit' });
  const accept = page.getByTestId(testIds.shell.cookieAccept);
  await expect(accept).toBeHidden();
  // The default wait: on the phone (2.6× the pixels to paint) a busy machine can take over 3 s to load.
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(accept).toBeHidden();
  await page.reload();
  // Past the notice's 2 s by the page's clock (the suite's), then a moment for a render it would cause.
  await page.clock.fastForward(2_500);
  await page.waitForTimeout(500);
  await expect(accept).toBeHidden();
});

test('switching to English and to Turkish changes the visible strings, never showing a raw key', {
  tag: TAGS,
}, async ({ page }) => {
  await page.goto('/moscow');
  const shell = new ShellPage(page);
  await expect(shell.boundary('mf-menu').getByTestId(testIds.menu.categoryBar)).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point (Playwright's innerText)
  const russian = await page.locator('body').innerText();

  for (const [lng, promotions] of [
    ['en', 'Promotions'],
    ['tr', 'Kampanyalar'],
  ] as const) {
    await page.getByRole('button', { name: /язык|language|dil/i }).click();
    await page.getByTestId(testIds.shell.languageOption(lng)).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByRole('link', { name: promotions }).first()).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point (Playwright's innerText)
    const text = await page.locator('body').innerText();
    expect(text).not.toEqual(russian);
    for (const key of rawKeys) expect(text, `raw key ${key}`).not.toContain(key);
  }
  // The choice survives a reload (language cookie).
  await page.reload();
  await expect(page.getByRole('link', { name: 'Kampanyalar' }).first()).toBeVisible();
});

test('the burger menu lists the brand items and closes with Escape', { tag: TAGS }, async ({ page }) => {
  await page.goto('/moscow');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('navigation', { name: 'Меню сайта' });
  await expect(menu.getByRole('link', { name: 'Наши рестораны' })).toBeVisible();
  // The support phone reads as people dial it, and calls the digits.
  const phone = menu.getByRole('link', { name: /^\+\d+/ });
  await expect(phone).toHaveText(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  await expect(phone).toHaveAttribute('href', /^tel:\+\d{11}$/);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test(
  'the bonus label shows where the program runs, and sends a guest to the bonus page',
  {
    tag: [...TAGS, '@both-widths'],
  },
  async ({ page, context, baseURL }, info) => {
    // Without the enable_bonus_program cookie the program does not exist for the visitor (spec §1).
    await page.goto('/moscow');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('navigation', { name: 'Меню сайта' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Бонусы', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await context.addCookies([{ name: 'enable_bonus_program', value: '1', url: baseURL ?? '' }]);
    await page.goto('/moscow');
    // A phone has it in the burger menu; a desktop in the header.
    if (info.project.name === 'mobile') await page.getByRole('button', { name: 'Открыть меню' }).click();
    const label = page.getByRole('link', { name: 'Бонусы', exact: true });
    await expect(label).toBeVisible();
    await label.click();
    await expect(page).toHaveURL(/\/moscow\/bonus$/);
  },
);

test(
  'mobile has a bottom navigation with one cart counter; desktop keeps it in the header',
  { tag: [...TAGS, '@both-widths'] },
  async ({ page }, info) => {
    await page.goto('/moscow');
    const bottomNav = page.getByRole('navigation', { name: 'Быстрая навигация' });
    if (info.project.name === 'mobile') await expect(bottomNav).toBeVisible();
    else await expect(bottomNav).toHaveCount(0);
    await expect(page.getByTestId(testIds.shell.headerCartCounter)).toHaveCount(1);
    await expect(page.getByTestId(testIds.shell.headerCartCounter)).toHaveText('0');
  },
);

test('back-to-top appears after 1500 px of scrolling and returns to the top', {
  tag: [...TAGS, '@both-widths'],
}, async ({ page, context, baseURL }) => {
  // A visitor who accepted cookies: the notice shares the bottom corner with the button on phones.
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
  await page.goto('/moscow');
  // The menu first, so nothing above shifts the page while it scrolls back.
  await expect(page.getByTestId(testIds.menu.categoryBar)).toBeVisible();
  await page.addStyleTag({ content: 'main { min-height: 6000px; }' });
  const button = page.getByRole('button', { name: 'Наверх' });
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1900));
  if ((page.viewportSize()?.width ?? 0) <= 1023) {
    // On a phone it keeps out of the cards' way while reading down and shows on the way back up.
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1700));
  }
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('?modal= opens a modal on load, locks scrolling, and closing it clears the query string', {
  tag: TAGS,
}, async ({ page }) => {
  await page.goto('/moscow?modal=CitiesModal');
  await expect(page.getByTestId(testIds.shell.cityModal)).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(testIds.shell.cityModal)).toBeHidden();
  await expect(page).toHaveURL(/\/moscow$/);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('a confirm modal stacks on top of a default one and closing it restores the default one', {
  tag: TAGS,
}, async ({ page }) => {
  await fillCartByApi(page);
  await page.goto('/moscow?modal=CartModal');
  const cart = page.getByRole('dialog', { name: 'Корзина' });
  await expect(cart.getByTestId(testIds.cart.cart)).toBeVisible();
  await cart.getByTestId(testIds.cart.clearCart).click();
  await expect(page.getByRole('dialog')).toHaveCount(2);
  await expect(page.getByRole('dialog', { name: 'Очистить корзину?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(cart.getByTestId(testIds.cart.cart)).toBeVisible();
});

test('a default modal replaces the open one, and closing it restores the previous one', {
  tag: TAGS,
}, async ({ page }) => {
  await fillCartByApi(page);
  await page.goto('/moscow?modal=CartModal');
  const cart = page.getByRole('dialog', { name: 'Корзина' });
  // A guest ordering with customer auth on: the login modal (default type) takes the cart's place.
  await cart.getByTestId(testIds.cart.orderButton).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(cart.getByTestId(testIds.cart.cart)).toBeVisible();
});

test('the footer names the company with its registration numbers (spec §2)', { tag: TAGS }, async ({
  page,
}) => {
  await page.goto('/moscow/about');
  const legal = page.locator('footer [data-legal]');
  await legal.scrollIntoViewIfNeeded();
  await expect(legal).toHaveText(/, ИНН \d{10}, ОГРН \d{13}$/);
});

test('the footer offers the return/exchange form only in the brand cities that run it', {
  tag: TAGS,
}, async ({ page }) => {
  const returns = page.getByRole('contentinfo').getByRole('link', { name: 'Возврат и обмен' });
  await page.goto('/moscow');
  await expect(returns).toHaveAttribute('href', 'https://pizzapoint.example/returns');
  await page.goto('/kazan');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Вакансии' })).toBeVisible();
  await expect(returns).toHaveCount(0);
});

test('at 1440 px the header names the delivery address whole, the method first, and the question whole before it', {
  tag: [...TAGS, '@desktop-only'],
}, async ({ page }) => {
  await signInByApi(page);
  const chip = page.getByTestId(testIds.shell.headerOrderType);
  // Every line of the chip's text is shown: nothing cut at its end or below its last line.
  const cut = () =>
    chip.evaluate((element) =>
      [element, ...element.querySelectorAll('span')]
        .filter(
          (node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
        )
        .map((node) => node.textContent),
    );
  await page.goto('/moscow');
  await expect(chip).toHaveText('Доставка или самовывоз');
  expect(await cut()).toEqual([]);
  await new CartApi(page.request).deliverTo(MOSCOW_ADDRESSES.district);
  await page.goto('/moscow');
  await expect(chip).toContainText(MOSCOW_ADDRESSES.district);
  expect(await cut()).toEqual([]);
  await expect(chip).toHaveAccessibleName(`Доставка: ${MOSCOW_ADDRESSES.district}`);
});

test('the desktop header fits from 1024 to 1440 px, signed in: nothing overlaps, long labels end in an ellipsis', {
  tag: [...TAGS, '@desktop-only'],
}, async ({ page }) => {
  await signInByApi(page);
  for (const width of [1024, 1180, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/moscow');
    const bar = page.getByTestId(testIds.shell.headerCity).locator('..');
    await expect(page.getByTestId(testIds.shell.headerOrderType)).toBeVisible();
    const layout = await bar.evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      boxes: [...element.children]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => ({ left: box.left, right: box.right })),
      // Each item's content fits its box (the order-type label alone may be cut with an ellipsis).
      squeezed: [...element.children].filter(
        (child) =>
          !child.querySelector('[data-testid="header-order-type"]') &&
          child.getAttribute('data-testid') !== 'header-order-type' &&
          child.scrollWidth > child.clientWidth + 1,
      ).length,
    }));
    expect(layout.overflow, `${width} px`).toBeLessThanOrEqual(0);
    expect(layout.squeezed, `${width} px`).toBe(0);
    for (let index = 1; index < layout.boxes.length; index++)
      expect(layout.boxes[index]!.left, `${width} px, item ${index}`).toBeGreaterThanOrEqual(
        layout.boxes[index - 1]!.right,
      );
    // The section links are in the header where they fit; below 1280 px the promotions alone stay
    // (the rest are in the burger menu).
    const links = page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link');
    await expect(links).toHaveText(
      width >= 1280 ? ['Акции', 'Наши рестораны', 'Доставка', 'О нас'] : ['Акции'],
    );
  }
});
