import { describe, expect, it } from 'vitest';
import { buildEvent, parseDsn, sendEvent, serializeEnvelope } from './envelope';

describe('parseDsn', () => {
  it('turns a DSN into its envelope endpoint with the public key in the query', () => {
    const dsn = parseDsn('https://abc123@o1.ingest.example.com/sub/42');
    expect(dsn?.projectId).toBe('42');
    expect(dsn?.envelopeUrl).toBe(
      'https://o1.ingest.example.com/sub/api/42/envelope/?sentry_key=abc123&sentry_version=7&sentry_client=storefront%2F1.0',
    );
  });

  it('is off without a value and refuses a DSN without key or project', () => {
    expect(parseDsn('')).toBeNull();
    expect(parseDsn(undefined)).toBeNull();
    expect(() => parseDsn('https://o1.example.com/42')).toThrow(/DSN/);
    expect(() => parseDsn('https://key@o1.example.com/project')).toThrow(/DSN/);
  });
});

describe('an envelope', () => {
  const dsn = parseDsn('http://pub@127.0.0.1:9/7');
  if (!dsn) throw new Error('dsn');

  it('is three JSON lines whose item length is the payload byte length', () => {
    const event = buildEvent(new TypeError('Ошибка в заказе'), {
      source: 'test',
      platform: 'node',
      service: 'api',
    });
    const [header, item, payload] = serializeEnvelope(event, dsn).split('\n');
    expect(JSON.parse(header ?? '')).toMatchObject({
      event_id: event.event_id,
      dsn: 'http://pub@127.0.0.1:9/7',
    });
    expect(JSON.parse(item ?? '')).toMatchObject({ type: 'event', length: Buffer.byteLength(payload ?? '') });
    expect(JSON.parse(payload ?? '').exception.values[0]).toMatchObject({
      type: 'TypeError',
      value: 'Ошибка в заказе',
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('carries no phone number from the message, the URL or extra data', () => {
    const event = buildEvent(new Error('no courier for +7 915 123-45-67'), {
      source: 'route',
      platform: 'node',
      service: 'api',
      url: '/api/orders?phone=79151234567',
      extra: { body: { phone: '79151234567', name: 'Иван Петров' } },
    });
    const text = JSON.stringify(event);
    expect(text).not.toMatch(/915.?123/);
    expect(text).not.toContain('Иван');
  });

  it('is sent without throwing, even when the sink is down', async () => {
    await expect(
      sendEvent(dsn, new Error('x'), { source: 't', platform: 'node', service: 'api' }),
    ).resolves.toBe(false);
  });
});
