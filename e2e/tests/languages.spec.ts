// The whole storefront in the visitor's language. For each of the six interface languages,
// a city of that language's country (Moscow for Russian, English and Ukrainian; Almaty, the seeded
// city nearest to Uzbekistan, for Uzbek): the home page, the product modal, the cart and checkout
// read in one language — no text in the other script (Cyrillic for ru/uk, Latin for en/tr/uz/de),
// none of the other language's letters (Russian ы/э/ъ/ё in Ukrainian, Ukrainian і/ї/є/ґ in Russian)
// and none of the words that would show another language leaking in.
import type { Locator, Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';
import { signInByApi } from '../pages/checkout';
import { MenuPage } from '../pages/menu';

type Lang = 'ru' | 'en' | 'tr' | 'uz' | 'de' | 'uk';

interface Case {
  lang: Lang;
  city: string;
  /** The city's name as the page must say it. */
  cityName: string;
  /** A customer's name in the language's script. */
  customer: string;
  forbidden: string[];
}

const CASES: Case[] = [
  {
    lang: 'ru',
    city: 'moscow',
    cityName: 'Москва',
    customer: 'Анна',
    forbidden: ['Кошик', 'Замовити', 'Піца'],
  },
  {
    lang: 'en',
    city: 'moscow',
    cityName: 'Moscow',
    customer: 'Anna',
    forbidden: ['Sepet', 'Warenkorb', 'Savat', 'Moskau', 'Moskova'],
  },
  {
    lang: 'tr',
    city: 'istanbul',
    cityName: 'İstanbul',
    customer: 'Ayşe',
    forbidden: ['Warenkorb', 'Savat', 'Cart', 'Margherita', 'Pizzas'],
  },
  {
    lang: 'uz',
    city: 'almaty',
    cityName: 'Olmaota',
    customer: 'Dilnoza',
    forbidden: ['Sepet', 'Warenkorb', 'Cart', 'Almaty', 'Pizzas'],
  },
  {
    lang: 'de',
    city: 'berlin',
    cityName: 'Berlin',
    customer: 'Anna',
    forbidden: ['Sepet', 'Savat', 'Cart', 'Margarita', 'Pizzas'],
  },
  {
    lang: 'uk',
    city: 'moscow',
    cityName: 'Москва',
    customer: 'Оксана',
    forbidden: ['Корзина', 'Заказать', 'Пицца'],
  },
];

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
/**
 * Latin a Cyrillic page may carry: the brand, wallets, "E-mail" (written so in Russian and
 * Ukrainian), e-mail addresses, the language button's code.
 */
const LATIN_ALLOWED =
  /Pizza Point|Apple Pay|Google Pay|SberPay|Mir Pay|XXL|GIFT|E-mail|\S+@\S+\.\S+|^(RU|UK)$/g;
const OTHER_LETTERS: Partial<Record<Lang, RegExp>> = { uk: /[ыэъё]/i, ru: /[іїєґ]/i };

/** Lines of the visible text that are not in the language (empty when the page reads in it). */
async function offLanguage(scope: Locator, { lang, forbidden }: Case): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a reader sees; textContent would add hidden text.
  const text = await scope.innerText();
  // The company's legal line (footer, `data-legal`) names the company as registered, in its own
  // script, whatever the page's language: legal names are not translated.
  const legal = new Set(
    (await scope.locator('[data-legal]').allInnerTexts()).map((line) => line.trim()).filter(Boolean),
  );
  const lines = [...new Set(text.split('\n').map((line) => line.trim()))].filter(Boolean);
  const cyrillicLang = lang === 'ru' || lang === 'uk';
  return lines.filter((line) => {
    if (legal.has(line)) return false;
    if (cyrillicLang ? LATIN.test(line.replace(LATIN_ALLOWED, '')) : CYRILLIC.test(line)) return true;
    if (OTHER_LETTERS[lang]?.test(line)) return true;
    return forbidden.some((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(line));
  });
}

interface MenuProduct {
  id: number;
  alias: string;
  name: string;
}

async function setUp(page: Page, baseURL: string, item: Case) {
  await page.context().addCookies([
    { name: 'language', value: item.lang, url: baseURL },
    { name: 'cookie_accepted', value: '1', url: baseURL },
  ]);
  const { city } = (await (await page.request.get(`/api/cities/${item.city}`)).json()) as {
    city: { id: number };
  };
  const { shops } = (await (await page.request.get(`/api/shops?city_id=${city.id}`)).json()) as {
    shops: { id: number }[];
  };
  // Takeaway from the city's central shop: the cart and checkout need no address.
  const chosen = await page.request.post('/api/shops/set', { data: { shop_id: shops[0]!.id } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const menu = (await (
    await page.request.post('/api/products', {
      data: { city_id: city.id, order_type: 'takeaway', shop_id: shops[0]!.id },
    })
  ).json()) as { product_groups: { alias: string; products: MenuProduct[] }[] };
  const margherita = menu.product_groups
    .flatMap((group) => group.products)
    .find((product) => product.alias === 'margherita');
  if (!margherita) throw new Error(`no Margherita in ${item.city}`);
  return margherita;
}

test.describe('the storefront in the visitor language', {
  tag: ['@shell', '@mf-menu', '@mf-cart', '@mf-checkout'],
}, () => {
  test.describe.configure({ timeout: 120_000 });

  for (const item of CASES) {
    test(`${item.lang} on /${item.city}: home, product, cart and checkout read in ${item.lang}`, async ({
      page,
      baseURL,
    }) => {
      const margherita = await setUp(page, baseURL ?? '', item);
      const menu = new MenuPage(page);
      await page.goto(`/${item.city}`);
      const card = menu.card(margherita.id);
      await expect(card).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(item.cityName);
      await expect(page.locator('html')).toHaveAttribute('lang', item.lang);
      expect(await offLanguage(page.locator('body'), item), 'home page').toEqual([]);

      // The product modal: name, description, modifiers, nutrition and allergens.
      await card.getByRole('button', { name: margherita.name, exact: true }).click();
      await expect(menu.productModal).toBeVisible();
      await expect(menu.productModal).toContainText(margherita.name);
      expect(await offLanguage(menu.productModal, item), 'product modal').toEqual([]);
      await menu.submit.click();
      await expect(menu.productModal).toBeHidden();

      // The cart, its lines, gifts, packages and suggestions.
      await page.goto(`/${item.city}/cart`);
      await expect(page.getByText(margherita.name).first()).toBeVisible();
      expect(await offLanguage(page.locator('body'), item), 'cart').toEqual([]);

      // Checkout, signed in.
      await signInByApi(page, undefined, item.customer);
      await page.goto(`/${item.city}/cart?state=checkout`);
      await expect(page.getByTestId(testIds.checkout.form)).toBeVisible();
      expect(await offLanguage(page.locator('body'), item), 'checkout').toEqual([]);
    });
  }
});
