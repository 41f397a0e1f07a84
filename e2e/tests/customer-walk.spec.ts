// What a customer met on a walk through the storefront at 390 px (touch) and 1440 px, each as the
// journey that showed it: a search that must stay in reach once the page is scrolled, a product
// tapped before an address, a guest's order lookup, a double tap on "Заказать", a saved address in
// another city, a second tab after payment, a remote that comes back, the desktop side cart without
// its remote.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, needs, test } from '../fixtures';
import { CartApi, MOSCOW_ADDRESSES, PRODUCTS } from '../pages/cart';
import {
  atCheckoutWithDelivery,
  CheckoutForm,
  PaymentPage,
  signInByApi as signInPage,
} from '../pages/checkout';
import { MenuPage } from '../pages/menu';
import { OrderTypesModal } from '../pages/order-types';
import { OrderLookup, placeOrderByApi, signInByApi, TrackingView, uniquePhone } from '../pages/tracking';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) <= 1023;

test.describe('the menu search and filter once the page is scrolled', { tag: ['@shell', '@mf-menu'] }, () => {
  test.beforeEach(async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
  });

  test('typing into the search deep in the menu keeps the field and the results in view', {
    tag: '@both-widths',
  }, async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open();
    // Into the pizzas, well down the page, as a visitor scrolls.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(menu.categoryBar).toHaveAttribute('data-stuck', 'true');
    await menu.categoryBar.getByRole('button', { name: 'Поиск по меню' }).click();
    const field = menu.categoryBar.getByRole('searchbox');
    await expect(field).toBeFocused();
    await page.keyboard.type('цез', { delay: 80 });
    await expect(field).toHaveValue('цез');
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    await expect(menu.categoryBar).not.toHaveAttribute('data-hidden', 'true');
    // Typing goes on: nothing was dropped.
    await page.keyboard.type('арь', { delay: 80 });
    await expect(field).toHaveValue('цезарь');
    // The results are on screen, not above it.
    const first = page.locator('[data-testid^="group-section-"]').first().getByRole('listitem').first();
    await expect(first).toBeInViewport();
  });

  test('ticking a filter deep in the menu keeps the panel and the results in view', {
    tag: '@both-widths',
  }, async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(menu.categoryBar).toHaveAttribute('data-stuck', 'true');
    await menu.categoryBar.getByRole('button', { name: 'Фильтры' }).click();
    const vegetarian = menu.categoryBar.getByRole('checkbox', { name: /Вегетарианское/ });
    await vegetarian.check();
    await expect(vegetarian).toBeChecked();
    await expect(vegetarian).toBeInViewport();
    await expect(menu.categoryBar).not.toHaveAttribute('data-hidden', 'true');
    const first = page.locator('[data-testid^="group-section-"]').first().getByRole('listitem').first();
    await expect(first).toBeInViewport();
    if (isMobile(page)) await expect(vegetarian).toBeFocused();
  });
});

test.describe('a product tapped before an address', { tag: ['@shell', '@mf-menu', '@mf-cart'] }, () => {
  test.beforeEach(async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
  });

  test('"Добавить" on a new visit asks for the address, then the product is in the cart', async ({
    page,
  }) => {
    const menu = new MenuPage(page);
    // A product without modifiers: its button adds at once (when there is a place to deliver to).
    const catalog = (await (
      await page.request.post('/api/products', { data: { city_id: 1, order_type: 'delivery' } })
    ).json()) as {
      product_groups: { products: { id: number; type: string; modifiers: { available: boolean } }[] }[];
    };
    const plain = catalog.product_groups
      .flatMap((group) => group.products)
      .find((product) => product.type === 'default' && !product.modifiers.available);
    expect(plain).toBeDefined();
    const id = plain?.id ?? 0;
    await menu.open();
    await expect(menu.headerCartCounter).toHaveText('0');
    await menu.add(id).click();
    const modal = new OrderTypesModal(page);
    await expect(modal.modal).toBeVisible();
    await modal.delivery.click();
    await modal.address.fill(MOSCOW_ADDRESSES.centre);
    await modal.submit.click();
    await expect(modal.modal).toBeHidden();
    await expect(menu.headerCartCounter).toHaveText('1');
    await expect(menu.count(id)).toHaveText('1');
  });

  test('a pizza chosen with its size and a topping keeps those choices once the address is chosen', async ({
    page,
  }) => {
    const menu = new MenuPage(page);
    await menu.open();
    await menu.add(PRODUCTS.margherita).click();
    await expect(menu.productModal).toBeVisible();
    // 30 cm and one topping: a price of its own.
    await menu.modifier(3).click();
    await menu.modifierPlus(7).click();
    const price = (await menu.submit.textContent()) ?? '';
    await menu.submit.click();
    const modal = new OrderTypesModal(page);
    await expect(modal.modal).toBeVisible();
    await modal.delivery.click();
    await modal.address.fill(MOSCOW_ADDRESSES.centre);
    await modal.submit.click();
    await expect(modal.modal).toBeHidden();
    // Not the product modal again with its defaults: the choice is in the cart.
    await expect(menu.productModal).toBeHidden();
    await expect(menu.headerCartCounter).toHaveText('1');
    // The line in the cart carries the chosen size and topping, at the price the modal showed.
    const answer = await page.request.put('/api/cart', {
      headers: { 'x-brand': 'pizza' },
      data: { city_id: 1, order_type: 'delivery' },
    });
    const { cart } = (await answer.json()) as {
      cart: { products: Record<string, { modifiers: { id: number }[]; price_with_modifiers: number }> };
    };
    const [line] = Object.values(cart.products);
    expect(line?.modifiers.map((modifier) => modifier.id)).toEqual(expect.arrayContaining([3, 7]));
    expect(price.replace(/\D/g, '')).toContain(String(line?.price_with_modifiers));
  });
});

test("a guest's order lookup names a delivery a delivery, without its address", {
  tag: ['@shell', '@mf-tracking'],
}, async ({ page, playwright, baseURL }) => {
  // The order is the customer's own, placed from another device; here they are a guest.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const phone = uniquePhone();
  await signInByApi(elsewhere, phone);
  const orderId = await placeOrderByApi(elsewhere, 'delivery');
  await elsewhere.dispose();
  await new MenuPage(page).acceptCookies();

  const lookup = new OrderLookup(page);
  await lookup.open('moscow');
  await lookup.find(phone.slice(1), orderId);
  await expect(page).toHaveURL(new RegExp(`/moscow/order/${orderId}/tracking$`));
  const tracking = new TrackingView(page);
  await expect(tracking.status).toBeVisible();
  await expect(tracking.root.getByText(/Доставка курьером/)).toBeVisible();
  // Never a pickup, and the address stays hidden from a guest.
  await expect(tracking.root.getByText(/Самовывоз/)).toHaveCount(0);
  await expect(tracking.root.getByText(/Тверская улица, 7/)).toHaveCount(0);
});

test('a double tap on "Заказать" on a phone leaves the customer on "Заказ принят" with its number', {
  tag: ['@shell', '@mf-checkout', '@mf-menu'],
}, async ({ page, context, baseURL }) => {
  test.slow();
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
  await new MenuPage(page).skipBanners();
  await signInPage(page);
  const form = await atCheckoutWithDelivery(page);
  await form.paymentType('cash').click();
  // Scrolled as a thumb does: the button low on the screen, just above the tab bar.
  await form.submit.evaluate((button) => {
    const tabBar = 110;
    window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - tabBar));
  });
  const box = await form.submit.boundingBox();
  const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
  await page.touchscreen.tap(x, y);
  // The second tap of the double tap, once the outcome is there: the same spot on the screen.
  const outcome = page.getByTestId(testIds.outcome.orderComplete);
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  // The menu under the outcome has loaded (a slow phone's second tap comes as late as this).
  await expect(page.getByTestId(testIds.menu.groupSection('pizza'))).toBeAttached({ timeout: 20_000 });
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(800);
  await expect(page.getByTestId(testIds.menu.productModal)).toHaveCount(0);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByTestId(testIds.outcome.orderNumber)).toBeInViewport();
});

test('a saved address in another city switches the city: URL, city cookie and menu', {
  tag: ['@shell', '@mf-menu'],
}, async ({ page }) => {
  test.slow();
  const menu = new MenuPage(page);
  await menu.acceptCookies();
  await menu.skipBanners('saint-petersburg');
  await signInPage(page);
  const saved = await page.request.post('/api/user/addresses/set-by-address', {
    headers: { 'x-brand': 'pizza' },
    data: { city_id: 1, address: MOSCOW_ADDRESSES.centre },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { delivery_address: moscow } = (await saved.json()) as { delivery_address: { id: number } };
  await page.goto('/saint-petersburg');
  await expect(page.getByTestId(testIds.menu.groupSection('pizza'))).toBeVisible({ timeout: 20_000 });
  const control = page.getByTestId(testIds.shell.headerOrderType);
  // The saved addresses' list (it loads after the page).
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  await control.click();
  await page.getByTestId(testIds.shell.savedAddress(moscow.id)).click();
  await expect(page).toHaveURL(/\/moscow\/?$/);
  await expect(control).toContainText('Тверская улица, 3');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Москва');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'city_alias')?.value).toBe('moscow');
});

test('a second open tab lets go of the cart once the order is placed in the first', {
  tag: ['@shell', '@mf-checkout', '@mf-cart'],
}, async ({ page, context, baseURL }) => {
  test.slow();
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
  await new MenuPage(page).skipBanners();
  await signInPage(page);
  // Address and cart on the session: the journey is about the two tabs.
  const cart = new CartApi(page.request);
  await cart.deliverTo(MOSCOW_ADDRESSES.centre);
  await cart.add(PRODUCTS.margherita, 2);
  // The second tab: the menu with the cart of two.
  const other = await context.newPage();
  await other.goto('/moscow');
  const otherCounter = other.getByTestId(testIds.shell.headerCartCounter);
  await expect(otherCounter).toHaveText('2');
  // The order is placed in the first tab.
  await page.goto('/moscow/cart?state=checkout');
  const form = new CheckoutForm(page);
  await expect(form.form).toBeVisible();
  await form.field('apartment').fill('12');
  await form.paymentType('cash').click();
  await form.submit.click();
  await expect(page.getByTestId(testIds.outcome.orderComplete)).toBeVisible({ timeout: 30_000 });
  // The other tab follows within seconds, without a reload.
  await expect(otherCounter).toHaveText('0', { timeout: 5_000 });
  await other.close();
});

test("the cart's order button reads at 4.5:1, its total included", {
  tag: ['@shell', '@mf-cart', '@both-widths'],
}, async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
  await new MenuPage(page).skipBanners();
  // Signed in, so the button orders and shows the total.
  await signInPage(page);
  const cart = new CartApi(page.request);
  await cart.deliverTo(MOSCOW_ADDRESSES.centre);
  await cart.add(PRODUCTS.margherita, 2);
  await page.goto('/moscow/cart');
  const button = page.getByTestId(testIds.cart.orderButton).first();
  await expect(button).toBeEnabled();
  await expect(button).toContainText('₽');
  const { violations } = await new AxeBuilder({ page })
    .include(`[data-testid="${testIds.cart.orderButton}"]`)
    .withRules(['color-contrast'])
    .analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
});

test('the card widget takes 16 digits and moves on to the expiry by itself', {
  tag: ['@shell', '@mf-checkout'],
}, async ({ page, context, baseURL }) => {
  test.slow();
  needs('sandbox-acquirer');
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
  await new MenuPage(page).skipBanners();
  await signInPage(page);
  const form = await atCheckoutWithDelivery(page);
  await form.paymentType('card').click();
  await form.submit.click();
  const widget = new PaymentPage(page).cardWidget;
  const number = widget.getByTestId(testIds.payment.cardNumber);
  await number.click();
  await number.pressSequentially('4242424242424242123');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  // The three digits past the number went on into the expiry.
  await expect(widget.getByTestId(testIds.payment.cardExpiry)).toBeFocused();
});

test("the outcome's hotline link is in the shop's colour, not the browser's blue", {
  tag: ['@shell', '@mf-checkout'],
}, async ({ page }) => {
  await new MenuPage(page).acceptCookies();
  await new MenuPage(page).skipBanners();
  await page.goto('/moscow/?state=payment-success&order_id=100001');
  const outcome = page.getByTestId(testIds.outcome.orderComplete);
  await expect(outcome).toBeVisible();
  const phone = outcome.locator('a[href^="tel:"]');
  await expect(phone).toBeVisible();
  const colour = await phone.evaluate((link) => getComputedStyle(link).color);
  expect(colour).not.toBe('rgb(0, 0, 238)');
  expect(colour).toBe(
    await page.getByTestId(testIds.outcome.trackingLink).evaluate((link) => getComputedStyle(link).color),
  );
});
