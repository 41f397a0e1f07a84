// Yandex SmartCaptcha against its local fake over real HTTP: a widget token passes once, for the IP
// it was solved from; the service's own failure lets the visitor through or not by the setting; the
// sign-in and (when switched on) the site forms check the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../http/types';
import { client, login, newPhone } from '../../modules/user/testing';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { expectErrorBody } from '../../test/expect-error-body';
import { cityFacts } from '../../test/world';
import { SmartCaptchaProvider } from './smartcaptcha';
import { type SmartCaptchaFake, startSmartCaptchaFake } from './smartcaptcha.fake';

const KEY = 'ysc2_server_key_for_tests';
const IP = '198.51.100.20';

describe('SmartCaptcha adapter against its fake', () => {
  let fake: SmartCaptchaFake;
  beforeAll(async () => {
    fake = await startSmartCaptchaFake({ serverKey: KEY });
  });
  afterAll(() => fake.close());
  const captcha = (failOpen = false, extra: { timeoutMs?: number } = {}) =>
    new SmartCaptchaProvider({ serverKey: KEY, apiUrl: fake.url, failOpen, ...extra });

  it('a solved token passes once, from its own IP; a replay, another IP or a made-up token fail', async () => {
    const token = fake.issue(IP);
    expect(await captcha().verify(token, IP)).toBe(true);
    expect(await captcha().verify(token, IP)).toBe(false);
    expect(await captcha().verify(fake.issue(IP), '203.0.113.1')).toBe(false);
    expect(await captcha().verify('dD0xmade-up', IP)).toBe(false);
  });

  it('no token fails without asking the service; a wrong server key fails', async () => {
    const before = fake.validations;
    expect(await captcha().verify(undefined, IP)).toBe(false);
    expect(await captcha().verify('', IP)).toBe(false);
    expect(fake.validations).toBe(before);
    const wrong = new SmartCaptchaProvider({ serverKey: 'other', apiUrl: fake.url, failOpen: true });
    expect(await wrong.verify(fake.issue(IP), IP)).toBe(false);
  });

  it('the service down (500) or silent (timeout): fail-closed refuses, fail-open lets through and says so', async () => {
    fake.options.down = true;
    try {
      const told: string[] = [];
      const open = captcha(true);
      open.onServiceError = (detail) => told.push(detail);
      expect(await open.verify(fake.issue(IP), IP)).toBe(true);
      expect(told).toEqual(['HTTP 500']);
      expect(await captcha(false).verify(fake.issue(IP), IP)).toBe(false);
    } finally {
      fake.options.down = false;
    }
    fake.options.delayMs = 400;
    try {
      expect(await captcha(false, { timeoutMs: 100 }).verify(fake.issue(IP), IP)).toBe(false);
      expect(await captcha(true, { timeoutMs: 100 }).verify(fake.issue(IP), IP)).toBe(true);
    } finally {
      fake.options.delayMs = undefined;
    }
  });
});

describe('SmartCaptcha through the API: sign-in and the site forms', () => {
  let fake: SmartCaptchaFake;
  let testDb: TestDatabase;
  let app: App;
  let cityId: number;
  beforeAll(async () => {
    fake = await startSmartCaptchaFake({ serverKey: KEY });
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      db: testDb.database,
      rateLimit: false,
      logger: false,
      now: () => new Date('2026-03-06T09:00:00Z'),
      captcha: new SmartCaptchaProvider({ serverKey: KEY, apiUrl: fake.url, failOpen: false }),
      captchaForms: true,
      captchaWidget: {
        provider: 'smartcaptcha',
        client_key: 'ysc1_client',
        script_url: `${fake.url}/captcha.js`,
      },
    });
    await app.ready();
    cityId = (await cityFacts(app, 'moscow')).id;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await testDb?.dispose();
  });

  it('sign-in: the token solved from the visitor IP is checked once; a replay or none is a 400 at the captcha', async () => {
    const v = client(app);
    const token = fake.issue(v.ip);
    expect((await login(v, cityId, newPhone(), { captcha_user_token: token })).statusCode).toBe(200);
    const replay = expectErrorBody(
      await login(client(app, { ip: v.ip }), cityId, newPhone(), { captcha_user_token: token }),
      400,
      'captcha_failed',
    );
    expect(Object.keys(replay.errors ?? {})).toEqual(['captcha_user_token']);
    expectErrorBody(await login(client(app), cityId, newPhone()), 400, 'captcha_failed');
  });

  it('settings tell the browser which widget to show; its stand-in script gets a token for the visitor address', async () => {
    const settings = await app.inject({ url: '/api/settings', headers: { 'x-brand': 'pizza' } });
    expect(settings.json().settings.captcha).toEqual({
      provider: 'smartcaptcha',
      client_key: 'ysc1_client',
      script_url: `${fake.url}/captcha.js`,
    });
    const script = await (await fetch(`${fake.url}/captcha.js`)).text();
    expect(script).toContain('window.smartCaptcha');
    expect(script).toContain(JSON.stringify(fake.url));
    const { token } = (await (
      await fetch(`${fake.url}/solve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"sitekey":"ysc1_client"}',
      })
    ).json()) as { token: string };
    const v = client(app, { ip: '127.0.0.1' });
    expect((await login(v, cityId, newPhone(), { captcha_user_token: token })).statusCode).toBe(200);
  });

  it('site forms: call-back needs a token in X-Captcha-Token when switched on', async () => {
    const v = client(app);
    const body = { name: 'Анна', phone: '79161234567' };
    expectErrorBody(await v.post('/api/feedback/call-me-back', body), 400, 'captcha_failed');
    const ok = await v.request({
      method: 'POST',
      url: '/api/feedback/call-me-back',
      payload: body,
      headers: { 'x-captcha-token': fake.issue(v.ip) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('site forms: the notify-me form (an address outside every zone) needs a token too', async () => {
    const v = client(app);
    const body = {
      phone: '79161234568',
      city_id: cityId,
      coordinates: { latitude: 55.81, longitude: 37.8 },
      address: 'Москва, Щёлковское шоссе, 20',
    };
    const path = '/api/feedback/unavailable-delivery-address';
    const refused = expectErrorBody(await v.post(path, body), 400, 'captcha_failed');
    expect(Object.keys(refused.errors ?? {})).toEqual(['captcha_user_token']);
    const token = fake.issue(v.ip);
    const ok = await v.request({
      method: 'POST',
      url: path,
      payload: body,
      headers: { 'x-captcha-token': token },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // Spent: the same token does not let a second post through.
    const replay = await v.request({
      method: 'POST',
      url: path,
      payload: body,
      headers: { 'x-captcha-token': token },
    });
    expectErrorBody(replay, 400, 'captcha_failed');
  });
});
