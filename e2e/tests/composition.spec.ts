// Acceptance 1 and 2 of the walking skeleton: the shell composes every remote at run time, and state
// changed inside a remote is seen by the shell (one shared singleton store and bus).
import { expect, test } from '@playwright/test';
import { type RemoteId, ShellPage } from '../pages/shell';

test('the city page shows content from the shell and from mf-menu', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/moscow');
  await expect(shell.headerCity).toHaveText('Москва');
  await expect(shell.boundary('mf-menu').getByRole('heading', { level: 1 })).toContainText('Москва');
});

test('each remote renders its exposed page inside the shell', async ({ page }) => {
  const shell = new ShellPage(page);
  const pages: { path: string; remote: RemoteId; text?: string }[] = [
    { path: '/moscow/cart', remote: 'mf-cart' },
    { path: '/moscow/order/payment/cache-key-1', remote: 'mf-checkout' },
    { path: '/moscow/profile', remote: 'mf-account' },
    { path: '/moscow/order/1001/tracking', remote: 'mf-tracking', text: '1001' },
    { path: '/moscow/promotions', remote: 'mf-menu' },
  ];
  for (const { path, remote, text } of pages) {
    await page.goto(path);
    // The route's params reach the remote as props (the tracking page names its order).
    await expect(shell.boundary(remote).getByRole('heading', { level: 1 })).toContainText(text ?? /\S/);
    await expect(shell.headerCity).toHaveText('Москва');
  }
});

test('remote modals open by name inside the shell modal host', async ({ page }) => {
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

test('a store change made inside mf-menu is seen by the shell', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/moscow/');
  const menu = shell.boundary('mf-menu');
  // mf-menu opens the city modal through the shared modal store; the shell's modal host renders it.
  await menu.getByRole('button').first().click();
  await expect(shell.cityModal).toBeVisible();
  await shell.cityOption('kazan').click();
  await expect(page).toHaveURL(/\/kazan$/);
  await expect(shell.headerCity).toHaveText('Казань');
  await expect(menu.getByRole('heading', { level: 1 })).toContainText('Казань');
});

test('the root prompts for a city after a second and remembers the choice', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/');
  await expect(shell.cityModal).toBeVisible();
  await shell.cityOption('minsk').click();
  await expect(page).toHaveURL(/\/minsk$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/minsk$/);
});

test('an unknown city is the 404 page, not a blank one', async ({ page }) => {
  await page.goto('/atlantis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /.+/ }).first()).toBeVisible();
});

test('/api/cities answers on the shell origin', async ({ request }) => {
  const response = await request.get('/api/cities');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.cities.length).toBeGreaterThan(3);
  expect(body.big_cities.length).toBeGreaterThan(0);
});
