import { shopsResponseSchema } from '@storefront/shared/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { cityFacts } from '../../test/world';

describeEachDatabase(
  'GET /api/shops',
  (ctx) => {
    it('lists the city’s shops with tags, legal data and one on stop', async () => {
      const moscow = await cityFacts(ctx.app, 'moscow');
      const response = await ctx.app.inject(`/api/shops?city_id=${moscow.id}`);
      expect(response.statusCode).toBe(200);
      const { shops } = shopsResponseSchema.parse(response.json());
      expect(shops).toHaveLength(3);
      expect(shops.filter((shop) => shop.type === 'stop')).toHaveLength(1);
      expect(shops[0]).toMatchObject({
        city_id: moscow.id,
        type: 'default',
        address: { street: 'Тверская улица, 3' },
        tags: ['pizza', 'hot-rolls', 'baked-rolls', 'wok'],
        company_name: 'ООО «Пицца Поинт»',
      });
      expect(shops[0]?.inn).toMatch(/^\d{10}$/);
      expect(shops[0]?.ogrn).toMatch(/^\d{13}$/);
      expect(shops[0]?.popular_products.length).toBeGreaterThan(0);
      expect(shops.find((shop) => shop.type === 'stop')?.alert).toMatch(/не принимает/);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=60/);
    });

    it('sends the weekly routine with the night shift, the dated month and the exceptions', async () => {
      const moscow = await cityFacts(ctx.app, 'moscow');
      const [centre, district] = moscow.shops;
      expect(centre?.schedule.default['5']).toEqual({
        working_time: '10:00–04:00',
        working_minutes: [{ from: 600, to: 1680 }],
      });
      expect(district?.schedule.default['1']).toEqual({ working_time: '', working_minutes: [] });
      expect(district?.schedule.default['7']?.working_minutes).toHaveLength(2);
      const dates = Object.keys(centre!.schedule.month);
      expect(dates[0]).toBe('2026-12-20');
      expect(dates).toHaveLength(31);
      expect(centre?.schedule.custom['2026-12-31']).toEqual({ working_time: '10:00–18:00' });
      expect(district?.schedule.month['2026-12-21']?.order_minutes).toEqual([]); // a Monday
    });

    it('uses the legal entity of franchise cities', async () => {
      const kazan = await cityFacts(ctx.app, 'kazan');
      expect(kazan.centreShop.company_name).toBe('ИП Галиев Р. Р.');
    });

    it.each([
      ['no city id', '/api/shops'],
      ['a text city id', '/api/shops?city_id=moscow'],
      ['an unknown city', '/api/shops?city_id=999999'],
      ['a negative city id', '/api/shops?city_id=-1'],
    ])('answers 422 for %s', async (_label, url) => {
      expect(expectErrorBody(await ctx.app.inject(url), 422).errors.city_id).toBeDefined();
    });

    it('answers only the brand’s own shops', async () => {
      const lavash = await cityFacts(ctx.app, 'moscow', 'lavash');
      const pizza = await cityFacts(ctx.app, 'moscow');
      expectErrorBody(await ctx.app.inject({ url: `/api/shops?city_id=${lavash.id}` }), 422);
      expect(lavash.shops.map((shop) => shop.id)).not.toContain(pizza.centreShop.id);
    });
  },
  { app: { now: () => new Date('2026-12-20T09:00:00Z') } },
);
