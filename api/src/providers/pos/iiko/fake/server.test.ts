import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebhookEvent } from '../types';
import { organizationIdOf, terminalGroupIdOf } from './seed';
import { type FakeIiko, startFakeIiko } from './server';

const LOGIN = 'fake-api-login';
let fake: FakeIiko;
let receiver: Server;
let receiverUrl = '';
const received: { authorization: string | undefined; events: WebhookEvent[] }[] = [];
const ORG = organizationIdOf('pizza', 'moscow');
const TG = terminalGroupIdOf('pizza', 'moscow', 'centre');

beforeAll(async () => {
  fake = await startFakeIiko({ apiLogin: LOGIN, brands: ['pizza'], creationDelayMs: 20 });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, events: JSON.parse(body) });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const call = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const token = async () => (await call('/api/1/access_token', { apiLogin: LOGIN })).body.token as string;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

it('issues tokens for its API login only, and refuses calls without a live one', async () => {
  expect((await call('/api/1/access_token', { apiLogin: 'nope' })).status).toBe(401);
  expect((await call('/api/1/organizations', {})).status).toBe(401);
  const live = await token();
  expect((await call('/api/1/organizations', {}, live)).body.organizations).toContainEqual(
    expect.objectContaining({ id: ORG }),
  );
  fake.expireTokens();
  const expired = await call('/api/1/organizations', {}, live);
  expect(expired.status).toBe(401);
  expect(expired.body.errorDescription).toMatch(/expired/);
});

it('answers 429 past its request budget', async () => {
  const live = await token();
  fake.setRateLimit({ limit: 2, windowMs: 60_000 });
  try {
    expect((await call('/api/1/organizations', {}, live)).status).toBe(200);
    expect((await call('/api/1/organizations', {}, live)).status).toBe(200);
    expect((await call('/api/1/organizations', {}, live)).status).toBe(429);
  } finally {
    fake.setRateLimit(null);
  }
});

it('serves the demo catalogue as nomenclature with a revision, only when newer than the one asked from', async () => {
  const live = await token();
  const menu = await call('/api/1/nomenclature', { organizationId: ORG }, live);
  expect(menu.body.revision).toBe(fake.revision('pizza'));
  expect((menu.body.products as { code: string }[]).some((item) => item.code === 'pepperoni')).toBe(true);
  const same = await call(
    '/api/1/nomenclature',
    { organizationId: ORG, startRevision: menu.body.revision },
    live,
  );
  expect(same.body.products).toEqual([]);
});

it('creates a delivery asynchronously, reports it through commands/status and a webhook with the auth token', async () => {
  const live = await token();
  await call(
    '/api/1/webhooks/update_settings',
    { organizationId: ORG, webHooksUri: receiverUrl, authToken: 'hook-secret' },
    live,
  );
  const product = fake.item('pizza', 'pepperoni');
  const order = {
    organizationId: ORG,
    terminalGroupId: TG,
    order: {
      phone: '+79990000000',
      orderServiceType: 'DeliveryByClient',
      items: [{ type: 'Product', productId: product.id, amount: 1 }],
    },
  };
  const created = await call('/api/1/deliveries/create', order, live);
  expect(created.body.orderInfo).toMatchObject({ creationStatus: 'InProgress' });
  const correlationId = created.body.correlationId as string;
  expect(
    (await call('/api/1/commands/status', { organizationId: ORG, correlationId }, live)).body.state,
  ).toBe('InProgress');
  await until(() => received.length > 0);
  expect(received[0]!.authorization).toBe('hook-secret');
  expect(received[0]!.events[0]).toMatchObject({
    eventType: 'DeliveryOrderUpdate',
    eventInfo: { creationStatus: 'Success' },
  });
  expect(
    (await call('/api/1/commands/status', { organizationId: ORG, correlationId }, live)).body.state,
  ).toBe('Success');

  fake.refuseNext('Terminal is offline');
  const refused = await call('/api/1/deliveries/create', order, live);
  await until(() => fake.order((refused.body.orderInfo as { id: string }).id)?.creationStatus === 'Error');
  const status = await call(
    '/api/1/commands/status',
    { organizationId: ORG, correlationId: refused.body.correlationId },
    live,
  );
  expect(status.body).toMatchObject({ state: 'Error', exception: { message: 'Terminal is offline' } });
});

it('holds webhooks and sends them newest first and twice when asked', async () => {
  received.length = 0;
  fake.holdWebhooks();
  fake.setStop(TG, 'pepperoni', true);
  fake.setStop(TG, 'pepperoni', false);
  expect(received).toEqual([]);
  await fake.flushWebhooks({ reverse: true, duplicate: true });
  expect(received.map((hook) => hook.events[0]!.eventType)).toEqual(Array(4).fill('StopListUpdate'));
  expect(received[0]!.events[0]!.correlationId).toBe(received[1]!.events[0]!.correlationId);
});

it('plays the kitchen when asked: each created order moves along its path to the end', async () => {
  const kitchen = await startFakeIiko({
    apiLogin: LOGIN,
    brands: ['pizza'],
    creationDelayMs: 5,
    kitchen: { stepMs: 10 },
  });
  try {
    const live = (
      await (
        await fetch(`${kitchen.url}/api/1/access_token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ apiLogin: LOGIN }),
        })
      ).json()
    ).token as string;
    const created = await fetch(`${kitchen.url}/api/1/deliveries/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${live}` },
      body: JSON.stringify({
        organizationId: ORG,
        terminalGroupId: TG,
        order: {
          phone: '+79990000000',
          orderServiceType: 'DeliveryByCourier',
          deliveryPoint: { address: { street: { name: 'Тверская' }, house: '3' } },
          items: [{ type: 'Product', productId: kitchen.item('pizza', 'pepperoni').id, amount: 1 }],
        },
      }),
    });
    const { orderInfo } = (await created.json()) as { orderInfo: { id: string } };
    await until(() => kitchen.order(orderInfo.id)?.status === 'Delivered');
  } finally {
    await kitchen.close();
  }
});
