// Helpers for the user module's tests: a cookie-keeping client with its own IP address (the send
// budgets are per IP), a clock tests can move, and sign-in through the real calls and the sandbox's
// dev route.
import { expect } from 'vitest';
import type { App } from '../../http/types';
import { type Visitor, visitor } from '../../test/visitor';

let lastIp = 0;

/** A fresh address per client, so one test's sends never spend another's IP budget. */
export function nextIp(): string {
  lastIp++;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export interface Client extends Visitor {
  ip: string;
  brand: string;
}

export function client(
  app: App,
  options: { brand?: string; cookies?: Record<string, string>; ip?: string } = {},
): Client {
  const base = visitor(app, options);
  const ip = options.ip ?? nextIp();
  const request: Visitor['request'] = (inject) => base.request({ remoteAddress: ip, ...inject });
  return {
    ip,
    brand: options.brand ?? 'pizza',
    cookies: base.cookies,
    request,
    put: (url, payload) => request({ method: 'PUT', url, ...(payload ? { payload } : {}) }),
    post: (url, payload) => request({ method: 'POST', url, ...(payload ? { payload } : {}) }),
    get: (url) => request({ method: 'GET', url }),
    del: (url) => request({ method: 'DELETE', url }),
  };
}

/** A clock for AppOptions.now that tests move forward. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    set(iso: string) {
      current = new Date(iso);
    },
  };
}

let lastPhone = 0;

/** A phone nobody else in the run uses (never the seeded demo customer's). */
export function newPhone(): string {
  lastPhone++;
  return `7915${String(lastPhone).padStart(7, '0')}`;
}

export async function lastCode(app: App, phone: string, brand = 'pizza'): Promise<string> {
  const response = await app.inject({
    url: `/api/dev/last-code?phone=${phone}`,
    headers: { 'x-brand': brand },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { code: string }).code;
}

/** Any 4-digit code but `code`. */
export function otherCode(code: string, step = 1): string {
  return String((Number(code) + step) % 10_000).padStart(4, '0');
}

export function login(v: Visitor, cityId: number, phone: string, extra: object = {}) {
  return v.post('/api/user/login', { city_id: cityId, phone, notify_channel: 'sms', ...extra });
}

export function checkCode(v: Visitor, code: string) {
  return v.post('/api/user/check-verification-code', { code });
}

/** Signs `v` (or a new client) in as `phone`; returns the client. */
export async function signIn(
  app: App,
  cityId: number,
  phone: string,
  v: Client = client(app),
  extra: object = {},
): Promise<Client> {
  const sent = await login(v, cityId, phone, extra);
  expect(sent.statusCode, sent.body).toBe(200);
  const checked = await checkCode(v, await lastCode(app, phone, v.brand));
  expect(checked.statusCode, checked.body).toBe(200);
  return v;
}
