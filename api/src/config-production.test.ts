// Production is explicit: the real process refuses to start without its providers, naming each
// missing setting; a sandbox starts only by per-provider opt-in and is announced.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkProductionEnv } from './config-production';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

function run(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // Nothing of the caller's environment but PATH/HOME: "no settings" means none.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const MISSING = [
  'OTP_SECRET',
  'OTP_PROVIDER',
  'CAPTCHA_PROVIDER',
  'ACQUIRER_URL',
  'ACQUIRER_SECRET',
  'YANDEX_GEOCODER_KEY',
  'POS_TOKEN',
  'PUBLIC_ORIGIN',
];

const CONFIGURED = {
  NODE_ENV: 'production',
  OTP_SECRET: 'o'.repeat(32),
  OTP_PROVIDER: 'sandbox',
  CAPTCHA_PROVIDER: 'sandbox',
  ACQUIRER_URL: 'https://acquirer.example',
  ACQUIRER_SECRET: 'a'.repeat(16),
  YANDEX_GEOCODER_KEY: 'key',
  POS_TOKEN: 'p'.repeat(16),
  PUBLIC_ORIGIN: 'https://shop.example',
  ALLOW_SANDBOX_IN_PRODUCTION: 'otp,captcha',
};

describe('production start-up check', () => {
  it('the API process with NODE_ENV=production and no settings exits non-zero naming each missing one', async () => {
    const { code, output } = await run({ NODE_ENV: 'production' });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    for (const name of MISSING) expect(output).toContain(name);
    expect(output).not.toContain('Server listening');
  });

  it('names every missing setting at once and nothing when all are configured', () => {
    const { problems } = checkProductionEnv({ NODE_ENV: 'production' });
    for (const name of MISSING) expect(problems.join('\n')).toContain(name);
    expect(checkProductionEnv(CONFIGURED)).toEqual({ problems: [], sandboxes: ['otp', 'captcha'] });
    expect(checkProductionEnv({}).problems).toEqual([]);
  });

  it('a sandbox in production needs its own opt-in', () => {
    const withoutOptIn = checkProductionEnv({ ...CONFIGURED, ALLOW_SANDBOX_IN_PRODUCTION: 'otp' });
    expect(withoutOptIn.problems).toEqual([expect.stringMatching(/CAPTCHA_PROVIDER=sandbox.*"captcha"/)]);
    const simulator = checkProductionEnv({ ...CONFIGURED, KITCHEN_SIMULATOR: 'on' });
    expect(simulator.problems.join()).toMatch(/KITCHEN_SIMULATOR/);
    const gazetteer = checkProductionEnv({
      ...CONFIGURED,
      YANDEX_GEOCODER_KEY: '',
      GEOCODER_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: 'otp,captcha,geocoder',
    });
    expect(gazetteer).toEqual({ problems: [], sandboxes: ['otp', 'captcha', 'geocoder'] });
    expect(
      checkProductionEnv({ ...CONFIGURED, ALLOW_SANDBOX_IN_PRODUCTION: 'otp,captcha,bank' }).problems,
    ).toEqual([expect.stringMatching(/unknown provider "bank"/)]);
    expect(checkProductionEnv({ ...CONFIGURED, PUBLIC_ORIGIN: 'http://shop.example' }).problems).toEqual([
      expect.stringMatching(/PUBLIC_ORIGIN must be an https origin/),
    ]);
    // Loopback is a secure context to browsers and public to no one: the one-machine production run.
    expect(checkProductionEnv({ ...CONFIGURED, PUBLIC_ORIGIN: 'http://127.0.0.1:6600' }).problems).toEqual(
      [],
    );
    expect(checkProductionEnv({ ...CONFIGURED, PUBLIC_ORIGIN: 'http://127.0.0.2:6600' }).problems).toEqual([
      expect.stringMatching(/PUBLIC_ORIGIN must be an https origin/),
    ]);
  });

  // A whole API process starts (its sources compiled by tsx, then PGlite opened): over 40 s at load 20.
  it('announces an opted-in sandbox at start', async () => {
    const { output } = await run({
      ...CONFIGURED,
      PGLITE_DIR: 'memory://',
      PORT: '0',
      SEED: 'never',
      // Stop right after the announcement: an invalid LOG_LEVEL would fail earlier, so exit via a bad port.
      HOST: '256.256.256.256',
    });
    expect(output).toMatch(/SANDBOX otp provider in production/);
    expect(output).toMatch(/SANDBOX captcha provider in production/);
  }, 120_000);
});
