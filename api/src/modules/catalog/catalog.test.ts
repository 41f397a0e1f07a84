import { gunzipSync } from 'node:zlib';
import { productsResponseSchema, relatedProductsResponseSchema } from '@storefront/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { type CityFacts, cityFacts, menu, productByAlias } from '../../test/world';

describeEachDatabase('catalog', (ctx) => {
  let moscow: CityFacts;
  let kyiv: CityFacts;
  let berlin: CityFacts;
  beforeAll(async () => {
    moscow = await cityFacts(ctx.app, 'moscow');
    kyiv = await cityFacts(ctx.app, 'kyiv');
    berlin = await cityFacts(ctx.app, 'berlin');
  });

  describe('POST /api/products', () => {
    it('answers 12+ groups and 120+ products of the pizza brand with pictures, in the contract shape', async () => {
      const answer = await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' });
      expect(answer.product_groups.length).toBeGreaterThanOrEqual(12);
      const products = answer.product_groups.flatMap((group) => group.products);
      expect(products.length).toBeGreaterThanOrEqual(120);
      for (const product of products) {
        expect(product.images?.small).toMatchObject({ width: 400, height: 400 });
        expect(product.quantity).toBe(100 - product.sale_multiplicity);
      }
      expect(answer.popular_products.length).toBeGreaterThan(0);
      expect(answer.product_groups.filter((group) => group.show_on_main).length).toBeGreaterThanOrEqual(1);
    });

    it('answers the lavash brand menu of 120+ products', async () => {
      const lavash = await cityFacts(ctx.app, 'moscow', 'lavash');
      const answer = await menu(
        ctx.app,
        { city_id: lavash.id, order_type: 'takeaway', shop_id: lavash.centreShop.id },
        'lavash',
      );
      expect(answer.product_groups.length).toBeGreaterThanOrEqual(12);
      expect(answer.product_groups.flatMap((group) => group.products).length).toBeGreaterThanOrEqual(120);
    });

    it.each([
      ['rolls', 'saint-petersburg', 'rolls'],
      ['wok', 'novosibirsk', 'wok'],
      ['shawarma', 'istanbul', 'shawarma'],
    ])('serves the lighter %s brand in %s', async (brand, city, group) => {
      const facts = await cityFacts(ctx.app, city, brand);
      const answer = await menu(ctx.app, { city_id: facts.id, order_type: 'delivery' }, brand);
      expect(answer.product_groups.map((g) => g.alias)).toContain(group);
      expect(answer.product_groups.flatMap((g) => g.products).length).toBeGreaterThanOrEqual(30);
      expect(answer.popular_products.length).toBeGreaterThan(0);
    });

    it('carries discounts, accents, sale multiplicity, nutrition, allergens and modifiers', async () => {
      const answer = await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' });
      const pesto = productByAlias(answer, 'pesto');
      expect(pesto.discount).toBe(15);
      expect(pesto.price).toBeLessThan(pesto.basic_price);
      expect(pesto.allergens).toEqual(expect.arrayContaining(['молоко', 'орехи']));
      const nuggets = productByAlias(answer, 'nuggets');
      expect(nuggets.sale_multiplicity).toBe(6);
      expect(nuggets.quantity).toBe(94);
      const pepperoni = productByAlias(answer, 'pepperoni');
      expect(pepperoni.accent).toBe('hit');
      expect(pepperoni.nutritional_value?.kilocalories).toBeGreaterThan(0);
      expect(pepperoni.modifiers.available).toBe(true);
      const size = pepperoni.modifiers.groups.find((group) => group.name === 'Размер')!;
      expect(size).toMatchObject({ min: 1, max: 1 });
      // Required single-click groups open with their first choice made.
      expect(size.modifiers[0]?.count).toBe(1);
      const toppings = pepperoni.modifiers.groups.find((group) => group.max === 5)!;
      expect(toppings.modifiers.some((modifier) => modifier.type === 'stop')).toBe(true);
      expect(pepperoni.has_related_products).toBe(true);
    });

    it('leaves out what a shop does not sell and flags what is on stop', async () => {
      const centre = await menu(ctx.app, {
        city_id: moscow.id,
        order_type: 'takeaway',
        shop_id: moscow.centreShop.id,
      });
      const district = await menu(ctx.app, {
        city_id: moscow.id,
        order_type: 'takeaway',
        shop_id: moscow.districtShop.id,
      });
      const groupsOf = (answer: typeof centre) => answer.product_groups.map((group) => group.alias);
      expect(groupsOf(centre)).toEqual(expect.arrayContaining(['baked-rolls', 'wok']));
      expect(groupsOf(district)).not.toContain('baked-rolls');
      expect(groupsOf(district)).not.toContain('wok');
      expect(productByAlias(centre, 'hawaiian').type).toBe('stop');
      expect(productByAlias(district, 'hawaiian').type).toBe('default');
    });

    it('uses the kitchen of the delivery zone', async () => {
      const outer = await menu(ctx.app, {
        city_id: moscow.id,
        order_type: 'delivery',
        delivery_zone_id: moscow.zones.outer,
      });
      expect(outer.product_groups.map((group) => group.alias)).not.toContain('wok');
    });

    it('prices in the city currency', async () => {
      const rub = productByAlias(
        await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' }),
        'margherita',
      );
      const eur = productByAlias(
        await menu(ctx.app, { city_id: berlin.id, order_type: 'delivery' }),
        'margherita',
      );
      expect(rub.price).toBe(449);
      expect(eur.price).toBeGreaterThan(1);
      expect(eur.price).toBeLessThan(20);
    });

    it('answers an ETag and 304 when it has not changed', async () => {
      const body = { city_id: moscow.id, order_type: 'delivery' };
      const first = await ctx.app.inject({ method: 'POST', url: '/api/products', payload: body });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: body,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('compresses the menu when the client accepts it', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: { city_id: moscow.id, order_type: 'delivery' },
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      const plain = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
      expect(productsResponseSchema.parse(plain).product_groups.length).toBeGreaterThan(0);
      expect(response.rawPayload.length).toBeLessThan(60_000);
    });

    it.each([
      ['an unknown city', { city_id: 999_999, order_type: 'delivery' }, 'city_id'],
      ['a shop of another city', 'other-shop', 'shop_id'],
      ['a zone of another city', 'other-zone', 'delivery_zone_id'],
      ['takeaway where there is none', 'kyiv-takeaway', 'order_type'],
      ['no order type', { city_id: 1 }, 'order_type'],
      ['a text city id', { city_id: 'moscow', order_type: 'delivery' }, 'city_id'],
    ])('answers 422 with the field for %s', async (_label, body, field) => {
      const payload =
        body === 'other-shop'
          ? { city_id: moscow.id, order_type: 'takeaway', shop_id: kyiv.centreShop.id }
          : body === 'other-zone'
            ? { city_id: moscow.id, order_type: 'delivery', delivery_zone_id: kyiv.zones.centre }
            : body === 'kyiv-takeaway'
              ? { city_id: kyiv.id, order_type: 'takeaway' }
              : body;
      const response = await ctx.app.inject({ method: 'POST', url: '/api/products', payload });
      const error = expectErrorBody(response, 422, 'validation');
      expect(error.errors[field]).toBeDefined();
    });
  });

  describe('POST /api/products/get-related-products', () => {
    it('suggests sauces and drinks with pizzas, sellable in the context', async () => {
      const answer = await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' });
      const pizzaGroup = answer.product_groups.find((group) => group.alias === 'pizza')!;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/products/get-related-products',
        payload: { city_id: moscow.id, order_type: 'delivery', product_groups_ids: [pizzaGroup.id] },
      });
      expect(response.statusCode).toBe(200);
      const products = relatedProductsResponseSchema.parse(response.json());
      expect(products.length).toBeGreaterThanOrEqual(6);
      expect(products.every((product) => product.type === 'related')).toBe(true);
      expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    });

    it('answers an empty list for groups with nothing related or unknown groups', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/products/get-related-products',
        payload: { city_id: moscow.id, order_type: 'delivery', product_groups_ids: [999_999] },
      });
      expect(response.json()).toEqual([]);
    });

    it('answers 422 without product_groups_ids', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/products/get-related-products',
        payload: { city_id: moscow.id, order_type: 'delivery' },
      });
      expect(expectErrorBody(response, 422, 'validation').errors.product_groups_ids).toBeDefined();
    });
  });

  describe('GET /api/media', () => {
    it('serves a seeded picture as a small SVG with its size and a year of caching', async () => {
      const answer = await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' });
      const url = answer.product_groups[0]!.products[0]!.images!.small.url;
      const response = await ctx.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg [^>]*width="400" height="400"/);
      expect(response.body.length).toBeLessThan(20_000);
    });

    it("serves each product its own drawn SVG, immutable under the menu's versioned URL, with an ETag", async () => {
      const answer = await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' });
      const products = answer.product_groups.flatMap((group) => group.products);
      const pictured = products.filter((product) => product.images);
      expect(pictured.length).toBe(products.length);
      for (const product of pictured) {
        expect(product.images!.small.url).toMatch(
          new RegExp(`^/api/media/products/${product.id}/400x400\\.svg\\?v=[0-9a-f]{12}$`),
        );
        expect(product.images!.big).toMatchObject({ width: 800, height: 800 });
      }
      const margherita = productByAlias(answer, 'margherita');
      const pepperoni = productByAlias(answer, 'pepperoni');
      expect(margherita.product_group_id).toBe(pepperoni.product_group_id);
      const [first, second, big] = await Promise.all([
        ctx.app.inject(margherita.images!.small.url),
        ctx.app.inject(pepperoni.images!.small.url),
        ctx.app.inject(margherita.images!.big.url),
      ]);
      for (const response of [first, second, big]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.etag).toMatch(/^"[0-9a-f]{12}-\d+x\d+"$/);
        expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
      }
      expect(first.body).not.toBe(second.body);
      expect(first.body).toMatch(/^<svg [^>]*width="400" height="400"/);
      expect(first.body).toContain('<title>Маргарита</title>');
      expect(big.body).toMatch(/^<svg [^>]*width="800" height="800"/);
      const again = await ctx.app.inject({
        url: margherita.images!.small.url,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Without the version (or with an old one) the current picture, revalidated rather than kept.
      const unversioned = await ctx.app.inject(
        `/api/media/products/${margherita.id}/400x400.svg?v=000000000000`,
      );
      expect(unversioned.statusCode).toBe(200);
      expect(unversioned.body).toBe(first.body);
      expect(unversioned.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    });

    it('serves a distinct picture for every product of the menu', async () => {
      const answer = await menu(ctx.app, { city_id: moscow.id, order_type: 'delivery' });
      const products = answer.product_groups.flatMap((group) => group.products);
      const bodies = new Set<string>();
      for (const product of products) {
        const response = await ctx.app.inject(product.images!.small.url);
        expect(response.statusCode, product.alias).toBe(200);
        bodies.add(response.body);
      }
      expect(bodies.size).toBe(products.length);
    });

    it.each([
      '/api/media/products/999999/400x400.svg',
      '/api/media/products/999999/400x400.svg?v=abc',
      '/api/media/products/1/401x400.svg',
    ])('answers %s with the §8 404 body', async (url) => {
      expectErrorBody(await ctx.app.inject(url), 404, 'not_found');
    });

    it.each([
      '/api/media/emoji/no-such-icon/fff1e6/400x400.svg',
      '/api/media/emoji/pizza/fff1e6/401x400.svg',
      '/api/media/emoji/pizza/zzzzzz/400x400.svg',
      '/api/media/emoji/..%2Fetc/fff1e6/400x400.svg',
    ])('answers 404 or 422 for %s, never 500', async (url) => {
      const response = await ctx.app.inject(url);
      expect([404, 422]).toContain(response.statusCode);
    });
  });
});
