// No serious or critical axe violation on the shell's pages and modals (remote
// blocks are checked by their own journeys), and the city and address flows work by keyboard alone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';
import { OrderTypesModal } from '../pages/order-types';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell'];

async function seriousViolations(page: Page, scope?: string) {
  let builder = new AxeBuilder({ page }).exclude('[data-boundary]');
  if (scope) builder = new AxeBuilder({ page }).include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const path of [
  '/',
  '/moscow',
  '/moscow/shops',
  '/moscow/delivery',
  '/moscow/about',
  '/privacy-policy',
  '/atlantis',
]) {
  test(`axe: ${path} has no serious or critical violation`, { tag: TAGS }, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1, [data-boundary]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const modal of [
  'CitiesModal',
  'OrderTypesModal',
  'CallMeBackModal',
  'FeedbackModal',
  'ProviderPartnerModal',
  'RentPartnerModal',
]) {
  test(`axe: ${modal} has no serious or critical violation`, { tag: TAGS }, async ({ page }) => {
    await page.goto(`/moscow?modal=${modal}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input, button').first()).toBeVisible();
    expect(await seriousViolations(page, 'dialog[data-modal]')).toEqual([]);
  });
}

test("the keyboard's first stop skips the header to the page's content", {
  tag: [...TAGS, '@both-widths'],
}, async ({ page }) => {
  await page.goto('/moscow');
  await expect(page.locator('[data-testid^="product-card-"]').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // From there the next stops are the page's own, not the header's (57 presses to a product).
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the city can be chosen with the keyboard alone', { tag: [...TAGS, '@both-widths'] }, async ({
  page,
}) => {
  await page.goto('/moscow');
  await page.getByTestId(testIds.shell.headerCity).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(testIds.shell.cityModal)).toBeVisible();
  await page.getByTestId(testIds.shell.citySearch).focus();
  await page.keyboard.type('Каз');
  const kazan = page.getByTestId(testIds.shell.cityOption('kazan'));
  for (
    let tabs = 0;
    tabs < 6 && !(await kazan.evaluate((element) => element === document.activeElement));
    tabs++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(kazan).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kazan$/);
});

test('a delivery address can be chosen with the keyboard alone', { tag: [...TAGS, '@both-widths'] }, async ({
  page,
}) => {
  await page.goto('/moscow');
  await page.getByTestId(testIds.shell.headerOrderType).focus();
  await page.keyboard.press('Enter');
  const modal = new OrderTypesModal(page);
  await expect(modal.modal).toBeVisible();
  await modal.delivery.focus();
  await page.keyboard.press('Enter');
  await modal.address.focus();
  await page.keyboard.type('Тверская');
  await expect(modal.suggestions.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(modal.modal).toBeHidden();
  await expect(page.getByTestId(testIds.shell.headerOrderType)).toContainText('Тверская улица, 3');
});

test('a modal is a native dialog: focus goes in, Tab never reaches the page behind, Escape and the backdrop close it, focus goes back', {
  tag: [...TAGS, '@both-widths'],
}, async ({ page }) => {
  await page.goto('/moscow');
  const opener = page.getByTestId(testIds.shell.headerCity);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog[data-modal="CitiesModal"]');
  await expect(dialog).toBeVisible();
  // showModal(): the top layer, the rest of the page inert.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  // The first focusable element inside has focus.
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
  // The list arrives after the frame: tab through it once it is there.
  await expect(dialog.getByTestId(testIds.shell.citySearch)).toBeVisible();
  await expect(dialog.getByTestId(testIds.shell.cityOption('moscow')).first()).toBeVisible();
  // Tab cycles through the dialog; past its last element Chromium may hand focus to its own UI
  // (no element of the page has it then), never to the page behind.
  const stops: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog[data-modal="CitiesModal"]')
          ? 'dialog'
          : `page: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(stops.filter((stop) => stop.startsWith('page'))).toEqual([]);
  // Tab goes through the dialog's elements, and from the browser's UI straight back into the dialog
  // (how often the browser's UI comes up depends on how many elements the list has by then).
  expect(stops[0]).toBe('dialog');
  expect(
    stops.filter((stop, i) => stop === 'browser' && i + 1 < stops.length && stops[i + 1] !== 'dialog'),
  ).toEqual([]);
  expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThan(stops.length / 2);
  // Escape closes it and focus is back on the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // A click on the backdrop closes it too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
