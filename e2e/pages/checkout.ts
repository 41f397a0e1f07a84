// Page objects of mf-checkout (step 2, the payment page, the outcome) by QA-contract ids, and the
// set-up a checkout journey needs: a signed-in customer (the pizza brand has customer auth on; the
// sandbox OTP code is read from the dev route) and a chosen delivery address or takeaway shop.
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import type { OrderRead } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { needs } from '../fixtures';
import { CartApi, MOSCOW_ADDRESSES, PRODUCTS } from './cart';
import { OrderTypesModal } from './order-types';

const BRAND = { 'x-brand': 'pizza' };
/** A fresh mobile number per call, so parallel journeys never share an account or its send budget. */
export function freshPhone(): string {
  return `79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The seeded demo customer (api/src/seed/demo-customers.ts): in Moscow, with 500 bonus points. */
export const DEMO_CUSTOMER = { phone: '79990000001', bonusBalance: 500 } as const;

export async function signInByApi(page: Page, phone = freshPhone(), name = 'Анна'): Promise<string> {
  needs('otp-dev-route', 'many-sign-ins');
  // A phone shared by journeys (the demo customer's) may meet its resend timer (60 s from one
  // address) when the other viewport signed it in a moment ago: wait it out once.
  for (let attempt = 0; ; attempt++) {
    const login = await page.request.post('/api/user/login', {
      headers: BRAND,
      data: { city_id: 1, phone, notify_channel: 'sms', name },
    });
    if (login.status() === 429 && attempt === 0) {
      const seconds = Math.min(Number(login.headers()['retry-after'] ?? 60), 70);
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      continue;
    }
    expect(login.status(), await login.text()).toBe(200);
    break;
  }
  const { code } = (await (
    await page.request.get(`/api/dev/last-code?phone=${phone}`, { headers: BRAND })
  ).json()) as {
    code: string;
  };
  const check = await page.request.post('/api/user/check-verification-code', {
    headers: BRAND,
    data: { code },
  });
  expect(check.status(), await check.text()).toBe(200);
  return phone;
}

/** Chooses a delivery address the way a customer does: the order types modal. */
export async function deliverTo(page: Page, address: string) {
  const modal = new OrderTypesModal(page);
  await modal.open();
  await modal.delivery.click();
  await modal.address.fill(address);
  await modal.submit.click();
  await expect(modal.modal).toBeHidden();
}

export async function takeawayFrom(page: Page, shopId: number) {
  const modal = new OrderTypesModal(page);
  await modal.open();
  await modal.takeaway.click();
  await modal.shop(shopId).click();
  await modal.shopSelect.click();
  await expect(modal.modal).toBeHidden();
}

/**
 * The most common start of an order: delivering to the centre zone, two Margheritas in the cart, on
 * checkout's step 2 with the apartment filled in. Signing in is the caller's (journeys sign in differently).
 * The address and the cart are set through the API (the session's cookies): choosing an address in
 * the order types modal is the location journeys' and the smoke walk's to test, and a page load plus
 * the modal per order journey was time spent on what they already cover.
 */
export async function atCheckoutWithDelivery(page: Page): Promise<CheckoutForm> {
  const cart = new CartApi(page.request);
  await cart.deliverTo(MOSCOW_ADDRESSES.centre);
  await cart.add(PRODUCTS.margherita, 2);
  await page.goto('/moscow/cart?state=checkout');
  const form = new CheckoutForm(page);
  await expect(form.form).toBeVisible();
  await form.field('apartment').fill('12');
  return form;
}

export class CheckoutForm {
  constructor(readonly page: Page) {}
  get form(): Locator {
    return this.page.getByTestId(testIds.checkout.form);
  }
  field(id: keyof typeof testIds.checkout & string): Locator {
    const value = testIds.checkout[id as 'name'];
    return this.form.getByTestId(value);
  }
  paymentType(alias: string): Locator {
    return this.form.getByTestId(testIds.checkout.paymentType(alias));
  }
  banknote(amount: number): Locator {
    return this.form.getByTestId(testIds.checkout.banknote(amount));
  }
  dateOption(date: string): Locator {
    return this.form.getByTestId(testIds.checkout.dateOption(date));
  }
  get intervals(): Locator {
    return this.form.locator('[data-testid^="interval-option-"]');
  }
  get submit(): Locator {
    return this.form.getByTestId(testIds.checkout.submit);
  }
}

export class PaymentPage {
  constructor(readonly page: Page) {}
  get root(): Locator {
    return this.page.getByTestId(testIds.payment.page);
  }
  /** The acquirer's card widget: a frame from the acquirer's own origin. */
  get cardWidget() {
    return this.root.locator('iframe').contentFrame();
  }
  async payByCard(number: string, expiry = '12 / 34', cvv = '123') {
    needs('sandbox-acquirer');
    const widget = this.cardWidget;
    await widget.getByTestId(testIds.payment.cardNumber).fill(number);
    await widget.getByTestId(testIds.payment.cardExpiry).fill(expiry);
    await widget.getByTestId(testIds.payment.cardCvv).fill(cvv);
    await this.page.getByTestId(testIds.payment.payButton).click();
  }
}

/** The outcome page: answers the order number shown. */
/**
 * The customer confirms at the sandbox bank, on their phone: here another tab of the same browser,
 * opened on the payment page's bank link. The bank sends that tab on to the shop's return page; it is
 * closed once it got there, as a tab closed in the middle of that redirect can keep `close()` waiting
 * (it did, 23 s, on the mobile profile).
 */
export async function confirmAtBank(context: BrowserContext, link: string): Promise<void> {
  const bank = await context.newPage();
  await bank.goto(link);
  const bankPage = bank.url();
  await bank.getByTestId(testIds.payment.sandboxBankConfirm).click();
  await bank.waitForURL((url) => url.href !== bankPage);
  await bank.close();
}

export async function expectOrderAccepted(page: Page): Promise<number> {
  await expect(page.getByTestId(testIds.outcome.orderComplete)).toBeVisible({ timeout: 30_000 });
  const number = Number(await page.getByTestId(testIds.outcome.orderNumber).textContent());
  expect(number).toBeGreaterThan(100_000);
  await expect(page.getByTestId(testIds.outcome.trackingLink)).toHaveAttribute(
    'href',
    new RegExp(`/order/${number}/tracking$`),
  );
  return number;
}

/** The order as the API keeps it (the customer's own session may read it). */
export async function orderFromApi(page: Page, orderId: number, brand = 'pizza') {
  const response = await page.request.get(`/api/order/${orderId}`, { headers: { 'x-brand': brand } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OrderRead;
}
