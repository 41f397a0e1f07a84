// Production with real providers: each outside system's adapter is chosen by its variables, and the
// start-up check names what a chosen provider still lacks (no sandbox opt-in involved).
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { checkProductionEnv } from './config-production';

const BASE = {
  NODE_ENV: 'production',
  OTP_SECRET: 'o'.repeat(32),
  OTP_PROVIDER: 'sandbox',
  CAPTCHA_PROVIDER: 'sandbox',
  YANDEX_GEOCODER_KEY: 'key',
  POS_TOKEN: 'p'.repeat(16),
  PUBLIC_ORIGIN: 'https://shop.example',
  ALLOW_SANDBOX_IN_PRODUCTION: 'otp,captcha',
};

describe('production with real providers', () => {
  it('card acquiring by CloudPayments needs its Public ID and API Secret, not the acquirer service', () => {
    const cloud = { ...BASE, ACQUIRER_PROVIDER: 'cloudpayments' };
    expect(checkProductionEnv(cloud).problems).toEqual([
      expect.stringMatching(/CLOUDPAYMENTS_PUBLIC_ID is not set/),
      expect.stringMatching(/CLOUDPAYMENTS_API_SECRET is not set/),
    ]);
    const keyed = { ...cloud, CLOUDPAYMENTS_PUBLIC_ID: 'pk_live', CLOUDPAYMENTS_API_SECRET: 's'.repeat(32) };
    expect(checkProductionEnv(keyed).problems).toEqual([]);
    expect(() => readConfig(cloud)).toThrow(/CLOUDPAYMENTS_API_SECRET/);
    expect(readConfig(keyed)).toMatchObject({
      ACQUIRER_PROVIDER: 'cloudpayments',
      CLOUDPAYMENTS_PUBLIC_ID: 'pk_live',
    });
  });
});
