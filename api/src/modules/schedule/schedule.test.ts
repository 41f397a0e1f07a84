import {
  type IntervalsResponse,
  intervalsResponseSchema,
  timeSettingsResponseSchema,
} from '@storefront/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../http/types';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { type CityFacts, cityFacts } from '../../test/world';
import { occupySlot } from './repo';

describeEachDatabase('schedule', (ctx) => {
  const apps: App[] = [];
  /** The API with its clock at `iso`. */
  const at = async (iso: string) => {
    const app = await buildApp({ db: ctx.database, rateLimit: false, now: () => new Date(iso) });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  let moscow: CityFacts;
  let novosibirsk: CityFacts;
  let berlin: CityFacts;
  beforeAll(async () => {
    moscow = await cityFacts(ctx.app, 'moscow');
    novosibirsk = await cityFacts(ctx.app, 'novosibirsk');
    berlin = await cityFacts(ctx.app, 'berlin');
  });

  const intervals = async (app: App, body: object, cookies?: string): Promise<IntervalsResponse> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/schedule/intervals',
      payload: body,
      ...(cookies ? { headers: { cookie: cookies } } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return intervalsResponseSchema.parse(response.json());
  };
  const takeaway = (city: CityFacts, shop = city.centreShop) => ({
    city_id: city.id,
    order_type: 'takeaway',
    shop_id: shop.id,
  });

  describe('POST /api/schedule/intervals', () => {
    it('offers takeaway intervals after the cooking time, in the city time zone', async () => {
      const app = await at('2026-03-06T09:00:00Z'); // Friday: 12:00 Moscow, 16:00 Novosibirsk, 10:00 Berlin
      const msk = await intervals(app, takeaway(moscow));
      expect(msk.date_today).toBe('2026-03-06');
      expect(msk.intervals[0]).toMatchObject({
        id: '2026-03-06_750',
        title: '12:30–13:00',
        disabled: false,
        date: '2026-03-06',
      });
      expect(msk.intervals[0]?.day_name).toBe('пятница');
      const nsk = await intervals(app, takeaway(novosibirsk));
      expect(nsk.intervals[0]?.title).toBe('16:30–17:00');
      const ber = await intervals(app, takeaway(berlin));
      expect(ber.intervals[0]?.title).toBe('10:30–11:00');
      // Three wall clocks, one instant.
      const start = msk.intervals[0]!.start_timestamp;
      expect(nsk.intervals[0]?.start_timestamp).toBe(start);
      expect(ber.intervals[0]?.start_timestamp).toBe(start);
      expect(new Date(start * 1000).toISOString()).toBe('2026-03-06T09:30:00.000Z');
    });

    it('adds the road to delivery, by zone', async () => {
      const app = await at('2026-03-06T09:00:00Z');
      const centre = await intervals(app, {
        city_id: moscow.id,
        order_type: 'delivery',
        delivery_zone_id: moscow.zones.centre,
      });
      const outer = await intervals(app, {
        city_id: moscow.id,
        order_type: 'delivery',
        delivery_zone_id: moscow.zones.outer,
      });
      expect(centre.intervals[0]?.title).toBe('13:00–13:30');
      expect(outer.intervals[0]?.title).toBe('13:30–14:00');
    });

    it('keeps the night shift before 04:00 on the previous day', async () => {
      const app = await at('2026-03-06T22:30:00Z'); // 01:30 on Saturday in Moscow
      const answer = await intervals(app, takeaway(moscow));
      expect(answer.date_today).toBe('2026-03-06');
      expect(answer.intervals.map((interval) => interval.title)).toEqual([
        '02:00–02:30',
        '02:30–03:00',
        '03:00–03:30',
        '03:30–04:00',
      ]);
      expect(answer.intervals[0]).toMatchObject({ id: '2026-03-06_1560', date: '2026-03-06' });
      expect(new Date(answer.intervals[0]!.start_timestamp * 1000).toISOString()).toBe(
        '2026-03-06T23:00:00.000Z',
      );
      expect(answer.dates[0]).toMatchObject({ date_string: '2026-03-06', is_today: true });
      expect(answer.dates[1]).toMatchObject({ date_string: '2026-03-07', is_tomorrow: true });
    });

    it('has no intervals on a closed day and leaves the day out of the dates', async () => {
      const app = await at('2026-03-06T09:00:00Z');
      const district = takeaway(moscow, moscow.districtShop); // closed on Mondays
      const monday = await intervals(app, { ...district, date: '2026-03-09' });
      expect(monday).toMatchObject({ intervals: [], code: 'closed' });
      expect(monday.message).toMatch(/не работаем/);
      expect(monday.dates.map((slot) => slot.date_string)).not.toContain('2026-03-09');
      expect(monday.dates).toHaveLength(6);
    });

    it('says the order cannot be ready today once the last window has passed', async () => {
      const app = await at('2026-03-05T20:45:00Z'); // Thursday 23:45 in Moscow, windows until 23:00
      const answer = await intervals(app, takeaway(moscow));
      expect(answer).toMatchObject({ intervals: [], code: 'no_intervals_today' });
      const tomorrow = await intervals(app, { ...takeaway(moscow), date: '2026-03-06' });
      expect(tomorrow.intervals[0]?.title).toBe('10:00–10:30');
    });

    it('answers the §8 messages when every slot is taken', async () => {
      const app = await at('2026-03-06T17:00:00Z'); // 20:00 in Moscow
      const before = await intervals(app, takeaway(moscow));
      for (const interval of before.intervals) {
        const start = Number(interval.id.split('_')[1]);
        for (let i = 0; i < 8; i++)
          await occupySlot(
            ctx.database.db,
            { orderType: 'takeaway', scopeId: moscow.centreShop.id, date: interval.date },
            start,
            8,
          );
      }
      expect(
        await occupySlot(
          ctx.database.db,
          { orderType: 'takeaway', scopeId: moscow.centreShop.id, date: '2026-03-06' },
          Number(before.intervals[0]!.id.split('_')[1]),
          8,
        ),
      ).toBe(false);
      const full = await intervals(app, takeaway(moscow));
      expect(full.intervals.every((interval) => interval.disabled)).toBe(true);
      expect(full.code).toBe('slots_taken');
      expect(full.message).toBe('Все слоты заняты. Будем рады приготовить ваш заказ в другой день.');
      const english = await app.inject({
        method: 'POST',
        url: '/api/schedule/intervals',
        payload: takeaway(moscow),
        headers: { cookie: 'language=en' },
      });
      expect(english.json().message).toBe(
        'All slots are taken. We will be glad to prepare your order another day.',
      );
    });

    it('answers the delivery wording when every delivery slot of the zone is taken', async () => {
      const app = await at('2026-03-06T18:30:00Z'); // 21:30 in Moscow
      const body = { city_id: moscow.id, order_type: 'delivery', delivery_zone_id: moscow.zones.outer };
      for (const interval of (await intervals(app, body)).intervals) {
        const start = Number(interval.id.split('_')[1]);
        for (let i = 0; i < 8; i++)
          await occupySlot(
            ctx.database.db,
            { orderType: 'delivery', scopeId: moscow.zones.outer!, date: interval.date },
            start,
            8,
          );
      }
      const full = await intervals(app, { ...body, date: '2026-03-06' });
      expect(full.code).toBe('slots_taken');
      expect(full.message).toBe(
        'Все слоты доставки уже заняты. Но мы готовы доставить ваш заказ в другой день.',
      );
      const german = await intervals(app, body, 'language=de');
      expect(german.code).toBe('slots_taken');
      expect(german.message).toBe(
        'Alle Lieferzeiten sind vergeben. Wir liefern Ihre Bestellung gern an einem anderen Tag.',
      );
      const english = await intervals(app, body, 'language=fr');
      expect(english.code).toBe('slots_taken');
      expect(english.message).toBe(
        'All delivery slots are already taken. But we are ready to deliver your order on another day.',
      );
    });

    it('says a stopped shop is not accepting orders today but takes them for tomorrow', async () => {
      const app = await at('2026-03-06T09:00:00Z');
      const today = await intervals(app, takeaway(moscow, moscow.stoppedShop));
      expect(today).toMatchObject({ intervals: [], code: 'shop_not_accepting' });
      const tomorrow = await intervals(app, { ...takeaway(moscow, moscow.stoppedShop), date: '2026-03-07' });
      expect(tomorrow.intervals.length).toBeGreaterThan(0);
    });

    it('uses the session cart’s context when the body names none', async () => {
      const app = await at('2026-03-06T09:00:00Z');
      const set = await app.inject({
        method: 'POST',
        url: '/api/shops/set',
        payload: { shop_id: moscow.centreShop.id },
      });
      const cookie = set.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect((await intervals(app, {}, cookie)).intervals[0]?.title).toBe('12:30–13:00');
    });

    it.each([
      ['a date in the past', { date: '2026-03-01' }, 'date'],
      ['a date beyond the week', { date: '2026-03-20' }, 'date'],
      ['a malformed date', { date: '06.03.2026' }, 'date'],
    ])('answers 422 for %s', async (_label, extra, field) => {
      const app = await at('2026-03-06T09:00:00Z');
      const response = await app.inject({
        method: 'POST',
        url: '/api/schedule/intervals',
        payload: { ...takeaway(moscow), ...extra },
      });
      expect(expectErrorBody(response, 422).errors[field]).toBeDefined();
    });

    it.each([
      ['ru', 'На эту дату заказать нельзя.'],
      ['en', 'Orders cannot be placed for this date.'],
      ['tr', 'Bu tarih için sipariş verilemez.'],
      ['uz', 'Bu sanaga buyurtma berib boʻlmaydi.'],
      ['de', 'Für dieses Datum kann nicht bestellt werden.'],
      ['uk', 'На цю дату замовити не можна.'],
    ])('refuses a date beyond the week in the cookie language %s', async (language, message) => {
      const app = await at('2026-03-06T09:00:00Z');
      const response = await app.inject({
        method: 'POST',
        url: '/api/schedule/intervals',
        payload: { ...takeaway(moscow), date: '2026-03-20' },
        headers: { cookie: `language=${language}` },
      });
      expect(expectErrorBody(response, 422, 'validation').errors.date).toEqual([message]);
    });

    it('needs a shop for takeaway and a context at all', async () => {
      const app = await at('2026-03-06T09:00:00Z');
      const noShop = await app.inject({
        method: 'POST',
        url: '/api/schedule/intervals',
        payload: { city_id: moscow.id, order_type: 'takeaway' },
      });
      expect(expectErrorBody(noShop, 422, 'shopNotSelected').errors.shop_id).toBeDefined();
      const nothing = await app.inject({ method: 'POST', url: '/api/schedule/intervals', payload: {} });
      expect(expectErrorBody(nothing, 422).errors.city_id).toBeDefined();
    });
  });

  describe('POST /api/schedule/time-settings', () => {
    it('lists picker times every 15 minutes after the lead time, with cooking and road minutes', async () => {
      const app = await at('2026-03-06T09:00:00Z');
      const response = await app.inject({
        method: 'POST',
        url: '/api/schedule/time-settings',
        payload: { city_id: moscow.id, order_type: 'delivery', delivery_zone_id: moscow.zones.outer },
      });
      const body = timeSettingsResponseSchema.parse(response.json());
      expect(body).toMatchObject({ cooking_time: 30, delivery_time: 50 });
      expect(body.time_list[0]).toBe('13:30');
      expect(body.time_list[1]).toBe('13:45');
      expect(body.time_list.at(-1)).toBe('00:45');
    });

    it('has no road for takeaway and lists a future date from its opening', async () => {
      const app = await at('2026-03-06T09:00:00Z');
      const response = await app.inject({
        method: 'POST',
        url: '/api/schedule/time-settings',
        payload: { ...takeaway(moscow), date: '2026-03-07' },
      });
      const body = timeSettingsResponseSchema.parse(response.json());
      expect(body.delivery_time).toBe(0);
      expect(body.time_list[0]).toBe('10:00');
    });

    it('answers 422 without a city', async () => {
      const app = await at('2026-03-06T09:00:00Z');
      const response = await app.inject({
        method: 'POST',
        url: '/api/schedule/time-settings',
        payload: { order_type: 'delivery' },
      });
      expect(expectErrorBody(response, 422, 'validation').errors.city_id).toBeDefined();
    });
  });
});
