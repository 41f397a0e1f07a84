// Production is explicit: with NODE_ENV=production the API starts only when every outside provider
// (sign-in codes, captcha, acquirer, geocoder, kitchen) and the public origin are configured. A
// sandbox runs in production only when its provider names it AND ALLOW_SANDBOX_IN_PRODUCTION lists
// it; main.ts announces each such sandbox at start. Reads the raw environment, so every missing
// setting is named at once, before the schema of config.ts complains about the first one.

import { providerProblems, realProvider } from './config-providers';

export const PRODUCTION_PROVIDERS = ['otp', 'captcha', 'acquirer', 'geocoder', 'kitchen'] as const;
export type ProductionProvider = (typeof PRODUCTION_PROVIDERS)[number];

export interface ProductionCheck {
  /** One line per missing or wrong setting, each naming the variable. Empty: fine to start. */
  problems: string[];
  /** Providers that run their sandbox in production by explicit opt-in (announce them). */
  sandboxes: ProductionProvider[];
}

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** Browsers treat loopback as a secure context, and no visitor but the machine's own reaches it. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isHttpOrigin(value: string, httpsOnly: boolean): boolean {
  try {
    const url = new URL(value);
    const secure =
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
    const protocolOk = httpsOnly ? secure : /^https?:$/.test(url.protocol);
    return protocolOk && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

export function checkProductionEnv(env: NodeJS.ProcessEnv): ProductionCheck {
  if (env.NODE_ENV !== 'production') return { problems: [], sandboxes: [] };
  const problems: string[] = [];
  const sandboxes: ProductionProvider[] = [];
  const allowed = new Set(
    (env.ALLOW_SANDBOX_IN_PRODUCTION ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const name of allowed) {
    if (!(PRODUCTION_PROVIDERS as readonly string[]).includes(name)) {
      problems.push(
        `ALLOW_SANDBOX_IN_PRODUCTION: unknown provider "${name}" (one of ${PRODUCTION_PROVIDERS.join(', ')}).`,
      );
    }
  }
  /** A provider whose only implementation here is the sandbox: `<VAR>=sandbox` plus the opt-in. */
  const sandboxOnly = (provider: ProductionProvider, variable: string, what: string) => {
    const value = env[variable];
    if (!set(value)) {
      problems.push(
        `${variable} is not set (${what}): configure a gateway, or set ${variable}=sandbox and list "${provider}" in ALLOW_SANDBOX_IN_PRODUCTION.`,
      );
    } else if (value !== 'sandbox') {
      problems.push(`${variable}=${value} is unknown (${what}); the known provider is "sandbox".`);
    } else if (!allowed.has(provider)) {
      problems.push(
        `${variable}=sandbox in production needs ALLOW_SANDBOX_IN_PRODUCTION to list "${provider}".`,
      );
    } else {
      sandboxes.push(provider);
    }
  };

  // Sign-in codes: the HMAC key of stored codes, and who delivers them.
  if (!set(env.OTP_SECRET))
    problems.push('OTP_SECRET is not set (HMAC key of sign-in codes, 32+ characters).');
  if (!realProvider(env, 'OTP_PROVIDER')) sandboxOnly('otp', 'OTP_PROVIDER', 'who sends sign-in codes');
  if (!realProvider(env, 'CAPTCHA_PROVIDER'))
    sandboxOnly('captcha', 'CAPTCHA_PROVIDER', 'who checks captcha tokens');

  // Acquirer: CloudPayments with its keys (config-providers.ts), or the acquirer service at
  // ACQUIRER_URL (signed with ACQUIRER_SECRET); that service's sandbox only by opt-in.
  if (!realProvider(env, 'ACQUIRER_PROVIDER')) {
    if (!set(env.ACQUIRER_URL)) {
      problems.push("ACQUIRER_URL is not set (the acquirer service's origin as the API reaches it).");
    } else if (!isHttpOrigin(env.ACQUIRER_URL, false)) {
      problems.push('ACQUIRER_URL must be an http(s) origin.');
    }
    if (!set(env.ACQUIRER_SECRET)) {
      problems.push('ACQUIRER_SECRET is not set (signs acquirer↔API messages, 16+ characters).');
    }
    if (set(env.ACQUIRER_PROVIDER) && env.ACQUIRER_PROVIDER === 'sandbox') {
      if (allowed.has('acquirer')) sandboxes.push('acquirer');
      else
        problems.push(
          'ACQUIRER_PROVIDER=sandbox in production needs ALLOW_SANDBOX_IN_PRODUCTION to list "acquirer".',
        );
    }
  }

  // Geocoder: Yandex with a key, or the sandbox gazetteer by opt-in.
  if (!set(env.YANDEX_GEOCODER_KEY)) {
    if (env.GEOCODER_PROVIDER === 'sandbox' && allowed.has('geocoder')) sandboxes.push('geocoder');
    else if (env.GEOCODER_PROVIDER === 'sandbox')
      problems.push(
        'GEOCODER_PROVIDER=sandbox in production needs ALLOW_SANDBOX_IN_PRODUCTION to list "geocoder".',
      );
    else
      problems.push(
        'YANDEX_GEOCODER_KEY is not set (geocoder): set it, or GEOCODER_PROVIDER=sandbox and list "geocoder" in ALLOW_SANDBOX_IN_PRODUCTION.',
      );
  }

  // Kitchen: a POS pushes statuses with POS_TOKEN, or the simulator moves orders by opt-in.
  if (env.KITCHEN_SIMULATOR === 'on') {
    if (allowed.has('kitchen')) sandboxes.push('kitchen');
    else
      problems.push(
        'KITCHEN_SIMULATOR=on in production needs ALLOW_SANDBOX_IN_PRODUCTION to list "kitchen".',
      );
  } else if (!set(env.POS_TOKEN)) {
    problems.push(
      'POS_TOKEN is not set (kitchen POS): set it, or KITCHEN_SIMULATOR=on and list "kitchen" in ALLOW_SANDBOX_IN_PRODUCTION.',
    );
  }

  // A real provider chosen above without its keys.
  problems.push(...providerProblems(env));

  if (!set(env.PUBLIC_ORIGIN)) {
    problems.push(
      "PUBLIC_ORIGIN is not set (the storefront's public https origin; links are built from it).",
    );
  } else if (!isHttpOrigin(env.PUBLIC_ORIGIN, true)) {
    problems.push('PUBLIC_ORIGIN must be an https origin (or a loopback one), e.g. https://shop.example.');
  }
  return { problems, sandboxes };
}

/** The message main.ts prints before exiting 1. */
export function productionProblemsMessage(problems: readonly string[]): string {
  return [
    'Refusing to start with NODE_ENV=production: providers must be configured explicitly.',
    ...problems.map((problem) => `  - ${problem}`),
    'See api/README.md "Production settings".',
  ].join('\n');
}
