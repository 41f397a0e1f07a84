// Page object of mf-cart (CartModal, the side cart, /{city}/cart), by the QA-contract test ids, and
// the API set-up a cart journey needs. `page.request` shares the browser context's cookies, so what
// it puts in the cart is the cart the page shows.
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type { Cart, City } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { suiteNow } from '../clock';

const BRAND = { 'x-brand': 'pizza' };

/** Seeded Moscow addresses (api/src/seed): the centre zone delivers free, the district ring has a 1 000 ₽ minimum. */
export const MOSCOW_ADDRESSES = {
  centre: 'Тверская улица, 3',
  district: 'Тверская улица, 12',
} as const;

/** Seeded pizza-brand products: a Margherita (449 ₽, default modifiers) and rolls. */
export const PRODUCTS = { margherita: 1, philadelphia: 31 } as const;

export class CartApi {
  private city: City | null = null;

  constructor(private readonly request: APIRequestContext) {}

  async moscow(): Promise<City> {
    if (this.city) return this.city;
    const response = await this.request.get('/api/cities/moscow', { headers: BRAND });
    this.city = ((await response.json()) as { city: City }).city;
    return this.city;
  }

  /**
   * Keeps the city's marketing banners from popping up over the cart (the menu's journey covers
   * them): each one is snoozed, as closing it would (spec §4).
   */
  async muteBanners(context: BrowserContext, url: string): Promise<void> {
    const city = await this.moscow();
    const until = String(suiteNow() + 24 * 3_600_000);
    await context.addCookies(
      city.banners.map((banner) => ({ name: `banner_${banner.id}_snooze`, value: until, url })),
    );
  }

  /** Makes a guest delivery address the session's location (delivery, its zone). */
  async deliverTo(address: string): Promise<void> {
    const city = await this.moscow();
    const response = await this.request.post('/api/user/addresses/set-by-address', {
      headers: BRAND,
      data: { city_id: city.id, address },
    });
    if (!response.ok()) throw new Error(`set-by-address ${response.status()}: ${await response.text()}`);
  }

  /** Adds units of a product (with its default modifiers); answers the line key and the cart. */
  async add(productId: number, count = 1): Promise<{ key: string; cart: Cart }> {
    const city = await this.moscow();
    const response = await this.request.put('/api/cart/add', {
      headers: BRAND,
      data: { product_key: String(productId), count, city_id: city.id, order_type: 'delivery' },
    });
    if (!response.ok()) throw new Error(`cart/add ${response.status()}: ${await response.text()}`);
    const { cart } = (await response.json()) as { cart: Cart };
    const line = Object.values(cart.products).find((product) => product.id === productId);
    if (!line) throw new Error(`product ${productId} is not in the cart`);
    return { key: line.key, cart };
  }
}

export class CartView {
  /** `scope`: the page, or the CartModal's frame. */
  constructor(
    readonly page: Page,
    readonly scope: Locator = page.locator('body'),
  ) {}

  /** The cart inside the open CartModal. */
  static inModal(page: Page): CartView {
    return new CartView(page, page.locator('[data-modal="CartModal"]'));
  }

  private id(id: string): Locator {
    return this.scope.getByTestId(id);
  }

  get root(): Locator {
    return this.id(testIds.cart.cart);
  }

  item(key: string): Locator {
    return this.id(testIds.cart.item(key));
  }

  plus(key: string): Locator {
    return this.id(testIds.cart.itemPlus(key));
  }

  minus(key: string): Locator {
    return this.id(testIds.cart.itemMinus(key));
  }

  /** The count a line's counter shows. */
  count(key: string): Locator {
    return this.item(key).locator('fieldset [aria-live]');
  }

  get promocodeInput(): Locator {
    return this.id(testIds.cart.promocodeInput);
  }

  get promocodeApply(): Locator {
    return this.id(testIds.cart.promocodeApply);
  }

  get promocodeRemove(): Locator {
    return this.id(testIds.cart.promocodeRemove);
  }

  get promocodeError(): Locator {
    return this.id(testIds.cart.promocodeError);
  }

  gift(giftId: number): Locator {
    return this.id(testIds.cart.gift(giftId));
  }

  get bagToggle(): Locator {
    return this.id(testIds.cart.bagToggle);
  }

  get subtotal(): Locator {
    return this.id(testIds.cart.subtotal);
  }

  get delivery(): Locator {
    return this.id(testIds.cart.delivery);
  }

  get discount(): Locator {
    return this.id(testIds.cart.discount);
  }

  get total(): Locator {
    return this.id(testIds.cart.total);
  }

  get minOrderMessage(): Locator {
    return this.id(testIds.cart.minOrderMessage);
  }

  get clearCart(): Locator {
    return this.id(testIds.cart.clearCart);
  }

  get orderButton(): Locator {
    return this.id(testIds.cart.orderButton);
  }

  async applyPromocode(code: string): Promise<void> {
    await this.promocodeInput.fill(code);
    await this.promocodeApply.click();
  }
}

/** A price as the cart prints it: "1 347 ₽" with non-breaking spaces. */
export function rubles(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00A0');
  return `${fraction === '00' ? grouped : `${grouped},${fraction}`}\u00A0₽`;
}
