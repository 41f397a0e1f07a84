// Acceptance 3: a remote whose deployment is down leaves the shell and the other remotes working, and
// its block shows a fallback with a retry button that recovers once the remote is back.

import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';
import { CartApi, MOSCOW_ADDRESSES } from '../pages/cart';
import { MenuPage } from '../pages/menu';
import { ShellPage } from '../pages/shell';

// These journeys take a remote down on purpose: a server-rendered block whose code cannot load is
// hydrated by rendering its fallback in the browser, which React reports as a recoverable hydration
// error (#422). That report is the expected path here, not a mismatch.
test.use({ allowHydrationErrors: true });

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-menu', '@mf-cart'];

test('mf-menu down: the shell and mf-cart still work, the menu block offers a retry', { tag: TAGS }, async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.breakRemote('mf-menu');
  await page.goto('/moscow');

  await expect(shell.headerCity).toHaveText('Москва');
  await expect(shell.remoteFallback('mf-menu')).toBeVisible();
  await expect(shell.remoteRetry('mf-menu')).toBeVisible();

  await shell.cartOpen.click();
  await expect(
    page.getByRole('dialog').locator('[data-boundary="mf-cart"]').getByRole('heading'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The deployment comes back: retry loads it without a page reload.
  await page.unrouteAll();
  await shell.remoteRetry('mf-menu').click();
  await expect(shell.boundary('mf-menu').getByTestId(testIds.menu.categoryBar)).toBeVisible();
  await expect(shell.remoteFallback('mf-menu')).toHaveCount(0);
});

// The page's preloads of the menu's files fail with it, and the browser keeps those failures for the
// document: "Повторить" must still bring the menu back once its deployment answers.
test('mf-menu\'s whole origin down at load, then back: "Повторить" brings the menu back', {
  tag: TAGS,
}, async ({ page }) => {
  const shell = new ShellPage(page);
  const unblock = await shell.blockRemoteOrigin('mf-menu');
  await page.goto('/moscow');
  await expect(shell.remoteFallback('mf-menu')).toBeVisible();

  await unblock();
  await shell.remoteRetry('mf-menu').click();
  await expect(shell.boundary('mf-menu').getByTestId(testIds.menu.categoryBar)).toBeVisible();
  await expect(shell.remoteFallback('mf-menu')).toHaveCount(0);
});

test('mf-cart down: its modal shows the fallback, the menu keeps working', { tag: TAGS }, async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.breakRemote('mf-cart');
  await page.goto('/moscow');
  await expect(shell.boundary('mf-menu').getByTestId(testIds.menu.categoryBar)).toBeVisible();
  await shell.cartOpen.click();
  // Desktop also shows the side cart's fallback beside the menu; the modal has its own.
  await expect(page.getByRole('dialog').getByTestId(testIds.shell.remoteFallback('mf-cart'))).toBeVisible();
});

test('mf-cart down on desktop: the side cart shows its fallback at once, and "Добавить" still counts', {
  tag: [...TAGS, '@desktop-only'],
}, async ({ page }) => {
  const shell = new ShellPage(page);
  const menu = new MenuPage(page);
  // A product without modifiers adds at once when there is a place to deliver to.
  await new CartApi(page.request).deliverTo(MOSCOW_ADDRESSES.centre);
  const catalog = (await (
    await page.request.post('/api/products', { data: { city_id: 1, order_type: 'delivery' } })
  ).json()) as {
    product_groups: { products: { id: number; type: string; modifiers: { available: boolean } }[] }[];
  };
  const plain = catalog.product_groups
    .flatMap((group) => group.products)
    .find((product) => product.type === 'default' && !product.modifiers.available);
  const id = plain?.id ?? 0;
  await shell.blockRemoteOrigin('mf-cart');
  await menu.open();

  // No click spent on the server's unstyled copy: the fallback block is there before any.
  const side = page.locator('aside');
  await expect(side.getByTestId(testIds.shell.remoteFallback('mf-cart'))).toBeVisible();
  await expect(side.getByTestId(testIds.cart.cart)).toHaveCount(0);

  await expect(menu.headerCartCounter).toHaveText('0');
  await menu.add(id).click();
  await expect(menu.headerCartCounter).toHaveText('1');
  await expect(menu.count(id)).toHaveText('1');
  await menu.plus(id).click();
  await expect(menu.headerCartCounter).toHaveText('2');
});
