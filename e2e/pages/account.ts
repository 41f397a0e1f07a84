// Page objects of mf-account (UserLoginModal, the profile page and its tabs) by QA-contract ids, and
// the API set-up an account journey needs. `page.request` shares the browser context's cookies, so a
// customer signed in through it is the customer the page shows. Sign-in codes come from the sandbox
// OTP provider's dev route (GET /api/dev/last-code?phone=).
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { PlaceOrderResponse } from '@storefront/shared/contract';
import { type CodeInputIndex, type ProfileTab, testIds } from '@storefront/shared/qa';
import { needs } from '../fixtures';
import { posToken } from '../target';
import { orderTimeByApi } from './api';

const BRAND = { 'x-brand': 'pizza' };

/** A fresh Russian mobile number (national part), so journeys never share an account or a send budget. */
export function freshPhone(): { national: string; digits: string } {
  const national = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { national, digits: `7${national}` };
}

export async function lastCode(request: APIRequestContext, digits: string): Promise<string> {
  needs('otp-dev-route', 'many-sign-ins');
  const response = await request.get(`/api/dev/last-code?phone=${digits}`, { headers: BRAND });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

/** Signs the browser context in without the modal (for journeys about the profile, not the sign-in). */
export async function signInByApi(page: Page, digits = freshPhone().digits): Promise<string> {
  needs('otp-dev-route', 'many-sign-ins');
  const login = await page.request.post('/api/user/login', {
    headers: BRAND,
    data: { city_id: 1, phone: digits, notify_channel: 'sms', name: 'Анна' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const code = await lastCode(page.request, digits);
  const check = await page.request.post('/api/user/check-verification-code', {
    headers: BRAND,
    data: { code },
  });
  expect(check.status(), await check.text()).toBe(200);
  return digits;
}

/** A takeaway order from shop 1 (cash, accepted at once) with one plain product; answers its id. */
export async function placeOrderByApi(request: APIRequestContext): Promise<number> {
  const shop = await request.post('/api/shops/set', { headers: BRAND, data: { shop_id: 1 } });
  expect(shop.status(), await shop.text()).toBe(200);
  const menu = await (
    await request.post('/api/products', {
      headers: BRAND,
      data: { city_id: 1, order_type: 'takeaway', shop_id: 1 },
    })
  ).json();
  const plain = (
    menu.product_groups as { products: { key: string; type: string; modifiers: { available: boolean } }[] }[]
  )
    .flatMap((group) => group.products)
    .find((product) => product.type === 'default' && !product.modifiers.available);
  if (!plain) throw new Error('the seeded menu has no plain product');
  const added = await request.put('/api/cart/add', {
    headers: BRAND,
    data: { city_id: 1, order_type: 'takeaway', shop_id: 1, product_key: plain.key, count: 2 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const created = await request.post('/api/order/create', {
    headers: BRAND,
    data: {
      city_id: 1,
      order_type: 'takeaway',
      shop_id: 1,
      ...(await orderTimeByApi(request, { city_id: 1, order_type: 'takeaway', shop_id: 1 }, BRAND)),
      username: 'Анна',
      payment_type: 'cash',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as PlaceOrderResponse).order_id;
}

/**
 * A kitchen POS pushes a status for an order, as a real kitchen would: `accepted` holds it there (the
 * kitchen simulator leaves POS-driven orders alone), `done` finishes it. Answers false when the API
 * runs without a POS token (the route does not exist then).
 */
export async function pushOrderStatus(
  request: APIRequestContext,
  orderId: number,
  status: 'accepted' | 'done',
): Promise<boolean> {
  needs('pos-token');
  const response = await request.post(`/api/pos/orders/${orderId}/status`, {
    headers: { ...BRAND, authorization: `Bearer ${posToken()}` },
    data: { status },
  });
  if (response.status() === 404 && !(await response.text()).includes('order_id')) return false;
  expect(response.status(), await response.text()).toBe(200);
  return true;
}

/** Saves a delivery address for the signed-in customer (choosing it saves it). */
export async function saveAddressByApi(request: APIRequestContext, address: string, room: string) {
  const response = await request.post('/api/user/addresses/set-by-address', {
    headers: BRAND,
    data: { city_id: 1, address, room },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { delivery_address: { id: number } }).delivery_address.id;
}

export class LoginModal {
  constructor(readonly page: Page) {}

  get modal(): Locator {
    return this.page.getByTestId(testIds.account.loginModal);
  }
  get phone(): Locator {
    return this.modal.getByTestId(testIds.account.loginPhone);
  }
  get privacy(): Locator {
    return this.modal.getByTestId(testIds.account.loginPrivacy);
  }
  get byCall(): Locator {
    return this.modal.getByTestId(testIds.account.loginByCall);
  }
  get bySms(): Locator {
    return this.modal.getByTestId(testIds.account.loginBySms);
  }
  box(index: CodeInputIndex): Locator {
    return this.modal.getByTestId(testIds.account.codeInput(index));
  }
  get codeError(): Locator {
    return this.modal.getByTestId(testIds.account.codeError);
  }

  async open(): Promise<void> {
    await this.page.getByTestId(testIds.shell.loginOpen).click();
    await expect(this.modal).toBeVisible();
  }

  /** The phone step: the national number, the agreement, then the chosen way to get the code. */
  async requestCode(national: string, channel: 'call' | 'sms' = 'call'): Promise<void> {
    await this.phone.fill(national);
    await this.privacy.check();
    await (channel === 'call' ? this.byCall : this.bySms).click();
    await expect(this.box(0)).toBeVisible();
  }

  /** Types a code into the boxes, as a person would (each digit moves to the next box). */
  async typeCode(code: string): Promise<void> {
    await this.box(0).click();
    await this.page.keyboard.type(code);
  }
}

export class ProfilePage {
  constructor(readonly page: Page) {}

  tab(name: ProfileTab): Locator {
    return this.page.getByTestId(testIds.account.profileTab(name));
  }
  get name(): Locator {
    return this.page.getByTestId(testIds.account.profileName);
  }
  get save(): Locator {
    return this.page.getByTestId(testIds.account.profileSave);
  }
  get logout(): Locator {
    return this.page.getByTestId(testIds.account.logout);
  }
  orderCard(orderId: number): Locator {
    return this.page.getByTestId(testIds.account.orderCard(orderId));
  }
  orderRepeat(orderId: number): Locator {
    return this.page.getByTestId(testIds.account.orderRepeat(orderId));
  }
  orderCancel(orderId: number): Locator {
    return this.page.getByTestId(testIds.account.orderCancel(orderId));
  }
  orderComposition(orderId: number): Locator {
    return this.page.getByTestId(testIds.account.orderComposition(orderId));
  }
  get ordersPrev(): Locator {
    return this.page.getByTestId(testIds.account.ordersPrev);
  }
  get ordersNext(): Locator {
    return this.page.getByTestId(testIds.account.ordersNext);
  }
  addressRow(addressId: number): Locator {
    return this.page.getByTestId(testIds.account.addressRow(addressId));
  }
  addressDelete(addressId: number): Locator {
    return this.page.getByTestId(testIds.account.addressDelete(addressId));
  }
  get addAddress(): Locator {
    return this.page.getByTestId(testIds.account.addAddress);
  }

  async goto(tab: ProfileTab = 'profile'): Promise<void> {
    await this.page.goto(`/moscow/profile?tab=${tab}`);
    await expect(this.tab(tab)).toHaveAttribute('aria-current', 'page');
  }
}
