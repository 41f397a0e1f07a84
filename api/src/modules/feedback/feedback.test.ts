import { feedbackResponseSchema } from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { feedbackRequests } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { FORMS_PER_ADDRESS, FORMS_PER_PHONE } from './routes';

const post = (url: string, payload: InjectOptions['payload']) => ({
  method: 'POST' as const,
  url: `/api/feedback/${url}`,
  payload,
});

describeEachDatabase('feedback forms', (ctx) => {
  const stored = async (id: number) =>
    (await ctx.database.db.select().from(feedbackRequests).where(eq(feedbackRequests.id, id)))[0];

  it('stores a call-me-back request with the phone in digits and answers 200', async () => {
    const response = await ctx.app.inject(
      post('call-me-back', { name: ' Анна ', phone: '+7 (912) 345-67-89' }),
    );
    expect(response.statusCode).toBe(200);
    const { id } = feedbackResponseSchema.parse(response.json());
    expect(await stored(id)).toMatchObject({
      kind: 'call_me_back',
      phone: '79123456789',
      payload: { name: 'Анна' },
    });
  });

  it('stores a question, a supplier request and a landlord request', async () => {
    const question = await ctx.app.inject(
      post('questions', {
        name: 'Пётр',
        phone: '79031234567',
        email: 'petr@example.com',
        message: 'Есть ли веганская пицца?',
      }),
    );
    expect(question.statusCode).toBe(200);
    const supplier = await ctx.app.inject(
      post('supplier-request', {
        name: 'Ольга',
        phone: '79161112233',
        email: '',
        city_name: 'Москва',
        company: 'ООО «Сыроварня»',
        product_category: 'Сыры',
      }),
    );
    expect(supplier.statusCode).toBe(200);
    const landlord = await ctx.app.inject(
      post('landlord-request', {
        name: 'Игорь',
        phone: '79162223344',
        city_name: 'Москва',
        shop: 'ТЦ',
        square: '64',
      }),
    );
    expect(landlord.statusCode).toBe(200);
    const row = await stored(feedbackResponseSchema.parse(landlord.json()).id);
    expect(row?.payload).toMatchObject({ square: 64, shop: 'ТЦ' });
  });

  it('answers every missing field in the §8 shape with translatable keys (spec §5)', async () => {
    const body = expectErrorBody(
      await ctx.app.inject(post('supplier-request', { name: '', phone: '+7 (' })),
      422,
    );
    expect(body.errors).toMatchObject({
      name: ['validation.required'],
      phone: ['validation.required'],
      city_name: ['validation.required'],
      company: ['validation.required'],
      product_category: ['validation.required'],
    });
    const landlord = expectErrorBody(
      await ctx.app.inject(
        post('landlord-request', {
          name: 'A',
          phone: '79162223344',
          city_name: 'M',
          shop: 'S',
          square: 'много',
        }),
      ),
      422,
    );
    expect(landlord.errors.square).toEqual(['validation.number']);
    const question = expectErrorBody(
      await ctx.app.inject(post('questions', { name: 'A', phone: '79031234567', email: 'x@', message: 'Q' })),
      422,
    );
    expect(question.errors.email).toEqual(['validation.email']);
  });

  it('accepts a notify-me request for an address in one of the brand cities', async () => {
    const response = await ctx.app.inject(
      post('unavailable-delivery-address', {
        phone: '+7 916 123-45-67',
        city_id: 1,
        coordinates: { latitude: 55.8, longitude: 37.8 },
        address: 'Москва, Щёлковское шоссе, 20',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await stored(feedbackResponseSchema.parse(response.json()).id)).toMatchObject({
      kind: 'unavailable_address',
      cityId: 1,
    });
  });

  it('refuses a notify-me request for a city the brand does not serve', async () => {
    const body = expectErrorBody(
      await ctx.app.inject(
        post('unavailable-delivery-address', {
          phone: '79161234567',
          city_id: 99_999,
          coordinates: { latitude: 55.8, longitude: 37.8 },
        }),
      ),
      422,
    );
    expect(body.errors.city_id).toBeDefined();
  });

  it('never answers 5xx to malformed bodies', async () => {
    for (const payload of [
      'null',
      [],
      'text',
      { name: 1, phone: {} },
      { name: 'A'.repeat(5000), phone: '7'.repeat(40) },
    ]) {
      for (const url of [
        'call-me-back',
        'questions',
        'supplier-request',
        'landlord-request',
        'unavailable-delivery-address',
      ]) {
        const response = await ctx.app.inject(post(url, payload));
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('takes a handful of posts from one address, then answers 429 with Retry-After', async () => {
    const from = (i: number) => ({
      ...post('call-me-back', { name: 'Спам', phone: `7900${String(i).padStart(7, '0')}` }),
      remoteAddress: '198.51.100.7',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await ctx.app.inject(from(i))).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(FORMS_PER_ADDRESS.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - FORMS_PER_ADDRESS.max);
    const refused = await ctx.app.inject(from(301));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(expectErrorBody(refused, 429, 'rate_limited').errors.phone).toHaveLength(1);
  });

  it('takes a few call-backs for one number from any number of addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await ctx.app.inject({
        ...post('call-me-back', { name: 'Кто-то', phone: '+7 901 555-00-11' }),
        remoteAddress: `203.0.113.${i % 5}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(FORMS_PER_PHONE.max);
  });
});
