import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  /** The least a production environment needs, for the test-only settings it must refuse. */
  const production = {
    NODE_ENV: 'production',
    OTP_SECRET: 'x'.repeat(32),
    ACQUIRER_SECRET: 'y'.repeat(16),
  };

  it('defaults to 127.0.0.1:3010, brand pizza, embedded database, seed always', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3010,
      HOST: '127.0.0.1',
      BRAND: 'pizza',
      SEED: 'always',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers and flags from strings', () => {
    const config = readConfig({ PORT: '4000', RATE_LIMIT_MAX: '0', TRUST_PROXY: 'loopback' });
    expect(config).toMatchObject({ PORT: 4000, RATE_LIMIT_MAX: 0, TRUST_PROXY: 'loopback' });
    expect(readConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readConfig({}).TRUST_PROXY).toBe(false);
  });

  it('needs OTP_SECRET in production and reads ALLOWED_ORIGINS as a list of origins', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/OTP_SECRET/);
    expect(() => readConfig({ NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32) })).toThrow(
      /ACQUIRER_SECRET/,
    );
    expect(() => readConfig({ OTP_SECRET: 'short' })).toThrow(/OTP_SECRET/);
    const config = readConfig({
      NODE_ENV: 'production',
      OTP_SECRET: 'x'.repeat(32),
      ACQUIRER_SECRET: 'y'.repeat(16),
      ALLOWED_ORIGINS: 'https://shop.example, http://127.0.0.1:4000',
    });
    expect(config.ALLOWED_ORIGINS).toEqual(['https://shop.example', 'http://127.0.0.1:4000']);
    expect(readConfig({}).ALLOWED_ORIGINS).toBeUndefined();
    expect(readConfig({}).NODE_ENV).toBe('development');
    expect(() => readConfig({ ALLOWED_ORIGINS: 'ftp://files.example' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('limits sign-in code sends per IP to 20 an hour unless told otherwise (e2e: one address)', () => {
    expect(readConfig({}).OTP_SENDS_PER_IP).toBe(20);
    expect(readConfig({ OTP_SENDS_PER_IP: '100000' }).OTP_SENDS_PER_IP).toBe(100_000);
    expect(() => readConfig({ OTP_SENDS_PER_IP: '0' })).toThrow(/OTP_SENDS_PER_IP/);
  });

  it('runs on the real clock unless a test shifts it, and never shifts it in production', () => {
    expect(readConfig({}).CLOCK_OFFSET_MS).toBe(0);
    expect(readConfig({ CLOCK_OFFSET_MS: '3600000' }).CLOCK_OFFSET_MS).toBe(3_600_000);
    expect(() => readConfig({ CLOCK_OFFSET_MS: 'soon' })).toThrow(/CLOCK_OFFSET_MS/);
    expect(readConfig(production).CLOCK_OFFSET_MS).toBe(0);
    expect(() => readConfig({ ...production, CLOCK_OFFSET_MS: '60000' })).toThrow(/CLOCK_OFFSET_MS/);
  });

  it('keeps the idempotency lease to the app unless a test shortens it, never in production', () => {
    expect(readConfig({}).IDEMPOTENCY_LEASE_MS).toBeUndefined();
    expect(readConfig({ IDEMPOTENCY_LEASE_MS: '1000' }).IDEMPOTENCY_LEASE_MS).toBe(1000);
    expect(() => readConfig({ IDEMPOTENCY_LEASE_MS: '0' })).toThrow(/IDEMPOTENCY_LEASE_MS/);
    expect(() => readConfig({ ...production, IDEMPOTENCY_LEASE_MS: '1000' })).toThrow(/IDEMPOTENCY_LEASE_MS/);
  });

  it('reads MEDIA_PUBLIC_URL as an origin, empty as unset, and refuses a path', () => {
    expect(readConfig({ MEDIA_PUBLIC_URL: 'https://media.shop.example' }).MEDIA_PUBLIC_URL).toBe(
      'https://media.shop.example',
    );
    expect(readConfig({ MEDIA_PUBLIC_URL: '' }).MEDIA_PUBLIC_URL).toBeUndefined();
    expect(() => readConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example/pictures' })).toThrow(/origin only/);
  });

  it('fails fast on a typo', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ SEED: 'sometimes' })).toThrow(/SEED/);
  });
});
