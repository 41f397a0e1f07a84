// Sign-in codes through SMS.ru (Russian numbers: a flash call whose last four digits are the code,
// SMS as fallback) and Twilio Verify (other countries), each against its local fake over real HTTP:
// first the adapters alone, then the API's login → check-verification-code with them.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../http/types';
import { checkCode, client, login } from '../../modules/user/testing';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { expectErrorBody } from '../../test/expect-error-body';
import { cityFacts } from '../../test/world';
import { SmsRuOtpProvider } from './smsru';
import { type SmsRuFake, startSmsRuFake } from './smsru.fake';
import { RoutedOtpProvider, TwilioVerifyOtpProvider } from './twilio';
import { startTwilioFake, type TwilioFake } from './twilio.fake';
import { OtpDeliveryError } from './types';

const SMSRU_KEY = 'smsru-test-api-id';
const TWILIO = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'twilio-test-token',
  serviceSid: 'VA0123456789abcdef0123456789abcdef',
};
let phones = 0;
const ruPhone = () => `7916${String(++phones).padStart(7, '0')}`;
const trPhone = () => `90532${String(++phones).padStart(7, '0')}`;
const message = (phone: string, channel: 'call' | 'sms' = 'call') => ({
  brand: 'pizza',
  phone,
  channel,
  code: '4321',
  ip: '203.0.113.9',
});
const EN = { cookies: { language: 'en' } };
const refusedAs = (kind: OtpDeliveryError['kind']) =>
  expect.objectContaining({ name: 'OtpDeliveryError', kind });

describe('SMS.ru adapter against its fake', () => {
  let fake: SmsRuFake;
  let smsru: SmsRuOtpProvider;
  beforeAll(async () => {
    fake = await startSmsRuFake({ apiId: SMSRU_KEY });
    smsru = new SmsRuOtpProvider({ apiId: SMSRU_KEY, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('call: the code is the last four digits of the number that calls, sent with the visitor IP', async () => {
    const phone = ruPhone();
    const sent = await smsru.send(message(phone));
    const call = fake.calls.find((c) => c.phone === phone)!;
    expect(sent.code).toBe(call.from.slice(-4));
    expect(call.ip).toBe('203.0.113.9');
    expect(fake.messages.some((m) => m.to === phone)).toBe(false);
  });

  it('sms: our code in the text', async () => {
    const phone = ruPhone();
    expect(await smsru.send(message(phone, 'sms'))).toEqual({ code: '4321' });
    expect(fake.messages.find((m) => m.to === phone)?.msg).toContain('4321');
  });

  it('calls down: falls back to an SMS with our code', async () => {
    fake.options.callsDown = true;
    try {
      const phone = ruPhone();
      expect(await smsru.send(message(phone))).toEqual({ code: '4321' });
      expect(fake.messages.find((m) => m.to === phone)?.msg).toContain('4321');
    } finally {
      fake.options.callsDown = false;
    }
  });

  it('maps its refusals: bad number, no balance, per-number limit, wrong api_id, a timeout', async () => {
    await expect(smsru.send(message('70001234567'))).rejects.toEqual(refusedAs('bad_number'));
    await expect(smsru.send(message('70001234567', 'sms'))).rejects.toEqual(refusedAs('bad_number'));
    fake.options.balance = 0;
    await expect(smsru.send(message(ruPhone()))).rejects.toEqual(refusedAs('unavailable'));
    fake.options.balance = 100;
    fake.options.perNumberLimit = 1;
    const phone = ruPhone();
    await smsru.send(message(phone));
    await expect(smsru.send(message(phone))).rejects.toEqual(refusedAs('rate_limited'));
    fake.options.perNumberLimit = undefined;
    await expect(
      new SmsRuOtpProvider({ apiId: 'wrong', apiUrl: fake.url }).send(message(ruPhone(), 'sms')),
    ).rejects.toEqual(refusedAs('unavailable'));
    const slow = await startSmsRuFake({ apiId: SMSRU_KEY, delayMs: 400 });
    try {
      const started = Date.now();
      await expect(
        new SmsRuOtpProvider({ apiId: SMSRU_KEY, apiUrl: slow.url, timeoutMs: 100 }).send(
          message(ruPhone(), 'sms'),
        ),
      ).rejects.toEqual(refusedAs('unavailable'));
      expect(Date.now() - started).toBeLessThan(380);
    } finally {
      await slow.close();
    }
  });
});

describe('Twilio Verify adapter against its fake', () => {
  let fake: TwilioFake;
  let twilio: TwilioVerifyOtpProvider;
  beforeAll(async () => {
    fake = await startTwilioFake({ ...TWILIO, maxSends: 2 });
    twilio = new TwilioVerifyOtpProvider({ ...TWILIO, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('sends by SMS or call and lets Twilio check its 4-digit code (ours is never sent)', async () => {
    const phone = trPhone();
    expect(await twilio.send(message(phone, 'call'))).toEqual({ checkedByProvider: true });
    const got = fake.delivered.find((d) => d.to === `+${phone}`)!;
    expect(got).toMatchObject({ channel: 'call', code: expect.stringMatching(/^\d{4}$/) });
    expect(await twilio.check({ phone, code: got.code === '0000' ? '0001' : '0000' })).toBe(false);
    expect(await twilio.check({ phone, code: got.code })).toBe(true);
    // Approved once: the verification is gone.
    expect(await twilio.check({ phone, code: got.code })).toBe(false);
  });

  it('maps its refusals: bad number, 429 after too many sends, bad credentials, a timeout', async () => {
    await expect(twilio.send(message('7000123', 'sms'))).rejects.toEqual(refusedAs('bad_number'));
    const phone = trPhone();
    await twilio.send(message(phone, 'sms'));
    await twilio.send(message(phone, 'sms'));
    await expect(twilio.send(message(phone, 'sms'))).rejects.toEqual(refusedAs('rate_limited'));
    const wrong = new TwilioVerifyOtpProvider({ ...TWILIO, authToken: 'nope', apiUrl: fake.url });
    await expect(wrong.send(message(trPhone(), 'sms'))).rejects.toEqual(refusedAs('unavailable'));
    const slow = await startTwilioFake({ ...TWILIO, delayMs: 400 });
    try {
      const impatient = new TwilioVerifyOtpProvider({ ...TWILIO, apiUrl: slow.url, timeoutMs: 100 });
      await expect(impatient.send(message(trPhone(), 'sms'))).rejects.toBeInstanceOf(OtpDeliveryError);
      await expect(impatient.check({ phone: trPhone(), code: '1234' })).rejects.toEqual(
        refusedAs('unavailable'),
      );
    } finally {
      await slow.close();
    }
  });
});

describe('sign-in through the API with SMS.ru for +7 and Twilio Verify elsewhere', () => {
  let smsFake: SmsRuFake;
  let twilioFake: TwilioFake;
  let testDb: TestDatabase;
  let app: App;
  let cityId: number;
  const logs: string[] = [];
  beforeAll(async () => {
    smsFake = await startSmsRuFake({ apiId: SMSRU_KEY });
    twilioFake = await startTwilioFake({ ...TWILIO, maxSends: 3 });
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      db: testDb.database,
      rateLimit: false,
      production: true,
      acquirerSecret: 'otp-providers-test-acquirer-secret',
      publicOrigin: 'https://shop.example',
      // Every level, so a code at any level would be caught below.
      logger: {
        level: 'trace',
        stream: new Writable({
          write(chunk, _encoding, done) {
            logs.push(String(chunk));
            done();
          },
        }),
      },
      now: () => new Date('2026-03-06T09:00:00Z'),
      otp: new RoutedOtpProvider([
        { prefixes: ['7'], provider: new SmsRuOtpProvider({ apiId: SMSRU_KEY, apiUrl: smsFake.url }) },
        { prefixes: 'rest', provider: new TwilioVerifyOtpProvider({ ...TWILIO, apiUrl: twilioFake.url }) },
      ]),
    });
    await app.ready();
    cityId = (await cityFacts(app, 'moscow')).id;
  });
  afterAll(async () => {
    await app?.close();
    await smsFake?.close();
    await twilioFake?.close();
    await testDb?.dispose();
  });

  it("a Russian number: called by SMS.ru, the caller number's last four digits sign in", async () => {
    const v = client(app);
    const phone = ruPhone();
    const twilioSends = twilioFake.delivered.length;
    expect((await login(v, cityId, phone, { notify_channel: 'call' })).statusCode).toBe(200);
    const code = smsFake.calls.find((c) => c.phone === phone)!.from.slice(-4);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expectErrorBody(await checkCode(v, wrong), 422, 'wrong_code');
    const ok = await checkCode(v, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(twilioFake.delivered.length).toBe(twilioSends);
  });

  it('a Turkish number: Twilio Verify sends and checks the code, SMS.ru is not used', async () => {
    const v = client(app);
    const phone = trPhone();
    const calls = smsFake.calls.length + smsFake.messages.length;
    expect((await login(v, cityId, phone)).statusCode).toBe(200);
    const { code } = twilioFake.delivered.find((d) => d.to === `+${phone}`)!;
    const ok = await checkCode(v, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(smsFake.calls.length + smsFake.messages.length).toBe(calls);
  });

  it('provider refusals are the spec texts at the phone field: bad number 422, no balance 503, limits 429', async () => {
    const bad = expectErrorBody(await login(client(app, EN), cityId, '70001234567'), 422);
    expect(bad.errors).toEqual({ phone: ['Check the phone number.'] });
    smsFake.options.balance = 0;
    const broke = expectErrorBody(await login(client(app, EN), cityId, ruPhone()), 503);
    expect(broke.errors).toEqual({ phone: ['Could not send the code, try again later.'] });
    smsFake.options.balance = 100;
    const phone = trPhone();
    twilioFake.options.maxSends = 0;
    const limited = expectErrorBody(await login(client(app, EN), cityId, phone), 429);
    expect(limited.errors).toEqual({ phone: ['Too many attempts, try again later'] });
    twilioFake.options.maxSends = 3;
  });

  it('no code reaches a log, at any level', async () => {
    // Its own sign-ins by both providers and a refused send, whatever ran before it.
    const ru = client(app);
    const ruNumber = ruPhone();
    expect((await login(ru, cityId, ruNumber, { notify_channel: 'call' })).statusCode).toBe(200);
    const ruCode = smsFake.calls.find((c) => c.phone === ruNumber)!.from.slice(-4);
    expect((await checkCode(ru, ruCode)).statusCode).toBe(200);
    const tr = client(app);
    const trNumber = trPhone();
    expect((await login(tr, cityId, trNumber)).statusCode).toBe(200);
    const trCode = twilioFake.delivered.find((d) => d.to === `+${trNumber}`)!.code;
    expect((await checkCode(tr, trCode)).statusCode).toBe(200);
    expectErrorBody(await login(client(app, EN), cityId, '70001234567'), 422);
    const codes = [...smsFake.calls.map((c) => c.from.slice(-4)), ...twilioFake.delivered.map((d) => d.code)];
    expect(codes).toEqual(expect.arrayContaining([ruCode, trCode]));
    const text = logs.join('');
    expect(text).toContain('sign-in code was not sent');
    for (const code of codes) expect(text).not.toMatch(new RegExp(`"(code|otp)"\\s*:\\s*"?${code}`));
    expect(text).not.toContain('"otp"');
  });
});
