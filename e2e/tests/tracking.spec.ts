// Order tracking journeys: an order placed through the orders API moves and the page follows it —
// accepted → cooking → sent with the courier on the map and moving → done, icons and texts with it
// (its kitchen system pushing each status); takeaway is never sent, moved by the kitchen simulator
// (30× speed in e2e, see playwright.config.ts); the status lookup by phone and number; cancel while
// accepted; axe.
//
// The page polls every 30 s (spec §9). The browser's clock (the suite's, fixtures.ts) is fast-forwarded by 30 s
// once the server has moved the order, so each poll happens when the journey wants it, and a journey
// takes as long as the kitchen does, not 30 s more per step.
import AxeBuilder from '@axe-core/playwright';
import { tracking as t } from '../../mf-tracking/src/i18n/locales/ru';
import { expect, needs, test } from '../fixtures';
import {
  holdAtKitchen,
  kitchenReaches,
  kitchenSets,
  OrderLookup,
  placeOrderByApi,
  signInByApi,
  TrackingView,
  uniquePhone,
} from '../pages/tracking';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-tracking', '@mf-cart'];

const POLL = 30_000;

async function axeViolations(page: import('@playwright/test').Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`);
}

/** Counts the page's calls to an API path, to tell whether polling has stopped. */
function countCalls(page: import('@playwright/test').Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) count++;
  });
  return () => count;
}

test('a delivery order moves accepted → cooking → sent (courier on the map, moving) → done, icons and texts following', {
  tag: TAGS,
}, async ({ page }) => {
  // Its kitchen system moves it (POS pushes), so each status is there when the journey asks for it,
  // rather than after the simulator's minute of cooking and riding; the simulator's own moves are the
  // takeaway journey's. The courier rides as the simulator's delivery stage says (40 s at speed 30).
  const tracking = new TrackingView(page);
  await signInByApi(page.request, uniquePhone());
  const orderId = await placeOrderByApi(page.request, 'delivery');
  await holdAtKitchen(page.request, orderId);
  await page.goto(`/moscow/order/${orderId}/tracking`);

  await tracking.expectStatus('accepted');
  await expect(tracking.icons).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Заказ № ${orderId}`);
  await expect(tracking.status).toContainText(t.statusInfo.accepted);
  await expect(page.getByRole('button', { name: t.trackingView.cancel })).toBeVisible();
  await expect(page.getByText('Маргарита')).toBeVisible();

  await kitchenSets(page.request, orderId, 'cooking');
  await page.clock.fastForward(POLL);
  await tracking.expectStatus('cooking');
  await expect(tracking.status).toContainText(t.statusInfo.cooking);
  await expect(tracking.icon('accepted')).toHaveAttribute('data-state', 'done');
  await expect(tracking.icon('sent')).toHaveAttribute('data-state', 'upcoming');
  await expect(page.getByRole('button', { name: t.trackingView.cancel })).toHaveCount(0);
  await expect(tracking.courierMarker).toHaveCount(0);

  await kitchenSets(page.request, orderId, 'sent');
  await page.clock.fastForward(POLL);
  await tracking.expectStatus('sent');
  await expect(tracking.status).toContainText(t.statusInfo.sent);
  await expect(tracking.courierMarker).toBeVisible();
  await expect(page.getByText(/^Ориентировочно к \d{2}:\d{2}$/)).toBeVisible();
  // The status change was announced to screen readers, with the arrival time.
  await expect(page.getByRole('status').filter({ hasText: 'Статус заказа: В пути.' })).toHaveCount(1);
  const start = await tracking.courierPosition();
  expect(start).toMatch(/^translate\(/);
  expect(await axeViolations(page, '[data-testid="tracking-page"]')).toEqual([]);

  // Real time passes on the server, the courier rides on; a later courier poll shows it moved.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(POLL);
        return tracking.courierPosition();
      },
      { timeout: 15_000, intervals: [1_000] },
    )
    .not.toBe(start);

  await kitchenSets(page.request, orderId, 'done');
  const statusCalls = countCalls(page, '/order/status');
  const courierCalls = countCalls(page, '/order-tracking/get-courier-location');
  await page.clock.fastForward(POLL);
  await tracking.expectStatus('done');
  await expect(tracking.status).toContainText(t.statusInfo.done);
  await expect(tracking.courierMarker).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.trackingView.repeat })).toBeVisible();
  for (const alias of ['accepted', 'cooking', 'sent'] as const)
    await expect(tracking.icon(alias)).toHaveAttribute('data-state', 'done');

  // done is terminal: no more status or courier polls.
  const [status, courier] = [statusCalls(), courierCalls()];
  await page.clock.fastForward(POLL);
  await page.clock.fastForward(POLL);
  await page.waitForTimeout(500);
  expect([statusCalls(), courierCalls()]).toEqual([status, courier]);
});

test('a takeaway order goes accepted → cooking → done, never sent; repeat fills the cart again', {
  tag: TAGS,
}, async ({ page }) => {
  test.setTimeout(120_000);
  // The kitchen simulator cooks it now: the kitchen must be open (a night run skips it).
  needs('open-kitchens');
  const tracking = new TrackingView(page);
  await signInByApi(page.request, uniquePhone());
  await tracking.loadApp();
  const orderId = await placeOrderByApi(page.request, 'takeaway');
  await tracking.openInApp('moscow', orderId);

  await tracking.expectStatus('accepted');
  await expect(tracking.icons).toHaveCount(3);
  await expect(tracking.icon('sent')).toHaveCount(0);

  await kitchenReaches(page.request, orderId, 'cooking');
  await page.clock.fastForward(POLL);
  await tracking.expectStatus('cooking');
  await expect(tracking.status).toContainText(t.statusInfo.cookingTakeaway);
  await expect(tracking.icon('sent')).toHaveCount(0);

  await kitchenReaches(page.request, orderId, 'done');
  await page.clock.fastForward(POLL);
  await tracking.expectStatus('done');
  await expect(tracking.icon('sent')).toHaveCount(0);
  await expect(tracking.courierMarker).toHaveCount(0);

  await page.getByRole('button', { name: t.trackingView.repeat }).click();
  await expect(page).toHaveURL(/\/moscow\/cart$/);
  await expect(page.getByText('Маргарита').first()).toBeVisible();
});

test('cancel is offered while the order is accepted; a canceled order shows a single canceled icon', {
  tag: TAGS,
}, async ({ page }) => {
  const tracking = new TrackingView(page);
  await signInByApi(page.request, uniquePhone());
  const orderId = await placeOrderByApi(page.request, 'delivery');
  // A kitchen system takes the order over: it stays accepted until the journey cancels it.
  await holdAtKitchen(page.request, orderId);
  await page.goto(`/moscow/order/${orderId}/tracking`);
  await tracking.expectStatus('accepted');

  await page.getByRole('button', { name: t.trackingView.cancel }).click();
  await page.getByRole('button', { name: t.trackingView.cancelYes }).click();
  // Spec §7: a successful cancel goes to the profile's orders tab.
  await expect(page).toHaveURL(/\/moscow\/profile\?tab=orders$/);

  await page.goto(`/moscow/order/${orderId}/tracking`);
  await tracking.expectStatus('canceled');
  await expect(tracking.icons).toHaveCount(1);
  await expect(tracking.icon('canceled')).toBeVisible();
  await expect(tracking.status).toContainText(t.statusInfo.canceled);
  await expect(page.getByRole('button', { name: t.trackingView.cancel })).toHaveCount(0);
});

test("the status lookup by phone and number opens the order's tracking page; a wrong pair shows 'info not found'", {
  tag: TAGS,
}, async ({ page, playwright, baseURL }) => {
  // The order is made in another browser: this visitor sees it only through the lookup.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const phone = uniquePhone();
  await signInByApi(elsewhere, phone);
  const orderId = await placeOrderByApi(elsewhere, 'delivery');
  await elsewhere.dispose();
  const national = phone.slice(1);

  const tracking = new TrackingView(page);
  await page.goto(`/moscow/order/${orderId}/tracking`);
  await expect(page.getByRole('button', { name: t.trackingView.lookup })).toBeVisible();
  await expect(tracking.status).toHaveCount(0);

  const lookup = new OrderLookup(page);
  await lookup.open('moscow');
  expect(await axeViolations(page, '[data-modal="UserOrderModal"]')).toEqual([]);

  await lookup.find('9160000000', orderId);
  await expect(lookup.modal.getByText(t.lookupForm.notFound)).toBeVisible();
  await expect(lookup.modal).toBeVisible();

  await lookup.phone.fill(national);
  await lookup.submit.click();
  await expect(page).toHaveURL(new RegExp(`/moscow/order/${orderId}/tracking$`));
  await expect(lookup.modal).toHaveCount(0);
  await expect(tracking.status).toBeVisible();
  await expect(page.getByText('Маргарита')).toBeVisible();

  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({ tracking_phone: phone, tracking_order_id: String(orderId) });
  expect(cookies.tracking_shop_id).toMatch(/^\d+$/);
});
