// Acceptance 1 and 2 of the walking skeleton: the shell composes every remote at run time, and state
// changed inside a remote is seen by the shell (one shared singleton store and bus).

import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';
import { type RemoteId, ShellPage } from '../pages/shell';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-menu', '@mf-cart', '@mf-checkout', '@mf-account', '@mf-tracking'];

test('the city page shows content from the shell and from mf-menu', { tag: TAGS }, async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/moscow');
  await expect(shell.headerCity).toHaveText('Москва');
  await expect(shell.boundary('mf-menu').getByTestId(testIds.menu.categoryBar)).toBeVisible();
});

test('each remote renders its exposed page inside the shell', {
  tag: [...TAGS, '@smoke', '@both-widths'],
}, async ({ page }) => {
  const shell = new ShellPage(page);
  const pages: { path: string; remote: RemoteId; testId: string; text?: string }[] = [
    { path: '/moscow/cart', remote: 'mf-cart', testId: testIds.cart.cart },
    { path: '/moscow/order/payment/cache-key-1', remote: 'mf-checkout', testId: testIds.payment.page },
    {
      path: '/moscow/order/1001/tracking',
      remote: 'mf-tracking',
      testId: testIds.tracking.page,
      // No order 1001 is visible to this visitor: the page says so and offers the lookup.
      text: 'Заказ не найден',
    },
  ];
  for (const { path, remote, testId, text } of pages) {
    await page.goto(path);
    await expect(shell.boundary(remote).getByTestId(testId)).toContainText(text ?? /\S/);
    await expect(shell.headerCity).toHaveText('Москва');
  }
  for (const path of ['/moscow/profile', '/moscow/promotions']) {
    await page.goto(path);
    await expect(page.locator('[data-boundary] h1')).toBeVisible();
  }
});

test('remote modals open by name inside the shell modal host', { tag: TAGS }, async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/moscow');
  await shell.cartOpen.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-boundary="mf-cart"]').getByRole('heading')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await shell.loginOpen.click();
  await expect(
    page.getByRole('dialog').locator('[data-boundary="mf-account"]').getByRole('heading'),
  ).toBeVisible();
});

test('a cart change made inside mf-menu is seen by the shell (one QueryClient, one bus)', {
  tag: TAGS,
}, async ({ page }) => {
  const shell = new ShellPage(page);
  await page.request.post('/api/shops/set', { data: { shop_id: 1 } });
  const menu = await (
    await page.request.post('/api/products', { data: { city_id: 1, order_type: 'takeaway', shop_id: 1 } })
  ).json();
  const plain = menu.product_groups
    .flatMap(
      (group: { products: { id: number; type: string; modifiers: { available: boolean } }[] }) =>
        group.products,
    )
    .find(
      (product: { type: string; modifiers: { available: boolean } }) =>
        product.type === 'default' && !product.modifiers.available,
    );
  await page.goto('/moscow');
  const counter = page.getByTestId(testIds.shell.headerCartCounter);
  await expect(counter).toHaveText('0');
  await shell.boundary('mf-menu').getByTestId(testIds.menu.productAdd(plain.id)).first().click();
  await expect(counter).toHaveText('1');
});

test('the root prompts for a city after a second and remembers the choice', { tag: TAGS }, async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await page.goto('/');
  await expect(shell.cityModal).toBeVisible();
  await shell.cityOption('minsk').click();
  await expect(page).toHaveURL(/\/minsk$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/minsk$/);
});

test('an unknown city is the 404 page, not a blank one', { tag: TAGS }, async ({ page }) => {
  await page.goto('/atlantis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /.+/ }).first()).toBeVisible();
});

test('/api/cities answers on the shell origin', { tag: TAGS }, async ({ request }) => {
  const response = await request.get('/api/cities');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.cities.length).toBeGreaterThan(3);
  expect(body.big_cities.length).toBeGreaterThan(0);
});
