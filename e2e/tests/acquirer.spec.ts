// The acquirer is another service. Card data is typed in the acquirer's widget, a frame
// from its own origin (never the storefront's document, never a request to the storefront or /api);
// 3-D Secure v1 and the SberPay bank page are on that origin too, and each journey comes back to the
// storefront's outcome page. (The card approved/declined, 3-D Secure v2 and SBP journeys are in
// checkout.spec.ts.)
import { SANDBOX_TEST_CARDS } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';
import {
  atCheckoutWithDelivery,
  confirmAtBank,
  expectOrderAccepted,
  orderFromApi,
  PaymentPage,
  signInByApi,
} from '../pages/checkout';
import { targetUrl } from '../target';

/**
 * The acquirer's origin: `E2E_ACQUIRER_ORIGIN` for a deployment that puts it elsewhere, else the
 * topology's (scripts/lib/topology.mjs: the shell's port + 11) beside the target — the local build,
 * `npm start`, or the release drill's storefront.
 */
function acquirerOrigin(): string {
  const declared = process.env.E2E_ACQUIRER_ORIGIN;
  if (declared) return declared.replace(/\/+$/, '');
  const target = new URL(targetUrl());
  return `${target.protocol}//${target.hostname}:${Number(target.port || 80) + 11}`;
}
const ACQUIRER_ORIGIN = acquirerOrigin();
const digits = (card: { number: string }) => card.number.replace(/\s/g, '');

test.describe('payments at the acquirer on its own origin', {
  tag: ['@shell', '@mf-cart', '@mf-checkout'],
}, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
  });

  async function checkoutWithDelivery(page: import('@playwright/test').Page) {
    await signInByApi(page);
    return atCheckoutWithDelivery(page);
  }

  test('the card is typed in the acquirer’s frame; no card number goes to the storefront or its API', async ({
    page,
  }) => {
    const card = digits(SANDBOX_TEST_CARDS.approved);
    const leaks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === ACQUIRER_ORIGIN) return;
      const sent = `${request.url()} ${request.postData() ?? ''}`.replace(/[\s+]|%20/g, '');
      if (sent.includes(card)) leaks.push(request.url());
    });
    const form = await checkoutWithDelivery(page);
    await form.paymentType('card').click();
    await form.submit.click();
    const payment = new PaymentPage(page);
    await expect(payment.root).toBeVisible();
    const frame = payment.root.locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${ACQUIRER_ORIGIN}/widget\\?`));
    // The fields live in the frame only.
    await expect(page.getByTestId(testIds.payment.cardNumber)).toHaveCount(0);
    await payment.payByCard(card);
    const orderId = await expectOrderAccepted(page);
    expect((await orderFromApi(page, orderId)).payment_type).toBe('card');
    expect(leaks).toEqual([]);
  });

  test('card payment through 3-D Secure v1 on the acquirer’s ACS page', async ({ page, baseURL }) => {
    const form = await checkoutWithDelivery(page);
    await form.paymentType('card').click();
    await form.submit.click();
    await new PaymentPage(page).payByCard(digits(SANDBOX_TEST_CARDS['3ds']));
    const submit = page.getByTestId(testIds.payment.sandbox3dsSubmit);
    await expect(submit).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(ACQUIRER_ORIGIN);
    await submit.click();
    // Back through the storefront's TermUrl (on its public origin) to the outcome page.
    const orderId = await expectOrderAccepted(page);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(['accepted', 'cooking', 'sent', 'done']).toContain(
      (await orderFromApi(page, orderId)).status.alias,
    );
  });

  test('a SberPay order is confirmed on the acquirer’s bank page', async ({ page, context }) => {
    const form = await checkoutWithDelivery(page);
    await form.paymentType('sberpay').click();
    await form.submit.click();
    // SberPay goes through the payment page (order cache): the customer starts the push there.
    const payment = new PaymentPage(page);
    await expect(payment.root).toBeVisible();
    await page.getByTestId(testIds.payment.payButton).click();
    const qr = page.getByTestId(testIds.payment.sberpayQr);
    await expect(qr).toBeVisible({ timeout: 30_000 });
    const link = await page.getByTestId(testIds.payment.sbpLink).getAttribute('href');
    expect(new URL(link ?? '').origin).toBe(ACQUIRER_ORIGIN);
    await confirmAtBank(context, link ?? '');
    const orderId = await expectOrderAccepted(page);
    expect((await orderFromApi(page, orderId)).payment_type).toBe('sberpay');
  });
});
