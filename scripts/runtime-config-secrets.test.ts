// /config.json is read by every visitor: what serve writes into it must hold no secret, whatever
// secrets its environment has (the Measurement Protocol api_secret is the API's, never the browser's).
import { describe, expect, it } from 'vitest';
import { observeSinks, servedRuntimeConfig } from './lib/observe-sinks.mjs';
import { topology } from './lib/topology.mjs';

const ENV = {
  GA_MEASUREMENT_ID: 'G-PROD0001',
  GA_API_SECRET: 'mp-api-secret-value',
  GA_ENDPOINT: 'https://www.google-analytics.com/mp/collect',
  BROWSER_SENTRY_DSN: 'https://publickey@sentry.example/3',
  OTP_SECRET: 'otp-secret-value',
  ACQUIRER_SECRET: 'acquirer-secret-value',
};

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('the /config.json serve writes', () => {
  const topo = topology(3000);
  for (const [name, sinks] of [
    ['without the local sinks', null],
    ['with OBSERVE_SINKS=on', observeSinks(3000)],
  ] as const) {
    it(`holds no secret ${name}`, () => {
      const config = servedRuntimeConfig(topo, sinks, ENV);
      expect(config.apiBase).toBe('/api');
      expect(keysOf(config).filter((key) => /secret/i.test(key))).toEqual([]);
      const text = JSON.stringify(config);
      for (const secret of [ENV.GA_API_SECRET, ENV.OTP_SECRET, ENV.ACQUIRER_SECRET, 'local-secret'])
        expect(text).not.toContain(secret);
    });
  }

  it('hands the local collector and its secret to the API instead', () => {
    const sinks = observeSinks(3000);
    expect(sinks.apiEnv.GA_ENDPOINT).toBe(`${sinks.analyticsOrigin}/mp/collect`);
    expect(sinks.apiEnv.GA_MEASUREMENT_ID).toBeTruthy();
    expect(sinks.apiEnv.GA_API_SECRET).toBeTruthy();
  });
});
