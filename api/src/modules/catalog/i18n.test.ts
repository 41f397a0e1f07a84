// Content in the request's language: one call per catalogue entity in two languages (Turkish and
// German besides the Russian default), the language picked from the cookie, then Accept-Language,
// the fallback per field, and caches that keep languages apart.
import {
  cartResponseSchema,
  citiesResponseSchema,
  cityResponseSchema,
  type ProductsResponse,
  productsResponseSchema,
  relatedProductsResponseSchema,
  shopsResponseSchema,
} from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { acceptedLang } from '../../http/texts';
import { describeEachDatabase } from '../../test/describe-each-database';
import { visitor } from '../../test/visitor';
import { type CityFacts, cityFacts, productByAlias } from '../../test/world';
import { checkoutWorld, NOW, orderBody, signIn } from '../orders/test-checkout';

const CYRILLIC = /[\u0400-\u04FF]/;

function headersFor(lang: string | null, acceptLanguage?: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-brand': 'pizza' };
  if (lang) headers.cookie = `language=${lang}`;
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  return headers;
}

describe('acceptedLang', () => {
  it('takes the first of our languages by q, then by order; regions count as their language', () => {
    expect(acceptedLang('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(acceptedLang('fr-FR,fr;q=0.9,tr;q=0.5,en;q=0.7')).toBe('en');
    expect(acceptedLang('en;q=0.2, uk')).toBe('uk');
    expect(acceptedLang('tr;q=0, de;q=0.1')).toBe('de');
    expect(acceptedLang('fr, es')).toBeNull();
    expect(acceptedLang(undefined)).toBeNull();
    expect(acceptedLang(';;;,q=abc')).toBeNull();
  });
});

describeEachDatabase(
  'catalogue in the request language',
  (ctx) => {
    let moscow: CityFacts;
    let istanbul: CityFacts;
    let berlin: CityFacts;

    const menuIn = async (lang: string | null, body: object, acceptLanguage?: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: body,
        headers: headersFor(lang, acceptLanguage),
      });
      expect(response.statusCode, response.body).toBe(200);
      return { response, answer: productsResponseSchema.parse(response.json()) as ProductsResponse };
    };

    beforeAll(async () => {
      moscow = await cityFacts(ctx.app, 'moscow');
      istanbul = await cityFacts(ctx.app, 'istanbul');
      berlin = await cityFacts(ctx.app, 'berlin');
    });

    describe('POST /api/products: products, groups, modifiers, modifier groups, allergens, badges', () => {
      it.each([
        [
          'tr',
          () => istanbul,
          'Pizzalar',
          'Margarita',
          'Domates sosu, mozzarella, domates, fesleğen',
          'Boyut',
          'Peynirli kenar',
          ['süt'],
          'Çok satan',
        ],
        [
          'de',
          () => berlin,
          'Pizzen',
          'Margherita',
          'Tomatensoße, Mozzarella, Tomaten, Basilikum',
          'Größe',
          'Käserand',
          ['Milch'],
          'Bestseller',
        ],
      ])('in %s', async (lang, city, group, name, description, size, crust, allergens, badge) => {
        const { answer } = await menuIn(lang, { city_id: city().id, order_type: 'delivery' });
        expect(answer.product_groups.find((g) => g.alias === 'pizza')?.name).toBe(group);
        const margherita = productByAlias(answer, 'margherita');
        expect(margherita.name).toBe(name);
        expect(margherita.description).toBe(description);
        expect(margherita.accent_text).toBe(badge);
        expect(margherita.allergens).toEqual(expect.arrayContaining(allergens));
        expect(margherita.modifiers.groups.map((g) => g.name)).toContain(size);
        expect(margherita.modifiers.single.map((m) => m.name)).toContain(crust);
        // Nothing of the menu is left in Russian.
        const texts = answer.product_groups.flatMap((g) => [
          g.name,
          ...g.products.flatMap((p) => [
            p.name,
            p.description,
            p.accent_text ?? '',
            ...p.allergens,
            ...p.modifiers.single.map((m) => m.name),
            ...p.modifiers.groups.flatMap((mg) => [mg.name, ...mg.modifiers.map((m) => m.name)]),
          ]),
        ]);
        expect(texts.filter((text) => CYRILLIC.test(text))).toEqual([]);
      });

      it('answers Russian without a cookie or Accept-Language, and follows Accept-Language without a cookie', async () => {
        const body = { city_id: moscow.id, order_type: 'delivery' };
        expect(productByAlias((await menuIn(null, body)).answer, 'margherita').name).toBe('Маргарита');
        expect(productByAlias((await menuIn(null, body, 'de-DE,de;q=0.9')).answer, 'margherita').name).toBe(
          'Margherita',
        );
        // The cookie wins over the header; an unknown cookie means English (the fallback).
        expect(productByAlias((await menuIn('tr', body, 'de')).answer, 'four-cheese').name).toBe(
          'Dört peynirli',
        );
        expect(productByAlias((await menuIn('fr', body, 'de')).answer, 'four-cheese').name).toBe(
          'Four cheese',
        );
      });

      it('keeps languages apart in the cache: ETags differ, answers vary on cookie and Accept-Language', async () => {
        const body = { city_id: moscow.id, order_type: 'delivery' };
        const tr = (await menuIn('tr', body)).response;
        const de = (await menuIn('de', body)).response;
        expect(tr.headers.etag).not.toBe(de.headers.etag);
        expect(String(tr.headers.vary)).toMatch(/cookie/);
        expect(String(tr.headers.vary)).toMatch(/accept-language/);
        // A German ETag does not validate the Turkish menu.
        const revalidated = await ctx.app.inject({
          method: 'POST',
          url: '/api/products',
          payload: body,
          headers: { ...headersFor('tr'), 'if-none-match': String(de.headers.etag) },
        });
        expect(revalidated.statusCode).toBe(200);
        expect(
          productByAlias(productsResponseSchema.parse(revalidated.json()), 'pepperoni').description,
        ).toBe('Domates sosu, mozzarella, pepperoni');
      });
    });

    it.each([
      ['tr', 'İstanbul', 'Türkiye', 'İstanbul’da', 'Merkez'],
      ['de', 'Istanbul', 'Türkei', 'in Istanbul', 'Zentrum'],
    ])(
      'GET /api/cities and /api/cities/istanbul: cities, countries, zones in %s',
      async (lang, name, country, seo, zone) => {
        const list = citiesResponseSchema.parse(
          (await ctx.app.inject({ url: '/api/cities', headers: headersFor(lang) })).json(),
        );
        const item = list.cities.find((city) => city.alias === 'istanbul')!;
        expect(item).toMatchObject({ name, seo_name: seo, country: { name: country } });
        expect(list.cities.find((city) => city.alias === 'moscow')?.name).toBe(
          lang === 'tr' ? 'Moskova' : 'Moskau',
        );
        const response = await ctx.app.inject({ url: '/api/cities/istanbul', headers: headersFor(lang) });
        expect(String(response.headers.vary)).toMatch(/accept-language/);
        const { city } = cityResponseSchema.parse(response.json());
        expect(city.name).toBe(name);
        expect(Object.values(city.delivery_zones).map((z) => z.name)).toContain(zone);
      },
    );

    it.each([
      ['tr', 'İkinci pizza %30 indirimli', 'Her salı', 'Salı günleri', 'Uygulamamız', 'İndir'],
      ['de', 'Zweite Pizza −30 %', 'Jeden Dienstag', 'Dienstags', 'Unsere App', 'Herunterladen'],
    ])(
      'promotions and banners of /api/cities/moscow in %s',
      async (lang, promotion, subtitle, html, banner, button) => {
        const { city } = cityResponseSchema.parse(
          (await ctx.app.inject({ url: '/api/cities/moscow', headers: headersFor(lang) })).json(),
        );
        const second = city.promotions.find((p) => p.name === promotion);
        expect(second?.subtitle).toBe(subtitle);
        expect(second?.description).toContain(html);
        const app = city.banners.find((b) => b.name === banner);
        expect(app?.button_text).toBe(button);
        const texts = [
          ...city.promotions.flatMap((p) => [p.name, p.subtitle ?? '', p.description]),
          ...city.banners.flatMap((b) => [b.name, b.description ?? '', b.button_text ?? '']),
        ];
        expect(texts.filter((text) => CYRILLIC.test(text))).toEqual([]);
      },
    );

    it.each([
      ['tr', 'Pizza Point İstanbul, merkez', 'İstiklal Caddesi', 'Giriş avludan'],
      ['de', 'Pizza Point Istanbul, Zentrum', 'İstiklal Caddesi', 'Eingang über den Hof'],
    ])('GET /api/shops: shop names, streets and notes in %s', async (lang, name, street, note) => {
      const { shops } = shopsResponseSchema.parse(
        (
          await ctx.app.inject({ url: `/api/shops?city_id=${istanbul.id}`, headers: headersFor(lang) })
        ).json(),
      );
      const centre = shops.find((shop) => shop.name === name);
      expect(centre, JSON.stringify(shops.map((s) => s.name))).toBeDefined();
      expect(JSON.stringify(centre)).toContain(street);
      expect(JSON.stringify(centre)).toContain(note);
      expect(shops.filter((shop) => CYRILLIC.test(JSON.stringify(shop))).map((shop) => shop.name)).toEqual(
        [],
      );
    });

    it('shops of Moscow in Ukrainian keep Cyrillic, in their Ukrainian form', async () => {
      const { shops } = shopsResponseSchema.parse(
        (await ctx.app.inject({ url: `/api/shops?city_id=${moscow.id}`, headers: headersFor('uk') })).json(),
      );
      expect(shops.map((shop) => shop.name)).toContain('Pizza Point Москва, центр');
      expect(JSON.stringify(shops)).toContain('Тверська вулиця');
    });

    it.each([
      ['tr', 'Ketçap'],
      ['de', 'Ketchup'],
    ])('POST /api/products/get-related-products in %s', async (lang, ketchup) => {
      const { answer } = await menuIn(lang, { city_id: moscow.id, order_type: 'delivery' });
      const pizzas = answer.product_groups.find((g) => g.alias === 'pizza')!;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/products/get-related-products',
        payload: { city_id: moscow.id, order_type: 'delivery', product_groups_ids: [pizzas.id] },
        headers: headersFor(lang),
      });
      expect(response.statusCode, response.body).toBe(200);
      const related = relatedProductsResponseSchema.parse(response.json());
      expect(related.map((product) => product.name)).toContain(ketchup);
      expect(related.filter((product) => CYRILLIC.test(product.name + product.description))).toEqual([]);
    });

    it.each([
      ['tr', 'Hediye kola 0,5 l', 'Poşet', 'Margarita'],
      ['de', 'Cola 0,5 l gratis', 'Tüte', 'Margherita'],
    ])('PUT /api/cart: lines, gifts and packages in %s', async (lang, gift, bag, line) => {
      const v = visitor(ctx.app, { brand: 'pizza', cookies: { language: lang } });
      const { answer } = await menuIn(lang, {
        city_id: moscow.id,
        order_type: 'takeaway',
        shop_id: moscow.centreShop.id,
      });
      const context = { city_id: moscow.id, order_type: 'takeaway', shop_id: moscow.centreShop.id };
      for (let i = 0; i < 4; i++) {
        const added = await v.put('/api/cart/add', {
          ...context,
          product_key: String(productByAlias(answer, 'margherita').id),
        });
        expect(added.statusCode, added.body).toBe(200);
      }
      const { cart } = cartResponseSchema.parse((await v.put('/api/cart', context)).json());
      const json = JSON.stringify(cart);
      expect(Object.values(cart.products).map((product) => product.name)).toContain(line);
      expect(json).toContain(gift);
      expect(cart.packages.map((item) => item.name)).toContain(bag);
    });

    it('an order keeps the names of the language it was placed in; read later in another language, its lines come in the reader’s', async () => {
      const world = await checkoutWorld(ctx.app);
      const v = visitor(ctx.app, { brand: 'pizza', cookies: { language: 'de' } });
      const added = await v.put('/api/cart/add', {
        city_id: world.moscow.id,
        order_type: 'takeaway',
        shop_id: world.moscow.centreShop.id,
        product_key: String(world.ids['four-cheese']),
        count: 2,
      });
      expect(added.statusCode, added.body).toBe(200);
      await signIn(ctx.database, v);
      const placed = await v.post('/api/order/create', orderBody(world, { username: 'Anna' }));
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json() as { order_id?: number; id?: number; order?: { id: number } };
      const id = orderId.order_id ?? orderId.id ?? orderId.order?.id;
      expect(id).toBeDefined();
      // Stored as placed: in German.
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id!));
      expect(JSON.stringify(row?.cart)).toContain('Quattro Formaggi');
      // Read in German, the lines are German; read later in Russian, Russian (the reader may not read
      // the language the order was placed in).
      const german = await v.get(`/api/order/${id}`);
      expect(german.body).toContain('Quattro Formaggi');
      v.cookies.set('language', 'ru');
      const read = await v.get(`/api/order/${id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.body).toContain('Четыре сыра');
      expect(read.body).not.toContain('Quattro Formaggi');
      // The list's rows carry no product names, only the place: in the reader's language.
      const list = await v.get('/api/user/orders');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.body).toContain(`"order_id":${id}`);
    });
  },
  { app: { now: () => NOW } },
);
