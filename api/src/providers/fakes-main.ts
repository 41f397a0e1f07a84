// Runs the outside providers' local fakes as one process beside a storefront in production
// configuration (scripts/tasks/serve.mjs --providers): CloudPayments, YooKassa, SMS.ru, Twilio
// Verify, Yandex SmartCaptcha and Yandex Geocoder/Geosuggest, each on the port FAKE_PORTS names
// (`cloudpayments:6613,yookassa:6614,…`), with the same keys the API is given and the API's
// notification URLs (API_ORIGIN), so the storefront reaches them exactly as it would the providers.
import { startCloudPaymentsFake } from './acquirer/cloudpayments.fake';
import { startYooKassaFake } from './acquirer/yookassa.fake';
import { startSmartCaptchaFake } from './captcha/smartcaptcha.fake';
import { startYandexFake } from './geocoder/yandex.fake';
import { startSmsRuFake } from './otp/smsru.fake';
import { startTwilioFake } from './otp/twilio.fake';

const env = process.env;
const ports = new Map(
  (env.FAKE_PORTS ?? '').split(',').map((entry) => {
    const [name, port] = entry.split(':');
    return [name?.trim() ?? '', Number(port)] as const;
  }),
);
function portOf(name: string): number {
  const port = ports.get(name);
  if (!port || !Number.isInteger(port)) throw new Error(`FAKE_PORTS names no port for ${name}`);
  return port;
}
function required(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const api = required('API_ORIGIN').replace(/\/$/, '');
const fakes = [
  await startCloudPaymentsFake({
    publicId: required('CLOUDPAYMENTS_PUBLIC_ID'),
    apiSecret: required('CLOUDPAYMENTS_API_SECRET'),
    notify: {
      check: `${api}/api/payments/cloudpayments/check`,
      pay: `${api}/api/payments/cloudpayments/pay`,
      fail: `${api}/api/payments/cloudpayments/fail`,
    },
    port: portOf('cloudpayments'),
  }),
  await startYooKassaFake({
    shopId: required('YOOKASSA_SHOP_ID'),
    secretKey: required('YOOKASSA_SECRET_KEY'),
    webhookUrl: `${api}/api/payments/yookassa/webhook`,
    port: portOf('yookassa'),
  }),
  await startSmsRuFake({ apiId: required('SMSRU_API_ID'), port: portOf('smsru') }),
  await startTwilioFake({
    accountSid: required('TWILIO_ACCOUNT_SID'),
    authToken: required('TWILIO_AUTH_TOKEN'),
    serviceSid: required('TWILIO_VERIFY_SERVICE_SID'),
    codeLength: 4,
    port: portOf('twilio'),
  }),
  await startSmartCaptchaFake({
    serverKey: required('SMARTCAPTCHA_SERVER_KEY'),
    host: env.SMARTCAPTCHA_FAKE_HOST ?? '127.0.0.1',
    port: portOf('smartcaptcha'),
  }),
  await startYandexFake({
    geocoderKey: required('YANDEX_GEOCODER_KEY'),
    suggestKey: env.YANDEX_SUGGEST_KEY ?? required('YANDEX_GEOCODER_KEY'),
    houses: [],
    port: portOf('yandex'),
  }),
];
process.stdout.write(`provider fakes on ${fakes.map((fake) => fake.url).join(' ')}\n`);
const stop = () => void Promise.all(fakes.map((fake) => fake.close())).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
