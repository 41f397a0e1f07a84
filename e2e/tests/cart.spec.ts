// mf-cart: cart step 1 at 390 and 1440 px — counts and the minimum order of a district
// zone, promocodes, gifts, the bag, clearing through the confirm modal, the sign-in intent of the
// order button, and axe on the page and the modal. The cart is filled through the API (the same
// session as the page, since `page.request` shares the browser's cookies).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, clockedTest as test } from '../fixtures';
import { CartApi, CartView, MOSCOW_ADDRESSES, PRODUCTS, rubles } from '../pages/cart';
import { ShellPage } from '../pages/shell';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-cart', '@mf-account'];

const DELIVERY = 199;
const BAG = 19;

test.beforeEach(async ({ context, page, baseURL }) => {
  // The cookie notice and the banners are other journeys; here they would only cover the cart.
  const url = baseURL ?? '';
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url }]);
  await new CartApi(page.request).muteBanners(context, url);
});

/** A district delivery (minimum 1 000 ₽, delivery 199 ₽) with `count` Margheritas (449 ₽). */
async function districtCart(page: Page, count: number) {
  const api = new CartApi(page.request);
  await api.deliverTo(MOSCOW_ADDRESSES.district);
  return api.add(PRODUCTS.margherita, count);
}

async function openCartModal(page: Page): Promise<CartView> {
  await page.goto('/moscow');
  await new ShellPage(page).cartOpen.click();
  const cart = CartView.inModal(page);
  await expect(cart.orderButton).toBeVisible();
  return cart;
}

test('counts change at once, removals are debounced, and the district minimum follows them', {
  tag: TAGS,
}, async ({ page }) => {
  const { key } = await districtCart(page, 1);
  await page.goto('/moscow/cart');
  const cart = new CartView(page);

  await expect(cart.item(key)).toBeVisible();
  await expect(cart.root.getByText('1 товар', { exact: true })).toBeVisible();
  await expect(cart.subtotal).toHaveText(rubles(449));
  await expect(cart.minOrderMessage).toContainText(`Добавьте ещё ${rubles(1000 - 449 - BAG)}`);
  await expect(cart.orderButton).toBeDisabled();
  await expect(cart.orderButton).toContainText(rubles(1000 - 449 - BAG));
  // Spec §2: the promocode input is hidden while the order button is disabled.
  await expect(cart.promocodeInput).toBeHidden();

  await cart.plus(key).click();
  await expect(cart.count(key)).toHaveText('2');
  await expect(cart.subtotal).toHaveText(rubles(898));
  await expect(cart.root.getByText('2 товара', { exact: true })).toBeVisible();
  await expect(cart.minOrderMessage).toContainText(rubles(1000 - 898 - BAG));

  await cart.plus(key).click();
  await expect(cart.subtotal).toHaveText(rubles(1347));
  await expect(cart.minOrderMessage).toBeHidden();
  await expect(cart.orderButton).toBeEnabled();
  await expect(cart.promocodeInput).toBeVisible();
  await expect(cart.delivery).toHaveText(rubles(DELIVERY));
  await expect(cart.total).toHaveText(rubles(1347 + BAG + DELIVERY));
  await expect(page.getByTestId(testIds.shell.headerCartCounter)).toHaveText('3');

  // Two quick presses: the counter follows at once, the server hears one removal of 2.
  const removals: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/cart/remove')) removals.push(request.postData() ?? '');
  });
  await cart.minus(key).click();
  await cart.minus(key).click();
  await expect(cart.count(key)).toHaveText('1');
  await expect(cart.subtotal).toHaveText(rubles(449));
  expect(removals).toHaveLength(1);
  expect(JSON.parse(removals[0] ?? '{}')).toMatchObject({ product_key: key, count: 2 });
  await expect(cart.minOrderMessage).toBeVisible();
  await expect(cart.root.getByText('1 товар', { exact: true })).toBeVisible();
});

test('five or more items read in the Russian "many" form', { tag: TAGS }, async ({ page }) => {
  await districtCart(page, 5);
  await page.goto('/moscow/cart');
  await expect(new CartView(page).root.getByText('5 товаров', { exact: true })).toBeVisible();
});

test('a valid promocode gives its discount and locks the field; an invalid one says why', {
  tag: TAGS,
}, async ({ page }) => {
  await districtCart(page, 3);
  const cart = await openCartModal(page);

  await cart.applyPromocode('NOPE');
  await expect(cart.promocodeError).toHaveText('Промокод не найден.');
  await expect(cart.discount).toBeHidden();

  await cart.applyPromocode('WELCOME10');
  await expect(cart.discount).toHaveText(`−${rubles(134.7)}`);
  await expect(cart.promocodeInput).toBeDisabled();
  await expect(cart.promocodeInput).toHaveValue('WELCOME10');
  await expect(cart.promocodeError).toBeHidden();
  await expect(cart.total).toHaveText(rubles(1347 + BAG + DELIVERY - 134.7));

  await cart.promocodeRemove.click();
  await expect(cart.discount).toBeHidden();
  await expect(cart.promocodeInput).toBeEnabled();
  await expect(cart.total).toHaveText(rubles(1347 + BAG + DELIVERY));
});

test('an available gift is added and removed; the bag can be refused', { tag: TAGS }, async ({ page }) => {
  const { cart: answered } = await districtCart(page, 4);
  const colaGift = answered.gifts.find((gift) => gift.is_available && gift.max_count === 1);
  const locked = answered.gifts.find((gift) => !gift.is_available);
  if (!colaGift || !locked) throw new Error('the seed has an available and a locked gift for 1 796 ₽');
  await page.goto('/moscow/cart');
  const cart = new CartView(page);

  // Spec §4: an unavailable gift is not clickable; it says what it still needs.
  await expect(cart.gift(locked.id).getByRole('button')).toHaveCount(0);
  await expect(cart.gift(locked.id)).toContainText(locked.conditions[0]?.message ?? '');

  const gift = cart.gift(colaGift.id);
  await gift.getByRole('button', { name: `Добавить подарок «${colaGift.name}»` }).click();
  const remove = gift.getByRole('button', { name: `Убрать подарок «${colaGift.name}»` });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(gift.getByRole('button', { name: `Добавить подарок «${colaGift.name}»` })).toBeVisible();

  const total = 4 * 449 + BAG + DELIVERY;
  await expect(cart.bagToggle).toBeChecked();
  await expect(cart.total).toHaveText(rubles(total));
  await cart.bagToggle.uncheck();
  await expect(cart.total).toHaveText(rubles(total - BAG));
  await expect(cart.bagToggle).not.toBeChecked();
  await cart.bagToggle.check();
  await expect(cart.total).toHaveText(rubles(total));
});

test('clearing the cart asks first, then empties it', { tag: TAGS }, async ({ page }) => {
  const { key } = await districtCart(page, 2);
  const cart = await openCartModal(page);
  const confirm = page.locator('[data-modal="ConfirmEmptyCartModal"]');

  await cart.clearCart.click();
  await expect(confirm.getByRole('heading', { name: 'Очистить корзину?' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Оставить' }).click();
  await expect(confirm).toBeHidden();
  await expect(cart.item(key)).toBeVisible();

  await cart.clearCart.click();
  await confirm.getByRole('button', { name: 'Да, очистить' }).click();
  await expect(confirm).toBeHidden();
  await expect(cart.root).toContainText('В корзине пока пусто');
  await expect(cart.orderButton).toBeHidden();
  await expect(page.getByTestId(testIds.shell.headerCartCounter)).toHaveText('0');
});

test('a guest’s order button opens the sign-in with an open-order intent (auth enabled)', {
  tag: TAGS,
}, async ({ page }) => {
  await districtCart(page, 3);
  const cart = await openCartModal(page);
  await expect(cart.orderButton).toHaveText('Войти и оформить заказ');
  await cart.orderButton.click();
  await expect(page.getByTestId(testIds.account.loginModal)).toBeVisible();
});

test('the cart page and the cart modal pass an accessibility check (axe)', { tag: TAGS }, async ({
  page,
}) => {
  const api = new CartApi(page.request);
  await api.deliverTo(MOSCOW_ADDRESSES.district);
  await api.add(PRODUCTS.margherita, 2);
  await api.add(PRODUCTS.philadelphia);

  await page.goto('/moscow/cart');
  const cart = new CartView(page);
  await expect(cart.orderButton).toBeVisible();
  await expect(cart.root).not.toHaveAttribute('aria-busy', 'true');
  const onPage = await new AxeBuilder({ page }).include('[data-testid="cart"]').analyze();
  expect(onPage.violations.map((violation) => `page: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual(
    [],
  );

  const modal = await openCartModal(page);
  await expect(modal.root).not.toHaveAttribute('aria-busy', 'true');
  const inModal = await new AxeBuilder({ page }).include('[data-modal="CartModal"]').analyze();
  expect(
    inModal.violations.map((violation) => `modal: ${violation.id} ${violation.nodes[0]?.target}`),
  ).toEqual([]);
});

/** True when no element of the locator's subtree cuts its text (an ellipsis or a clipped line). */
async function showsWholeText(locator: import('@playwright/test').Locator): Promise<boolean> {
  return locator.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].every(
      (element) => element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0,
    ),
  );
}

test('the minimum-order button shows its whole text in the side cart and the cart modal', {
  tag: [...TAGS, '@both-widths'],
}, async ({ page, isMobile }) => {
  await districtCart(page, 1);
  const text = `Ещё ${rubles(1000 - 449 - BAG)} до минимальной суммы`;
  if (!isMobile) {
    // The desktop side cart beside the menu: its narrow column cut the text with an ellipsis.
    await page.goto('/moscow');
    const side = new CartView(page, page.locator('aside'));
    await expect(side.orderButton).toHaveText(text);
    expect(await showsWholeText(side.orderButton)).toBe(true);
  }
  const cart = await openCartModal(page);
  await expect(cart.orderButton).toHaveText(text);
  expect(await showsWholeText(cart.orderButton)).toBe(true);
});
