// Page object of mf-menu (home page, product card and modal, promotions, marketing banner), by the
// QA-contract test ids of the menu row. Each product's card carries its ids once on the page (in its
// group section); the carousel copies do not repeat them.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { suiteNow } from '../clock';
import { targetUrl } from '../target';

interface CityAnswer {
  city: { id: number; banners: { id: number }[]; promotions: { alias: string; name: string }[] };
}

interface MenuAnswer {
  product_groups: { alias: string; name: string; products: { id: number; name: string }[] }[];
  popular_products: { id: number; name: string }[];
}

export class MenuPage {
  constructor(readonly page: Page) {}

  // ── Set-up ───────────────────────────────────────────────────────────────────────────────────────

  /** No cookie notice over the page. */
  async acceptCookies(): Promise<void> {
    await this.page.context().addCookies([{ name: 'cookie_accepted', value: '1', url: this.origin() }]);
  }

  /** Marks every banner of the city as just seen, so no marketing banner opens over a test. */
  async skipBanners(cityAlias = 'moscow'): Promise<void> {
    const { city } = (await (await this.page.request.get(`/api/cities/${cityAlias}`)).json()) as CityAnswer;
    const now = String(suiteNow());
    await this.page
      .context()
      .addCookies(
        city.banners.map((banner) => ({ name: `banner_${banner.id}_seen`, value: now, url: this.origin() })),
      );
  }

  /** Takeaway from a shop, chosen on the session before the page loads (the shell restores it). */
  async chooseShop(shopId: number): Promise<void> {
    const answer = await this.page.request.post('/api/shops/set', { data: { shop_id: shopId } });
    expect(answer.ok()).toBe(true);
  }

  async city(cityAlias = 'moscow'): Promise<CityAnswer['city']> {
    return ((await (await this.page.request.get(`/api/cities/${cityAlias}`)).json()) as CityAnswer).city;
  }

  /** The menu the API answers for the city (delivery, no zone): what the home page must show. */
  async menu(cityId = 1): Promise<MenuAnswer> {
    const answer = await this.page.request.post('/api/products', {
      data: { city_id: cityId, order_type: 'delivery' },
    });
    return (await answer.json()) as MenuAnswer;
  }

  async open(path = '/moscow'): Promise<void> {
    await this.page.goto(path);
    await expect(this.section('pizza')).toBeVisible({ timeout: 20_000 });
  }

  private origin(): string {
    return test.info().project.use.baseURL ?? targetUrl();
  }

  // ── Home ─────────────────────────────────────────────────────────────────────────────────────────

  get categoryBar(): Locator {
    return this.page.getByTestId(testIds.menu.categoryBar);
  }
  chip(alias: string): Locator {
    return this.page.getByTestId(testIds.menu.categoryChip(alias));
  }
  section(alias: string): Locator {
    return this.page.getByTestId(testIds.menu.groupSection(alias));
  }
  get promotionsRow(): Locator {
    return this.page.getByRole('region', { name: 'Акции' });
  }
  get popular(): Locator {
    return this.page.getByRole('region', { name: 'Часто заказывают' });
  }
  get headerCartCounter(): Locator {
    return this.page.getByTestId(testIds.shell.headerCartCounter);
  }
  /** The sticky header's height: where the stuck category bar starts. */
  async headerHeight(): Promise<number> {
    return this.page.evaluate(() =>
      Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? 0),
    );
  }

  // ── Product card ─────────────────────────────────────────────────────────────────────────────────

  card(productId: number): Locator {
    return this.page.getByTestId(testIds.menu.productCard(productId));
  }
  add(productId: number): Locator {
    return this.page.getByTestId(testIds.menu.productAdd(productId));
  }
  plus(productId: number): Locator {
    return this.page.getByTestId(testIds.menu.productPlus(productId));
  }
  minus(productId: number): Locator {
    return this.page.getByTestId(testIds.menu.productMinus(productId));
  }
  count(productId: number): Locator {
    return this.page.getByTestId(testIds.menu.productCount(productId));
  }

  // ── Product modal ────────────────────────────────────────────────────────────────────────────────

  get productModal(): Locator {
    return this.page.getByTestId(testIds.menu.productModal);
  }
  modifier(modifierId: number): Locator {
    return this.productModal.getByTestId(testIds.menu.modifier(modifierId));
  }
  modifierPlus(modifierId: number): Locator {
    return this.productModal.getByTestId(testIds.menu.modifierPlus(modifierId));
  }
  get submit(): Locator {
    return this.productModal.getByTestId(testIds.menu.productModalSubmit);
  }

  // ── Promotions and banners ───────────────────────────────────────────────────────────────────────

  promotion(alias: string): Locator {
    return this.page.getByTestId(testIds.menu.promotion(alias));
  }
  get bannerModal(): Locator {
    return this.page.getByTestId(testIds.menu.bannerModal);
  }
}
