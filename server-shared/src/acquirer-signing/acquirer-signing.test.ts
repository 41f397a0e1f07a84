import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_MS,
  signHeaders,
  TIMESTAMP_HEADER,
  verifySignature,
} from './index';

const secret = 'test-secret';
const message = { method: 'post', path: '/api/payments/notify', body: '{"reference":"r-1"}' };
const now = new Date('2026-11-25T08:00:00Z');

describe('acquirer signing', () => {
  it('accepts a message signed with the shared secret at the same moment', () => {
    const headers = signHeaders(secret, message, now);
    expect(headers[TIMESTAMP_HEADER]).toBe(String(now.getTime()));
    expect(headers[SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(secret, headers, { ...message, method: 'POST' }, now)).toEqual({ ok: true });
  });

  it('refuses another secret, another body, another path or method', () => {
    const headers = signHeaders(secret, message, now);
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifySignature('other', headers, message, now)).toEqual(invalid);
    expect(verifySignature(secret, headers, { ...message, body: '{"reference":"r-2"}' }, now)).toEqual(
      invalid,
    );
    expect(verifySignature(secret, headers, { ...message, path: '/api/other' }, now)).toEqual(invalid);
    expect(verifySignature(secret, headers, { ...message, method: 'GET' }, now)).toEqual(invalid);
  });

  it('refuses a message older or newer than the tolerance, and one without headers', () => {
    const headers = signHeaders(secret, message, now);
    const later = new Date(now.getTime() + SIGNATURE_TOLERANCE_MS + 1);
    const earlier = new Date(now.getTime() - SIGNATURE_TOLERANCE_MS - 1);
    expect(verifySignature(secret, headers, message, later)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(secret, headers, message, earlier)).toEqual({ ok: false, reason: 'stale' });
    const edge = new Date(now.getTime() + SIGNATURE_TOLERANCE_MS);
    expect(verifySignature(secret, headers, message, edge)).toEqual({ ok: true });
    expect(verifySignature(secret, {}, message, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(secret, { ...headers, [TIMESTAMP_HEADER]: 'soon' }, message, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
