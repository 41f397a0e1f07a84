// Orders placed from the menu's cart through step 2 and, for online types,
// the payment page and the sandbox acquirer; each ends on the outcome page with the order number,
// and the order exists in the API. The pizza brand has customer auth on, so the customer signs in
// first (sign-in itself is the account suite's journey).
import AxeBuilder from '@axe-core/playwright';
import { SANDBOX_TEST_CARDS } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { expect, needs, test } from '../fixtures';
import { freshPhone as freshAccountPhone, LoginModal, lastCode } from '../pages/account';
import { CartApi, CartView, MOSCOW_ADDRESSES, PRODUCTS } from '../pages/cart';
import {
  atCheckoutWithDelivery,
  CheckoutForm,
  confirmAtBank,
  DEMO_CUSTOMER,
  deliverTo,
  expectOrderAccepted,
  orderFromApi,
  PaymentPage,
  signInByApi,
  takeawayFrom,
} from '../pages/checkout';
import { MenuPage } from '../pages/menu';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-cart', '@mf-checkout'];

const digits = (card: { number: string }) => card.number.replace(/\s/g, '');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
});

/** Signed in, delivering to the centre zone, two Margheritas in the cart, on step 2. */
async function checkoutWithDelivery(page: import('@playwright/test').Page) {
  await signInByApi(page);
  return atCheckoutWithDelivery(page);
}

test('cash delivery with change from a banknote', { tag: [...TAGS, '@both-widths'] }, async ({ page }) => {
  const form = await checkoutWithDelivery(page);
  await form.paymentType('cash').click();
  // The apartment is required: emptied, the order is refused at the field.
  await form.field('apartment').fill('');
  await form.submit.click();
  await expect(form.form.getByText('Обязательное поле')).toBeVisible();
  // The refused submit takes the customer to the field: focused, on screen.
  await expect(form.field('apartment')).toBeFocused();
  await expect(form.field('apartment')).toBeInViewport();
  await form.field('apartment').fill('12');
  // Banknotes above the total only (917 ₽ → 1 000, 2 000, 5 000; not 500).
  await expect(form.banknote(500)).toHaveCount(0);
  await form.banknote(1000).click();
  await expect(form.field('cashInput')).toHaveValue('1000');
  await expect(form.submit).toHaveText('Заказать');
  await form.submit.click();
  const orderId = await expectOrderAccepted(page);
  const order = await orderFromApi(page, orderId);
  expect(order).toMatchObject({ order_type: 'delivery', payment_type: 'cash' });
  // Accepted — or already further along: the kitchen simulator runs in e2e.
  expect(['accepted', 'cooking', 'sent', 'done']).toContain(order.status.alias);
  // Accepted: the cart is empty again.
  const cart = await page.request.put('/api/cart', { headers: { 'x-brand': 'pizza' }, data: {} });
  expect((await cart.json()).cart.count).toBe(0);
});

test('card payment approved on the payment page', { tag: [...TAGS, '@smoke', '@both-widths'] }, async ({
  page,
}) => {
  needs('sandbox-acquirer');
  const form = await checkoutWithDelivery(page);
  await form.paymentType('card').click();
  await expect(form.submit).toHaveText('Оплатить');
  await form.submit.click();
  const payment = new PaymentPage(page);
  await expect(payment.root).toBeVisible();
  await expect(page.getByTestId(testIds.payment.countdown)).toHaveText(/^(10:00|09:\d\d)$/);
  // The acquirer's widget checks the card: a number failing Luhn is refused at the field.
  await payment.payByCard('4242424242424241');
  await expect(page.getByTestId(testIds.payment.cardError)).toHaveText('Неверный номер карты');
  await payment.payByCard(digits(SANDBOX_TEST_CARDS.approved));
  const orderId = await expectOrderAccepted(page);
  expect((await orderFromApi(page, orderId)).payment_type).toBe('card');
});

test('a paid cart leaves the header counter and the side cart at once', {
  tag: [...TAGS, '@both-widths'],
}, async ({ page, isMobile }) => {
  needs('sandbox-acquirer');
  const form = await checkoutWithDelivery(page);
  const counter = page.getByTestId(testIds.shell.headerCartCounter);
  await expect(counter).toHaveText('2');
  await form.paymentType('card').click();
  await form.submit.click();
  await new PaymentPage(page).payByCard(digits(SANDBOX_TEST_CARDS.approved));
  await expectOrderAccepted(page);
  // The server emptied the cart on approval; every view follows within a few seconds, not after the
  // cached cart goes stale (it stayed for 20 s and more).
  const cart = await page.request.put('/api/cart', { headers: { 'x-brand': 'pizza' }, data: {} });
  expect((await cart.json()).cart.count).toBe(0);
  await expect(counter).toHaveText('0', { timeout: 3_000 });
  if (!isMobile) {
    const side = page.locator('aside').getByTestId(testIds.cart.cart);
    await expect(side).toBeVisible();
    await expect(side.locator('[data-testid^="cart-item-"]')).toHaveCount(0, { timeout: 3_000 });
  } else {
    await counter.click();
    await expect(CartView.inModal(page).root.locator('[data-testid^="cart-item-"]')).toHaveCount(0, {
      timeout: 3_000,
    });
  }
});

test('a card without funds ends on the failure page, which says so', { tag: TAGS }, async ({ page }) => {
  needs('sandbox-acquirer');
  const form = await checkoutWithDelivery(page);
  await form.paymentType('card').click();
  await form.submit.click();
  await new PaymentPage(page).payByCard(digits(SANDBOX_TEST_CARDS.insufficient_funds));
  const failure = page.getByTestId(testIds.outcome.paymentFailure);
  await expect(failure).toContainText('Недостаточно средств на карте', { timeout: 30_000 });
  await expect(page.getByTestId(testIds.outcome.paymentRetry)).toBeVisible();
});

test('card payment through 3-D Secure v2', { tag: [...TAGS, '@both-widths'] }, async ({ page }) => {
  needs('sandbox-acquirer');
  // The method step's wait, the bank's page and a full page load back: more than the usual 30 s
  // on a loaded machine.
  test.setTimeout(60_000);
  const form = await checkoutWithDelivery(page);
  await form.paymentType('card').click();
  await form.submit.click();
  await new PaymentPage(page).payByCard(digits(SANDBOX_TEST_CARDS['3ds-v2']));
  // The method step runs in a hidden frame, then the bank's challenge page.
  await page.getByTestId(testIds.payment.sandbox3dsSubmit).click({ timeout: 30_000 });
  const orderId = await expectOrderAccepted(page);
  // Back through a full page load: "order accepted" is at the top, not scrolled to where checkout
  // was when Pay was pressed.
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId(testIds.outcome.orderComplete)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(100);
  expect(['accepted', 'cooking', 'sent', 'done']).toContain((await orderFromApi(page, orderId)).status.alias);
});

test('a declined card ends on the failure page; the cart is kept and cash completes the order', {
  tag: TAGS,
}, async ({ page }) => {
  needs('sandbox-acquirer');
  const form = await checkoutWithDelivery(page);
  await form.paymentType('card').click();
  await form.submit.click();
  await new PaymentPage(page).payByCard(digits(SANDBOX_TEST_CARDS.declined));
  await expect(page.getByTestId(testIds.outcome.paymentFailure)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId(testIds.outcome.paymentRetry).click();
  await expect(form.form).toBeVisible();
  await form.field('apartment').fill('12');
  await form.paymentType('cash').click();
  await form.submit.click();
  const orderId = await expectOrderAccepted(page);
  expect((await orderFromApi(page, orderId)).payment_type).toBe('cash');
});

test('an SBP order goes through the payment page and is confirmed on the sandbox bank page', {
  tag: [...TAGS, '@both-widths'],
}, async ({ page, context, isMobile }) => {
  needs('sandbox-acquirer');
  const form = await checkoutWithDelivery(page);
  await form.paymentType('sbp').click();
  await form.submit.click();
  // The payment page, as for card and SberPay (spec §2): the total, the countdown, the way back.
  const payment = new PaymentPage(page);
  await expect(payment.root).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/moscow\/order\/payment\/order-\d+$/);
  await expect(payment.root).toContainText(/К оплате:\s*917/);
  await expect(page.getByTestId(testIds.payment.countdown)).toHaveText(/^(10:00|09:\d\d)$/);
  await expect(payment.root.getByRole('link', { name: 'Вернуться к оформлению' })).toHaveAttribute(
    'href',
    '/moscow/cart?state=checkout',
  );
  const qr = payment.root.getByTestId(testIds.payment.sbpQr);
  await expect(qr).toBeVisible();
  await expect(qr).toBeInViewport();
  // On a phone the bank app is on the same device: its link comes before the QR.
  const bankLink = payment.root.getByTestId(testIds.payment.sbpLink);
  await expect(bankLink).toBeVisible();
  const [linkBox, qrBox] = [await bankLink.boundingBox(), await qr.boundingBox()];
  expect((linkBox?.y ?? 0) < (qrBox?.y ?? 0)).toBe(isMobile);
  // A real image (the QR drawn from the payment link), not a broken one.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const link = await page.getByTestId(testIds.payment.sbpLink).getAttribute('href');
  expect(link).toBeTruthy();
  // The customer's phone opens the bank: here, another tab of the same browser.
  await confirmAtBank(context, link ?? '');
  // The page polls the order every 5 s and moves on once the bank confirmed.
  const orderId = await expectOrderAccepted(page);
  expect((await orderFromApi(page, orderId)).payment_type).toBe('sbp');
});

test('a takeaway order for a later interval', { tag: TAGS }, async ({ page }) => {
  await signInByApi(page);
  // The shop is chosen on the session (choosing it in the modal is the location journeys').
  await new MenuPage(page).chooseShop(1);
  const added = await page.request.put('/api/cart/add', {
    headers: { 'x-brand': 'pizza' },
    data: {
      product_key: String(PRODUCTS.margherita),
      count: 1,
      city_id: 1,
      order_type: 'takeaway',
      shop_id: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/moscow/cart?state=checkout');
  const form = new CheckoutForm(page);
  await expect(form.form).toBeVisible();
  await expect(form.field('apartment')).toHaveCount(0);
  // Tomorrow: a later interval (today's may be over, depending on the clock).
  const tomorrow = form.form.locator('[data-testid^="date-option-"]').nth(1);
  await tomorrow.click({ timeout: 15_000 });
  const interval = form.intervals.first();
  const intervalId = ((await interval.getAttribute('data-testid')) ?? '').replace('interval-option-', '');
  await interval.click();
  await expect(interval).toHaveAttribute('aria-pressed', 'true');
  await form.paymentType('cash').click();
  await form.submit.click();
  const orderId = await expectOrderAccepted(page);
  const order = await orderFromApi(page, orderId);
  expect(order.order_type).toBe('takeaway');
  expect(order.interval?.id).toBe(intervalId);
});

test('signed in from the cart, a takeaway cash order ends on "order accepted" with nothing over it', {
  tag: [...TAGS, '@mf-account', '@both-widths'],
}, async ({ page, isMobile }) => {
  needs('otp-dev-route', 'many-sign-ins');
  await page.goto('/moscow');
  await takeawayFrom(page, 1);
  const added = await page.request.put('/api/cart/add', {
    headers: { 'x-brand': 'pizza' },
    data: {
      product_key: String(PRODUCTS.margherita),
      count: 1,
      city_id: 1,
      order_type: 'takeaway',
      shop_id: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/moscow');
  // A guest orders from the cart modal: the sign-in modal takes its place (spec §4).
  await page.getByTestId(testIds.shell.cartOpen).first().click();
  await page.locator('[data-modal="CartModal"]').getByTestId(testIds.cart.orderButton).click();
  const login = new LoginModal(page);
  await expect(login.modal).toBeVisible();
  const phone = freshAccountPhone();
  await login.requestCode(phone.national, 'sms');
  await login.typeCode(await lastCode(page.request, phone.digits));
  // Signed in: step 2 of the cart modal on a phone, the /cart page on desktop.
  if (!isMobile) {
    await expect(page).toHaveURL(/\/moscow\/cart/);
    await page.getByTestId(testIds.cart.orderButton).click();
  }
  const form = new CheckoutForm(page);
  await expect(form.form).toBeVisible();
  await form.field('name').fill('Анна');
  await form.paymentType('cash').click();
  await form.submit.click();
  const orderId = await expectOrderAccepted(page);
  // No modal comes back over the outcome: the sign-in is done, and the tracking link works.
  await expect(page.locator('[data-modal]')).toHaveCount(0);
  await expect(login.modal).toBeHidden();
  await page.getByTestId(testIds.outcome.trackingLink).click({ timeout: 5_000 });
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/tracking`));
});

test('step 2 offers the related products: beside the form on desktop, below it on a phone', {
  tag: [...TAGS, '@both-widths'],
}, async ({ page, isMobile }) => {
  const form = await checkoutWithDelivery(page);
  // Its own region (the desktop side cart is not on this page; the carousel inside is named the same).
  const section = page.getByRole('region', { name: 'Добавить к заказу' }).first();
  await expect(section).toBeVisible();
  await expect(section.getByRole('article').first()).toBeVisible();
  const formBox = await form.form.boundingBox();
  const relatedBox = await section.boundingBox();
  if (!formBox || !relatedBox) throw new Error('no layout');
  if (isMobile) {
    // Below the form.
    expect(relatedBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height - 1);
  } else {
    // The right half: beside the form, level with its top.
    expect(relatedBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
    expect(relatedBox.x).toBeGreaterThan(720);
    expect(relatedBox.y).toBeLessThan(formBox.y + 200);
  }
  // A suggestion goes into the order from step 2 and leaves the list.
  const add = section.getByRole('button', { name: /^Добавить в корзину: / }).first();
  const label = (await add.getAttribute('aria-label')) ?? '';
  await add.click();
  await expect(page.getByTestId(testIds.shell.headerCartCounter)).toHaveText('3');
  await expect(section.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await expect(form.form).toBeVisible();
});

test('the demo customer writes bonuses off in checkout and the total drops by the §5 amount', {
  tag: TAGS,
}, async ({ page, context, baseURL }) => {
  // The program runs for this brand in Moscow with the cookie set (spec §1); the demo seed opens it
  // for a year from the seed's day, so on the suite's pinned date spending is allowed.
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'enable_bonus_program', value: '1', url: baseURL ?? '' }]);
  await signInByApi(page, DEMO_CUSTOMER.phone);
  // The demo customer has saved addresses (the header offers them instead of the modal): the
  // delivery address is set as the modal would set it.
  const cartApi = new CartApi(page.request);
  await cartApi.deliverTo(MOSCOW_ADDRESSES.centre);
  await cartApi.add(PRODUCTS.margherita, 2);
  const { cart } = (await (
    await page.request.put('/api/cart', { headers: { 'x-brand': 'pizza' }, data: {} })
  ).json()) as { cart: import('@storefront/shared/contract').Cart };
  // Spec §5: the lesser of the balance and Σ (price − 1) × count over products and packages, plus
  // delivery — 2 Margheritas at 449 and a 19 ₽ bag leave (448 × 2 + 18) = 914 ₽, so the 500 points.
  const payable = (lines: { price: number; count: number }[]) =>
    lines.reduce((sum, line) => sum + (line.price - 1) * line.count, 0);
  const limit = Math.min(
    DEMO_CUSTOMER.bonusBalance,
    payable(
      Object.values(cart.products).map((line) => ({ price: line.price_with_modifiers, count: line.count })),
    ) +
      payable(cart.packages) +
      cart.prices.delivery,
  );
  expect(limit).toBe(500);
  expect(cart.bonus).toMatchObject({ enabled: true, can_spend: true, max_write_off: limit });

  await page.goto('/moscow/cart?state=checkout');
  const form = new CheckoutForm(page);
  await expect(form.form).toBeVisible();
  const total = form.field('total');
  await expect(total).toHaveText(/917/);
  const toggle = form.form.getByTestId(testIds.checkout.bonusToggle);
  await expect(toggle).toBeEnabled();
  await expect(form.form.getByText('Списать 500 ₽ (на счёте 500 ₽)')).toBeVisible();
  // The toggle follows the cart the server answers (a controlled box): click, then read it.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(total).toHaveText(/^\s*417\s*₽\s*$/);
  await expect(form.form.getByText('Бонусами')).toBeVisible();
  // Off again: the whole price comes back.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(total).toHaveText(/^\s*917\s*₽\s*$/);
});

async function seriousViolations(page: import('@playwright/test').Page, scope: string) {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('axe finds nothing serious on step 2 and the payment page', { tag: TAGS }, async ({ page }) => {
  needs('sandbox-acquirer');
  const form = await checkoutWithDelivery(page);
  await expect(form.paymentType('card')).toBeVisible();
  expect(await seriousViolations(page, `[data-testid="${testIds.checkout.form}"]`)).toEqual([]);
  await form.paymentType('card').click();
  await form.submit.click();
  await expect(new PaymentPage(page).root).toBeVisible();
  expect(await seriousViolations(page, `[data-testid="${testIds.payment.page}"]`)).toEqual([]);
});

test('the whole order can be placed with the keyboard alone', { tag: [...TAGS, '@both-widths'] }, async ({
  page,
}) => {
  await checkoutWithDelivery(page);
  const form = new CheckoutForm(page);
  await form.field('apartment').fill('');
  await form.field('apartment').focus();
  await page.keyboard.type('7');
  // Tab to the payment types, choose cash with the arrow keys, then the banknote and the button.
  const cash = form.paymentType('cash').locator('input');
  const firstType = form.form.locator('input[name="payment_type"]:checked');
  await firstType.focus();
  for (let i = 0; i < 8 && !(await cash.isChecked()); i++) await page.keyboard.press('ArrowRight');
  await expect(cash).toBeChecked();
  await form.banknote(1000).focus();
  await page.keyboard.press('Enter');
  await expect(form.field('cashInput')).toHaveValue('1000');
  await form.submit.focus();
  await page.keyboard.press('Enter');
  await expectOrderAccepted(page);
});

test('from a menu card through the cart to an accepted order', {
  tag: [...TAGS, '@mf-menu', '@both-widths'],
}, async ({ page }) => {
  await signInByApi(page);
  await page.goto('/moscow');
  await deliverTo(page, MOSCOW_ADDRESSES.centre);
  const menu = new MenuPage(page);
  // Маргарита has modifiers: its card opens the product modal, whose button adds it.
  await menu.add(PRODUCTS.margherita).first().click();
  await expect(menu.productModal).toBeVisible();
  await menu.submit.click();
  await expect(menu.productModal).toBeHidden();
  await expect(menu.headerCartCounter).toHaveText('1');
  // The cart modal's order button opens step 2 in place on a phone; on a desktop step 2 is the cart
  // page, opened at once at its checkout state (spec §2) — one press, not two.
  await page.getByTestId(testIds.shell.cartOpen).first().click();
  const form = new CheckoutForm(page);
  await page.locator('[data-modal="CartModal"]').getByTestId(testIds.cart.orderButton).click();
  if (test.info().project.name === 'desktop') {
    await expect(page).toHaveURL(/\/moscow\/cart\?state=checkout/);
  }
  await expect(form.form).toBeVisible();
  await form.field('apartment').fill('5');
  await form.paymentType('cash').click();
  await form.submit.click();
  const orderId = await expectOrderAccepted(page);
  const order = await orderFromApi(page, orderId);
  expect(order.cart.products).toEqual([expect.objectContaining({ id: PRODUCTS.margherita, count: 1 })]);
});

test('a modal opened over step 2 leaves the checkout open when it closes', { tag: TAGS }, async ({
  page,
}) => {
  const form = await checkoutWithDelivery(page);
  await form.form.locator('[data-testid^="date-option-"]').nth(1).click({ timeout: 15_000 });
  await form.form.getByRole('button', { name: 'Другое время' }).click();
  await expect(page.getByRole('heading', { name: 'Выберите время' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Выберите время' })).toBeHidden();
  await expect(page).toHaveURL(/state=checkout/);
  await expect(form.form).toBeVisible();
});

test('a guest cash delivery order with change, for a brand without sign-in', { tag: TAGS }, async ({
  page,
}) => {
  // The same build serving the lavash brand, whose customers order as guests (phone at checkout). The
  // brand is switched in the browser's runtime config only, so the page is rendered in the browser
  // (`ssr=off`): the server would render the brand it is configured with.
  await page.context().addCookies([
    {
      name: 'ssr',
      value: 'off',
      url: page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url(),
    },
  ]);
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, brand: 'lavash' } });
  });
  const city = (
    await (await page.request.get('/api/cities/moscow', { headers: { 'x-brand': 'lavash' } })).json()
  ).city as { id: number };
  // The address on the session, as the order types modal sets it (the modal is the location
  // journeys'): this journey is about the guest's checkout.
  const located = await page.request.post('/api/user/addresses/set-by-address', {
    headers: { 'x-brand': 'lavash' },
    data: { city_id: city.id, address: MOSCOW_ADDRESSES.centre },
  });
  expect(located.status(), await located.text()).toBe(200);
  const shawarma = 151;
  const added = await page.request.put('/api/cart/add', {
    headers: { 'x-brand': 'lavash' },
    data: { product_key: String(shawarma), count: 2, city_id: city.id, order_type: 'delivery' },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/moscow/cart?state=checkout');
  const form = new CheckoutForm(page);
  await expect(form.form).toBeVisible();
  await form.field('name').fill('Гость');
  // No sign-in: the phone is asked here, and is required.
  await form.field('apartment').fill('3');
  await form.paymentType('cash').click();
  await form.submit.click();
  await expect(form.form.getByText('Введите номер полностью')).toBeVisible();
  await form.field('phone').pressSequentially('9161234567');
  await form.banknote(1000).click();
  await form.submit.click();
  const orderId = await expectOrderAccepted(page);
  const order = await orderFromApi(page, orderId, 'lavash');
  expect(order).toMatchObject({ payment_type: 'cash', order_type: 'delivery' });
  expect(order.cart.products).toEqual([expect.objectContaining({ id: shawarma, count: 2 })]);
});
