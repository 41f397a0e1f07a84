// The storefront as production runs it (NODE_ENV=production, no sandbox opt-in) with every outside
// provider real — pointed at its local fake (playwright.config.ts's second webServer, serve.mjs
// --providers): sign-in passes the SmartCaptcha widget (the fake's captcha.js) and reads the code
// from the SMS.ru flash call that reached the phone; a card is turned into a cryptogram by
// CloudPayments' checkout script in the page, goes through the bank's 3-D Secure page, and the
// signed Pay notification makes the order paid before tracking; SBP is paid by the QR of YooKassa,
// whose webhook (re-read from its API) settles it. Production runs the real clock: a takeaway order
// for tomorrow's first interval, whatever the hour.

import type { Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, test as suiteTest } from '../fixtures';
import { freshPhone, LoginModal } from '../pages/account';
import { PRODUCTS } from '../pages/cart';
import {
  CheckoutForm,
  expectOrderAccepted,
  orderFromApi,
  PaymentPage,
  takeawayFrom,
} from '../pages/checkout';
import { SiteFormPage } from '../pages/forms';
import { awaitSideStack, SIDE_STACK_WAIT_MS } from '../side-stacks';
import { hasProvidersStack, isRemoteTarget, PROVIDER_FAKES, PROVIDERS_URL } from '../target';

// Production refuses a shifted clock: the browser keeps the real one too.
const test = suiteTest.extend({
  suiteClock: async ({ baseURL: _real }, use) => use(undefined),
});
const BRAND = { 'x-brand': 'pizza' };
const TAGS = ['@shell', '@mf-account', '@mf-cart', '@mf-checkout', '@mf-tracking'];

test.skip(
  !hasProvidersStack(),
  'no production stack against the fakes: the suite serves one, or E2E_PROVIDERS_URL names it',
);
test.use({ baseURL: PROVIDERS_URL });

// The suite's own production stack starts in the background while the first journeys run
// (side-stacks.ts); one named by E2E_PROVIDERS_URL is already running.
test.beforeAll(async () => {
  if (isRemoteTarget()) return;
  test.setTimeout(SIDE_STACK_WAIT_MS);
  await awaitSideStack('providers');
});

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_accepted', value: '1', url: PROVIDERS_URL }]);
});

/** Signs in through the modal: the captcha widget, a flash call, its number's last four digits. */
async function signInThroughCaptcha(page: Page): Promise<void> {
  const phone = freshPhone();
  await page.goto('/moscow');
  const login = new LoginModal(page);
  await page.getByTestId(testIds.shell.loginOpen).click();
  // The sign-in is its own remote, loaded on this first click.
  await expect(login.modal).toBeVisible({ timeout: 20_000 });
  const captcha = login.modal.getByTestId(testIds.account.loginCaptcha);
  // The fake's captcha.js renders its check into the box the storefront gives it.
  await captcha.getByTestId('smartcaptcha-check').click();
  await expect(captcha.getByTestId('smartcaptcha-check')).toBeDisabled();
  await login.requestCode(phone.national, 'call');
  const received = await page.request.get(`${PROVIDER_FAKES.smsru}/fake/phone/${phone.digits}`);
  const { calls } = (await received.json()) as { calls: { from: string }[] };
  expect(calls).toHaveLength(1);
  await login.typeCode(calls[0]!.from.slice(-4));
  await expect(login.modal).toBeHidden({ timeout: 15_000 });
}

/** A takeaway cart for tomorrow's first interval; answers the checkout form. */
async function checkoutTomorrow(page: Page): Promise<CheckoutForm> {
  await takeawayFrom(page, 1);
  const added = await page.request.put('/api/cart/add', {
    headers: BRAND,
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
  // Signed in through the modal, the new customer has no name yet.
  await form.field('name').fill('Анна');
  await form.form.locator('[data-testid^="date-option-"]').nth(1).click({ timeout: 15_000 });
  await form.intervals.first().click();
  return form;
}

test('card through CloudPayments: cryptogram in the page, 3-D Secure, Pay notification, tracking', {
  tag: TAGS,
}, async ({ page }) => {
  test.setTimeout(120_000);
  const card = '4242424242424242';
  const leaks: string[] = [];
  page.on('request', (request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`.replace(/[\s+]|%20/g, '');
    if (sent.includes(card)) leaks.push(request.url());
  });
  await signInThroughCaptcha(page);
  const form = await checkoutTomorrow(page);
  await form.paymentType('card').click();
  await form.submit.click();
  const payment = new PaymentPage(page);
  await expect(payment.root).toBeVisible();
  // CloudPayments' fields are in the page (its script reads them), not in a frame.
  await payment.root.getByTestId(testIds.payment.cardNumber).fill(card);
  await payment.root.getByTestId(testIds.payment.cardExpiry).fill('12 / 34');
  await payment.root.getByTestId(testIds.payment.cardCvv).fill('123');
  await page.getByTestId(testIds.payment.payButton).click();
  // The bank's 3-D Secure page (the fake's ACS) posts back to the storefront's TermUrl.
  await page.waitForURL(`${PROVIDER_FAKES.cloudpayments}/acs`, { timeout: 20_000 });
  await page.getByTestId('acs-pass').click();
  const orderId = await expectOrderAccepted(page);
  const order = await orderFromApi(page, orderId);
  expect(order.payment_type).toBe('card');
  expect(order.status.alias).not.toBe('waiting_for_payment');
  await page.getByTestId(testIds.outcome.trackingLink).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/tracking$`));
  // The card reached CloudPayments' fake only as a cryptogram: no request carried its number.
  expect(leaks).toEqual([]);
});

test('SBP through YooKassa: the QR is paid in the bank app, the webhook settles the order', {
  tag: TAGS,
}, async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughCaptcha(page);
  const form = await checkoutTomorrow(page);
  await form.paymentType('sbp').click();
  await form.submit.click();
  await expect(page.getByTestId(testIds.payment.sbpQr)).toBeVisible({ timeout: 20_000 });
  const qr = await page.getByTestId(testIds.payment.sbpLink).getAttribute('href');
  expect(qr).toMatch(/^https:\/\/qr\.nspk\.ru\//);
  // The payer's bank app scans the QR and confirms (the fake's payer side).
  const paid = await page.request.post(`${PROVIDER_FAKES.yookassa}/fake/sbp/pay`, { data: { qr } });
  expect(paid.status(), await paid.text()).toBe(200);
  const orderId = await expectOrderAccepted(page);
  const order = await orderFromApi(page, orderId);
  expect(order.payment_type).toBe('sbp');
  expect(order.status.alias).not.toBe('waiting_for_payment');
});

test('a site form under the captcha: refused without the check, sent with it', {
  tag: ['@shell'],
}, async ({ page }) => {
  await page.goto('/moscow');
  await page.locator('footer').getByTestId(testIds.forms.callMeBackOpen).click();
  const form = new SiteFormPage(page);
  await expect(form.submit).toBeVisible();
  await form.name.fill('Анна');
  // A fresh number: the site forms are limited per phone as well as per address.
  await form.phone.pressSequentially(freshPhone().national);
  await form.privacy.check();
  const check = form.dialog.getByTestId(testIds.forms.captcha).getByTestId('smartcaptcha-check');
  await expect(check).toBeEnabled();
  await form.submit.click();
  await expect(form.dialog.getByRole('alert')).toBeVisible();
  await expect(form.thanks).toHaveCount(0);
  await check.click();
  await expect(check).toBeDisabled();
  await form.submit.click();
  await expect(form.thanks).toBeVisible();
});
