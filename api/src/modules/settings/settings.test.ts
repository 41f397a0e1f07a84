import { settingsResponseSchema } from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { brands, cities } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';

describeEachDatabase('GET /api/settings', (ctx) => {
  it('answers the default brand (pizza) without a header', async () => {
    const response = await ctx.app.inject('/api/settings');
    expect(response.statusCode).toBe(200);
    const { settings } = settingsResponseSchema.parse(response.json());
    expect(settings.brand).toEqual({ alias: 'pizza', name: 'Pizza Point', has_bonus_program: true });
    expect(settings.customers.is_auth_enabled).toBe(true);
    expect(settings.languages[0]).toBe('ru');
    expect(settings.company_names.default).toBeTruthy();
    expect(response.headers.vary).toMatch(/x-brand/i);
  });

  it('answers the settings of the brand named in x-brand', async () => {
    const response = await ctx.app.inject({ url: '/api/settings', headers: { 'x-brand': 'lavash' } });
    const { settings } = settingsResponseSchema.parse(response.json());
    expect(settings.brand.alias).toBe('lavash');
    expect(settings.brand.has_bonus_program).toBe(false);
    expect(settings.order_types.show_switch_in_cart).toBe(true);
  });

  it('names legal entities by city id for cities run by another company', async () => {
    const { settings } = settingsResponseSchema.parse((await ctx.app.inject('/api/settings')).json());
    const cities = (await ctx.app.inject('/api/cities')).json() as {
      cities: { id: number; alias: string }[];
    };
    const berlin = cities.cities.find((city) => city.alias === 'berlin');
    expect(settings.company_names[String(berlin?.id)]).toBe('Pizza Point Berlin GmbH');
  });

  it('writes legal names as registered in every language: they are not translated', async () => {
    const ru = settingsResponseSchema.parse((await ctx.app.inject('/api/settings')).json()).settings;
    for (const language of ['de', 'uk', 'en', 'tr', 'uz']) {
      const response = await ctx.app.inject({ url: '/api/settings', cookies: { language } });
      const { settings } = settingsResponseSchema.parse(response.json());
      expect(settings.company_names).toEqual(ru.company_names);
    }
    expect(ru.company_names.default).toBe('ООО «Пицца Поинт»');
  });

  it('ignores a legal name written in another language in the data: the registered name, every language', async () => {
    const db = ctx.database.db;
    const [pizza] = await db.select().from(brands).where(eq(brands.alias, 'pizza'));
    const [berlin] = await db.select().from(cities).where(eq(cities.alias, 'berlin'));
    const before = { settings: pizza!.settings, translations: berlin!.translations };
    try {
      await db
        .update(brands)
        .set({ settings: { ...pizza!.settings, company_name_translations: { de: 'Pizza Point GmbH' } } })
        .where(eq(brands.id, pizza!.id));
      await db
        .update(cities)
        .set({ translations: { ...berlin!.translations, de: { companyName: 'Pizza Point Deutschland' } } })
        .where(eq(cities.id, berlin!.id));
      const response = await ctx.app.inject({ url: '/api/settings', cookies: { language: 'de' } });
      const { settings } = settingsResponseSchema.parse(response.json());
      expect(settings.company_names.default).toBe('ООО «Пицца Поинт»');
      expect(settings.company_names[String(berlin!.id)]).toBe('Pizza Point Berlin GmbH');
    } finally {
      await db.update(brands).set({ settings: before.settings }).where(eq(brands.id, pizza!.id));
      await db.update(cities).set({ translations: before.translations }).where(eq(cities.id, berlin!.id));
    }
  });

  it.each([
    ['an unknown brand', 'sushi'],
    ['a malformed brand', '../pizza'],
    ['an empty brand', ''],
  ])('answers 400 in the §8 shape for %s', async (_label, brand) => {
    const response = await ctx.app.inject({ url: '/api/settings', headers: { 'x-brand': brand } });
    const body = expectErrorBody(response, 400, 'unknown_brand');
    expect(body.errors.brand).toBeDefined();
  });

  it('answers 400 for an unknown brand on the cities routes too', async () => {
    const response = await ctx.app.inject({ url: '/api/cities', headers: { 'x-brand': 'sushi' } });
    expectErrorBody(response, 400, 'unknown_brand');
  });
});
