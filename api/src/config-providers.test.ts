// Production with real providers: each outside system's adapter is chosen by its variables, and the
// start-up check names what a chosen provider still lacks (no sandbox opt-in involved).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { checkProductionEnv } from './config-production';
import {
  captchaProvider,
  captchaWidget,
  cloudPaymentsOptions,
  otpProvider,
  yookassaOptions,
} from './config-providers';
import { SmartCaptchaProvider } from './providers/captcha/smartcaptcha';
import { SmsRuOtpProvider } from './providers/otp/smsru';
import { RoutedOtpProvider, TwilioVerifyOtpProvider } from './providers/otp/twilio';

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

  it('sign-in codes by SMS.ru and Twilio Verify need no sandbox opt-in, only their keys; +7 goes to SMS.ru', () => {
    const real = {
      ...BASE,
      ACQUIRER_URL: 'https://acquirer.example',
      ACQUIRER_SECRET: 'a'.repeat(16),
      OTP_PROVIDER: 'smsru,twilio',
      ALLOW_SANDBOX_IN_PRODUCTION: 'captcha',
    };
    expect(checkProductionEnv(real).problems).toEqual([
      expect.stringMatching(/SMSRU_API_ID is not set/),
      expect.stringMatching(/TWILIO_ACCOUNT_SID is not set/),
      expect.stringMatching(/TWILIO_AUTH_TOKEN is not set/),
      expect.stringMatching(/TWILIO_VERIFY_SERVICE_SID is not set/),
    ]);
    const keyed = {
      ...real,
      SMSRU_API_ID: 'id',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_VERIFY_SERVICE_SID: 'VA1',
    };
    expect(checkProductionEnv(keyed)).toEqual({ problems: [], sandboxes: ['captcha'] });
    const provider = otpProvider(readConfig(keyed));
    expect(provider).toBeInstanceOf(RoutedOtpProvider);
    const routed = provider as RoutedOtpProvider;
    expect(routed.providerFor('79161234567')).toBeInstanceOf(SmsRuOtpProvider);
    expect(routed.providerFor('905321234567')).toBeInstanceOf(TwilioVerifyOtpProvider);
    expect(routed.providerFor('4915112345678')).toBeInstanceOf(TwilioVerifyOtpProvider);
    expect(otpProvider(readConfig({ ...keyed, OTP_PROVIDER: 'twilio' }))).toBeInstanceOf(
      TwilioVerifyOtpProvider,
    );
    expect(() => readConfig({ ...keyed, OTP_PROVIDER: 'smsru,pigeon' })).toThrow(/OTP_PROVIDER/);
  });

  it('captcha by SmartCaptcha needs its server key; fail-closed unless CAPTCHA_FAIL_MODE=open', () => {
    const real = {
      ...BASE,
      ACQUIRER_URL: 'https://acquirer.example',
      ACQUIRER_SECRET: 'a'.repeat(16),
      CAPTCHA_PROVIDER: 'smartcaptcha',
      ALLOW_SANDBOX_IN_PRODUCTION: 'otp',
    };
    expect(checkProductionEnv(real).problems).toEqual([
      expect.stringMatching(/SMARTCAPTCHA_SERVER_KEY is not set/),
      expect.stringMatching(/SMARTCAPTCHA_CLIENT_KEY is not set/),
    ]);
    const keyed = { ...real, SMARTCAPTCHA_SERVER_KEY: 'ysc2_key', SMARTCAPTCHA_CLIENT_KEY: 'ysc1_key' };
    expect(checkProductionEnv(keyed)).toEqual({ problems: [], sandboxes: ['otp'] });
    expect(captchaProvider(readConfig(keyed))).toBeInstanceOf(SmartCaptchaProvider);
    expect(readConfig(keyed)).toMatchObject({ CAPTCHA_FAIL_MODE: 'closed', CAPTCHA_SITE_FORMS: 'off' });
    expect(captchaProvider(readConfig({ ...keyed, CAPTCHA_PROVIDER: 'sandbox' }))).toBeUndefined();
    expect(captchaWidget(readConfig(keyed))).toEqual({
      provider: 'smartcaptcha',
      client_key: 'ysc1_key',
      script_url: 'https://smartcaptcha.yandexcloud.net/captcha.js',
      site_forms: false,
    });
    // The site forms ask the browser for a token only where the API checks one there.
    expect(captchaWidget(readConfig({ ...keyed, CAPTCHA_SITE_FORMS: 'on' }))?.site_forms).toBe(true);
  });

  it('YooKassa alone or beside CloudPayments needs its shop id and secret key; webhook sources are configurable', () => {
    const both = {
      ...BASE,
      ACQUIRER_PROVIDER: 'cloudpayments,yookassa',
      CLOUDPAYMENTS_PUBLIC_ID: 'pk',
      CLOUDPAYMENTS_API_SECRET: 's'.repeat(32),
    };
    expect(checkProductionEnv(both).problems).toEqual([
      expect.stringMatching(/YOOKASSA_SHOP_ID is not set/),
      expect.stringMatching(/YOOKASSA_SECRET_KEY is not set/),
    ]);
    const keyed = {
      ...both,
      YOOKASSA_SHOP_ID: '123',
      YOOKASSA_SECRET_KEY: 'live_key',
      YOOKASSA_WEBHOOK_SOURCES: '10.0.0.0/8, 192.0.2.1',
    };
    expect(checkProductionEnv(keyed).problems).toEqual([]);
    expect(yookassaOptions(readConfig(keyed))).toMatchObject({
      shopId: '123',
      webhookSources: ['10.0.0.0/8', '192.0.2.1'],
    });
    expect(cloudPaymentsOptions(readConfig(keyed))).toMatchObject({ publicId: 'pk' });
    expect(cloudPaymentsOptions(readConfig({ ...keyed, ACQUIRER_PROVIDER: 'yookassa' }))).toBeUndefined();
    expect(() => readConfig({ ...keyed, ACQUIRER_PROVIDER: 'stripe' })).toThrow(/ACQUIRER_PROVIDER/);
  });

  it('the API process starts with NODE_ENV=production, every provider real and no sandbox opt-in', async () => {
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://shop.example',
      OTP_SECRET: 'o'.repeat(32),
      ACQUIRER_PROVIDER: 'cloudpayments,yookassa',
      CLOUDPAYMENTS_PUBLIC_ID: 'pk_live',
      CLOUDPAYMENTS_API_SECRET: 's'.repeat(32),
      YOOKASSA_SHOP_ID: '123',
      YOOKASSA_SECRET_KEY: 'live_key',
      OTP_PROVIDER: 'smsru,twilio',
      SMSRU_API_ID: 'id',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_VERIFY_SERVICE_SID: 'VA1',
      CAPTCHA_PROVIDER: 'smartcaptcha',
      SMARTCAPTCHA_SERVER_KEY: 'key',
      SMARTCAPTCHA_CLIENT_KEY: 'client',
      YANDEX_GEOCODER_KEY: 'key',
      POS_TOKEN: 'p'.repeat(16),
      PGLITE_DIR: 'memory://',
      SEED: 'never',
      PORT: '0',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const listening = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 170_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening')) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    try {
      expect(await listening, output).toBe(true);
      expect(output).not.toContain('SANDBOX');
    } finally {
      child.kill('SIGTERM');
    }
  }, 180_000);
});
