// The local sinks take what the real services take, and the API's reporter reaches them through real
// HTTP with nothing of the customer in the report.
import { parseDsn, sendEvent } from '@storefront/shared/observe';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../providers/fake-server';
import { reportServerErrors } from './report-errors';
import { createAnalyticsCollector, createErrorSink, parseEnvelope, type RecordedEnvelope } from './sinks';

const sink = createErrorSink({ projectIds: ['4'], publicKey: 'pubkey' });
const collector = createAnalyticsCollector({ measurementId: 'G-TEST', apiSecret: 'shh' });
let sinkUrl = '';
let collectorUrl = '';

beforeAll(async () => {
  sinkUrl = await listenOnLoopback(sink.app);
  collectorUrl = await listenOnLoopback(collector.app);
});
afterAll(async () => {
  await sink.app.close();
  await collector.app.close();
});

const envelopes = async () =>
  (await (await fetch(`${sinkUrl}/__sink/envelopes`)).json()) as RecordedEnvelope[];

describe('the error sink', () => {
  it('takes an envelope sent to the DSN and gives it back item by item', async () => {
    const dsn = parseDsn(sinkUrl.replace('http://', 'http://pubkey@').concat('/4'));
    if (!dsn) throw new Error('dsn');
    await fetch(`${sinkUrl}/__sink/envelopes`, { method: 'DELETE' });
    expect(
      await sendEvent(dsn, new RangeError('über ✓'), { source: 'test', platform: 'node', service: 'api' }),
    ).toBe(true);
    const [envelope] = await envelopes();
    expect(envelope?.items[0]?.header).toMatchObject({ type: 'event' });
    expect(envelope?.items[0]?.payload).toMatchObject({
      exception: { values: [{ type: 'RangeError', value: 'über ✓' }] },
    });
  });

  it('refuses a wrong key or project, and a request with no key', async () => {
    const body = '{"event_id":"a"}\n{"type":"event"}\n{}\n';
    const post = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${sinkUrl}${path}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain', ...headers },
      });
    expect((await post('/api/4/envelope/?sentry_key=wrong')).status).toBe(403);
    expect((await post('/api/5/envelope/?sentry_key=pubkey')).status).toBe(403);
    expect((await post('/api/4/envelope/')).status).toBe(401);
    expect(
      (await post('/api/4/envelope/', { 'x-sentry-auth': 'Sentry sentry_version=7, sentry_key=pubkey' }))
        .status,
    ).toBe(200);
  });

  it('reads items by their byte length, newlines inside a payload included', () => {
    const payload = '{"a":"x\\ny","b":"ж"}';
    const raw = `{"event_id":"e"}\n{"type":"attachment","length":${Buffer.byteLength(payload)}}\n${payload}\n{"type":"event"}\n{"c":1}\n`;
    expect(parseEnvelope(raw).items.map((item) => item.payload)).toEqual([{ a: 'x\ny', b: 'ж' }, { c: 1 }]);
  });
});

describe('the analytics collector', () => {
  it('keeps the hits of its stream and drops the others, answering 204 to both', async () => {
    const hit = {
      client_id: '1.2',
      events: [{ name: 'purchase', params: { transaction_id: '17', value: 990, currency: 'RUB' } }],
    };
    const send = (query: string) =>
      fetch(`${collectorUrl}/mp/collect?${query}`, { method: 'POST', body: JSON.stringify(hit) });
    expect((await send('measurement_id=G-TEST&api_secret=shh')).status).toBe(204);
    expect((await send('measurement_id=G-OTHER&api_secret=shh')).status).toBe(204);
    const events = (await (await fetch(`${collectorUrl}/__sink/events`)).json()) as unknown[];
    expect(events).toEqual([
      { client_id: '1.2', name: 'purchase', params: { transaction_id: '17', value: 990, currency: 'RUB' } },
    ]);
  });
});

describe('the API reporter', () => {
  it('reports a 500 with the route pattern only, and not a 4xx', async () => {
    const dsn = parseDsn(sinkUrl.replace('http://', 'http://pubkey@').concat('/4'));
    if (!dsn) throw new Error('dsn');
    const app = Fastify();
    reportServerErrors(app, { dsn, environment: 'test', service: 'api' });
    app.get('/orders/:id', async (request) => {
      if ((request.params as { id: string }).id === 'bad')
        throw Object.assign(new Error('nope'), { statusCode: 400 });
      throw new Error('lost the database while reading order of +7 915 000-11-22');
    });
    await fetch(`${sinkUrl}/__sink/envelopes`, { method: 'DELETE' });
    await app.inject('/orders/bad');
    await app.inject('/orders/79150001122?phone=79150001122');
    await expect.poll(async () => (await envelopes()).length).toBe(1);
    const [envelope] = await envelopes();
    expect(envelope?.raw).not.toMatch(/915.?000/);
    expect(envelope?.items[0]?.payload).toMatchObject({
      request: { url: 'GET /orders/:id' },
      tags: { service: 'api', source: 'route' },
    });
    await app.close();
  });
});
