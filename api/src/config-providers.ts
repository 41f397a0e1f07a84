// The outside providers a deployment switches on by configuration (docs/going-to-production.md):
// their variables (spread into config.ts's schema), what production refuses to start without
// (called by config-production.ts), and the adapters main.ts hands the app.
import { z } from 'zod';
import type { CloudPaymentsOptions } from './providers/acquirer/cloudpayments';
import { SmartCaptchaProvider } from './providers/captcha/smartcaptcha';
import { SmsRuOtpProvider } from './providers/otp/smsru';
import { RoutedOtpProvider, TwilioVerifyOtpProvider } from './providers/otp/twilio';
import type { OtpProvider } from './providers/otp/types';

const httpUrl = z.url({ protocol: /^https?$/ });
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * A provider setting: `sandbox` alone (the default), or a comma-separated list of real providers from
 * `real` (several when they divide the work, e.g. cards by one and SBP by another).
 */
function providerChoice(real: readonly string[], message: string) {
  return z
    .string()
    .default('sandbox')
    .refine(
      (value) => {
        const names = list(value);
        return names.length > 0 && (names.join() === 'sandbox' || names.every((name) => real.includes(name)));
      },
      { message },
    );
}

export const providerEnvFields = {
  /**
   * Online payments: the sandbox acquirer service (default), `cloudpayments`, `yookassa`, or
   * `cloudpayments,yookassa` (cards by CloudPayments, SBP and SberPay by YooKassa).
   */
  ACQUIRER_PROVIDER: providerChoice(
    ['cloudpayments', 'yookassa'],
    'ACQUIRER_PROVIDER is `sandbox`, `cloudpayments`, `yookassa` or `cloudpayments,yookassa`.',
  ),
  /** CloudPayments' Public ID and API Secret (Basic auth of its API; the key of its Content-HMAC). */
  CLOUDPAYMENTS_PUBLIC_ID: z.string().min(1).optional(),
  CLOUDPAYMENTS_API_SECRET: z.string().min(16).optional(),
  /** Its API origin (default https://api.cloudpayments.ru) and checkout script (the fake's in tests). */
  CLOUDPAYMENTS_API_URL: httpUrl.optional(),
  CLOUDPAYMENTS_WIDGET_URL: httpUrl.optional(),
  /** YooKassa's shop id and secret key (Basic auth of its API v3). */
  YOOKASSA_SHOP_ID: z.string().min(1).optional(),
  YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
  YOOKASSA_API_URL: httpUrl.optional(),
  /** Addresses (IPs or CIDRs, comma-separated) webhooks are taken from (default: YooKassa's documented ones). */
  YOOKASSA_WEBHOOK_SOURCES: z.string().optional(),
  /** Who sends sign-in codes: `sandbox` (default), or `smsru`, `twilio`, or both `smsru,twilio`. */
  OTP_PROVIDER: providerChoice(
    ['smsru', 'twilio'],
    'OTP_PROVIDER is `sandbox`, `smsru`, `twilio` or `smsru,twilio`.',
  ),
  SMSRU_API_ID: z.string().min(1).optional(),
  SMSRU_API_URL: httpUrl.optional(),
  /** Approved sender name of SMS.ru's SMS (unset: its default). */
  SMSRU_FROM: z.string().min(1).optional(),
  /** With both providers: the dialling-code prefixes SMS.ru takes (default `7`); Twilio takes the rest. */
  SMSRU_PREFIXES: z.string().default('7'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The Verify Service (its code length set to 4). */
  TWILIO_VERIFY_SERVICE_SID: z.string().min(1).optional(),
  TWILIO_VERIFY_URL: httpUrl.optional(),
  /** Geosuggest's own key (default YANDEX_GEOCODER_KEY); the APIs' addresses (a fake's in a dry run). */
  YANDEX_SUGGEST_KEY: z.string().min(1).optional(),
  YANDEX_GEOCODER_URL: httpUrl.optional(),
  YANDEX_SUGGEST_URL: httpUrl.optional(),
  /** Who checks captcha tokens: `sandbox` (default) or `smartcaptcha` (Yandex SmartCaptcha). */
  CAPTCHA_PROVIDER: z.enum(['sandbox', 'smartcaptcha']).default('sandbox'),
  SMARTCAPTCHA_SERVER_KEY: z.string().min(1).optional(),
  /** The widget's client key and script (shown at sign-in; settings' `captcha`). */
  SMARTCAPTCHA_CLIENT_KEY: z.string().min(1).optional(),
  SMARTCAPTCHA_SCRIPT_URL: httpUrl.default('https://smartcaptcha.yandexcloud.net/captcha.js'),
  SMARTCAPTCHA_URL: httpUrl.optional(),
  /** When SmartCaptcha itself fails: `closed` refuses the visitor (default), `open` lets them through. */
  CAPTCHA_FAIL_MODE: z.enum(['open', 'closed']).default('closed'),
  /** `on`: the site forms (feedback, call-back, partner requests) need a token as the sign-in does. */
  CAPTCHA_SITE_FORMS: z.enum(['on', 'off']).default('off'),
};

const providerEnvSchema = z.object(providerEnvFields);
type ProviderEnv = z.infer<typeof providerEnvSchema>;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** What a chosen provider still lacks (start-up refuses, naming each variable). Any NODE_ENV. */
export function providerProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const need = (variable: string, why: string) => {
    if (!set(env[variable])) problems.push(`${variable} is not set (${why}).`);
  };
  const acquirers = list(env.ACQUIRER_PROVIDER);
  if (acquirers.includes('yookassa')) {
    need('YOOKASSA_SHOP_ID', 'ACQUIRER_PROVIDER names yookassa');
    need('YOOKASSA_SECRET_KEY', 'ACQUIRER_PROVIDER names yookassa');
  }
  if (acquirers.includes('cloudpayments')) {
    need('CLOUDPAYMENTS_PUBLIC_ID', 'ACQUIRER_PROVIDER=cloudpayments');
    need('CLOUDPAYMENTS_API_SECRET', 'ACQUIRER_PROVIDER=cloudpayments; signs its notifications');
  }
  const otp = list(env.OTP_PROVIDER);
  if (otp.includes('smsru')) need('SMSRU_API_ID', 'OTP_PROVIDER names smsru');
  if (otp.includes('twilio')) {
    need('TWILIO_ACCOUNT_SID', 'OTP_PROVIDER names twilio');
    need('TWILIO_AUTH_TOKEN', 'OTP_PROVIDER names twilio');
    need('TWILIO_VERIFY_SERVICE_SID', 'OTP_PROVIDER names twilio');
  }
  if (env.CAPTCHA_PROVIDER === 'smartcaptcha') {
    need('SMARTCAPTCHA_SERVER_KEY', 'CAPTCHA_PROVIDER=smartcaptcha');
    need('SMARTCAPTCHA_CLIENT_KEY', 'CAPTCHA_PROVIDER=smartcaptcha; the sign-in shows its widget');
  }
  return problems;
}

/** True when the variable names a real provider (not the sandbox, not unset). */
export function realProvider(
  env: NodeJS.ProcessEnv,
  variable: 'OTP_PROVIDER' | 'CAPTCHA_PROVIDER' | 'ACQUIRER_PROVIDER',
): boolean {
  const names = list(env[variable]);
  return names.length > 0 && !names.includes('sandbox');
}

export function cloudPaymentsOptions(config: ProviderEnv): CloudPaymentsOptions | undefined {
  if (!list(config.ACQUIRER_PROVIDER).includes('cloudpayments')) return undefined;
  return {
    publicId: config.CLOUDPAYMENTS_PUBLIC_ID!,
    apiSecret: config.CLOUDPAYMENTS_API_SECRET!,
    apiUrl: config.CLOUDPAYMENTS_API_URL,
    widgetUrl: config.CLOUDPAYMENTS_WIDGET_URL,
  };
}

export function yookassaOptions(config: ProviderEnv) {
  if (!list(config.ACQUIRER_PROVIDER).includes('yookassa')) return undefined;
  const sources = list(config.YOOKASSA_WEBHOOK_SOURCES);
  return {
    shopId: config.YOOKASSA_SHOP_ID!,
    secretKey: config.YOOKASSA_SECRET_KEY!,
    apiUrl: config.YOOKASSA_API_URL,
    ...(sources.length > 0 ? { webhookSources: sources } : {}),
  };
}

/** The sign-in code provider the variables name; undefined keeps the app's sandbox. */
export function otpProvider(config: ProviderEnv): OtpProvider | undefined {
  const names = list(config.OTP_PROVIDER);
  if (names.includes('sandbox')) return undefined;
  const smsru = names.includes('smsru')
    ? new SmsRuOtpProvider({
        apiId: config.SMSRU_API_ID!,
        apiUrl: config.SMSRU_API_URL,
        from: config.SMSRU_FROM,
      })
    : null;
  const twilio = names.includes('twilio')
    ? new TwilioVerifyOtpProvider({
        accountSid: config.TWILIO_ACCOUNT_SID!,
        authToken: config.TWILIO_AUTH_TOKEN!,
        serviceSid: config.TWILIO_VERIFY_SERVICE_SID!,
        apiUrl: config.TWILIO_VERIFY_URL,
      })
    : null;
  if (smsru && twilio)
    return new RoutedOtpProvider([
      { prefixes: list(config.SMSRU_PREFIXES), provider: smsru },
      { prefixes: 'rest', provider: twilio },
    ]);
  return smsru ?? twilio ?? undefined;
}

/** The captcha the variables name; undefined keeps the app's sandbox. */
export function captchaProvider(config: ProviderEnv): SmartCaptchaProvider | undefined {
  if (config.CAPTCHA_PROVIDER !== 'smartcaptcha') return undefined;
  return new SmartCaptchaProvider({
    serverKey: config.SMARTCAPTCHA_SERVER_KEY!,
    apiUrl: config.SMARTCAPTCHA_URL,
    failOpen: config.CAPTCHA_FAIL_MODE === 'open',
  });
}

/** What the browser needs to show the captcha widget (settings' `captcha`). */
export function captchaWidget(config: ProviderEnv) {
  if (config.CAPTCHA_PROVIDER !== 'smartcaptcha' || !config.SMARTCAPTCHA_CLIENT_KEY) return undefined;
  return {
    provider: 'smartcaptcha' as const,
    client_key: config.SMARTCAPTCHA_CLIENT_KEY,
    script_url: config.SMARTCAPTCHA_SCRIPT_URL,
    site_forms: config.CAPTCHA_SITE_FORMS === 'on',
  };
}
