// The storefront the journeys run against, and what it offers them.
//
// By default the suite serves the local production build itself (playwright.config.ts starts it on
// E2E_PORT_BASE, 4000) with every test aid switched on, so every capability is there. With
// E2E_BASE_URL it runs against a storefront that is already running (a staging deployment, or
// `npm start`), starts nothing, and learns what that target offers:
//   - E2E_CAPABILITIES=a,b,c declares them (`all` for every one); without it the two that can be
//     seen from outside are probed (`otp-dev-route`, `open-kitchens`) and the rest count as absent;
//   - `pinned-clock` also needs E2E_CLOCK_OFFSET_MS (the target API's CLOCK_OFFSET_MS), since the
//     browser's clock has to run the same offset ahead; `pos-token` needs E2E_POS_TOKEN.
// A journey declares what it needs (`needs()` in fixtures.ts, or a page object's helper does it);
// lacking a capability, it is skipped with the reason, never failed and never passed unchecked.

export const CAPABILITIES = {
  'otp-dev-route':
    'sign-in codes are read from GET /api/dev/last-code (the sandbox OTP provider, not production)',
  'many-sign-ins':
    'one client address may ask for many sign-in codes (the API runs with OTP_SENDS_PER_IP raised; the default 20 an hour stops a run)',
  'sandbox-acquirer':
    'card payments go to the sandbox acquirer, whose test cards and bank page the journeys use',
  'open-kitchens': "the target's kitchens take an order 'as soon as possible' now, by the target's clock",
  'pinned-clock':
    "the target's API runs at the suite's pinned working hour (CLOCK_OFFSET_MS) and the suite knows the offset (E2E_CLOCK_OFFSET_MS)",
  'pos-token': 'the kitchen POS route is on and the suite has its token (E2E_POS_TOKEN)',
  'clock-cookie':
    "the target's API honours the test-only clock cookie (TEST_CLOCK_COOKIE=on), so one journey can run at night beside the others",
  'fast-kitchen': 'the kitchen simulator runs at KITCHEN_SPEED 30, so an order is done within minutes',
  'local-build': "the suite serves the build itself: the remotes' dist folders are on this machine",
} as const;

export type Capability = keyof typeof CAPABILITIES;
export const ALL_CAPABILITIES = Object.keys(CAPABILITIES) as Capability[];

/** The POS token of the storefront the suite serves itself (its webServer env). */
export const LOCAL_POS_TOKEN = 'e2e-pos-token-0123456789';

export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4000);
/**
 * The second storefront the suite serves itself: production configuration against the outside
 * providers' local fakes (serve.mjs --providers), on its own port base (default E2E_PORT_BASE + 200).
 * E2E_PROVIDERS_URL names one already running instead (`npm start -- --providers`).
 */
export const PROVIDERS_PORT_BASE = Number(
  process.env.E2E_PROVIDERS_URL
    ? new URL(process.env.E2E_PROVIDERS_URL).port
    : (process.env.E2E_PROVIDERS_PORT_BASE ?? PORT_BASE + 200),
);
export const PROVIDERS_URL = `http://127.0.0.1:${PROVIDERS_PORT_BASE}`;
/** Where that storefront's fakes listen (scripts/lib/topology.mjs PROVIDER_FAKE_OFFSETS). */
export const PROVIDER_FAKES = {
  cloudpayments: `http://127.0.0.1:${PROVIDERS_PORT_BASE + 13}`,
  yookassa: `http://127.0.0.1:${PROVIDERS_PORT_BASE + 14}`,
  smsru: `http://127.0.0.1:${PROVIDERS_PORT_BASE + 15}`,
  smartcaptcha: `http://127.0.0.1:${PROVIDERS_PORT_BASE + 17}`,
} as const;
/** The suite has the production stack: it serves it, or E2E_PROVIDERS_URL names a running one. */
export const hasProvidersStack = () => !process.env.E2E_BASE_URL || Boolean(process.env.E2E_PROVIDERS_URL);

/** The storefront's origin, without a trailing slash. */
export function targetUrl(): string {
  const remote = process.env.E2E_BASE_URL;
  return remote ? remote.replace(/\/+$/, '') : `http://127.0.0.1:${PORT_BASE}`;
}

/** True when the suite runs against a storefront it did not start. */
export function isRemoteTarget(): boolean {
  return Boolean(process.env.E2E_BASE_URL);
}

export function posToken(): string | undefined {
  return isRemoteTarget() ? process.env.E2E_POS_TOKEN : LOCAL_POS_TOKEN;
}

/** Parses E2E_CAPABILITIES; an unknown name is a mistake worth stopping for. */
export function parseCapabilities(value: string): Capability[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('all')) return [...ALL_CAPABILITIES];
  for (const name of names) {
    if (!(name in CAPABILITIES))
      throw new Error(
        `E2E_CAPABILITIES: unknown capability '${name}' (known: ${ALL_CAPABILITIES.join(', ')}, all)`,
      );
  }
  return names as Capability[];
}

/**
 * What a declared list still lacks to be usable: a pinned clock whose offset the suite does not know,
 * or a POS route without its token, would make journeys fail rather than skip.
 */
export function checkDeclared(capabilities: readonly Capability[], env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (capabilities.includes('pinned-clock') && env.E2E_CLOCK_OFFSET_MS === undefined)
    problems.push('pinned-clock needs E2E_CLOCK_OFFSET_MS (the CLOCK_OFFSET_MS the target API runs with)');
  if (capabilities.includes('pos-token') && !env.E2E_POS_TOKEN)
    problems.push('pos-token needs E2E_POS_TOKEN (the POS_TOKEN the target API runs with)');
  return problems;
}

const RESOLVED = 'E2E_RESOLVED_CAPABILITIES';

/**
 * The target's capabilities as resolved for this run (global-setup.ts writes them into the
 * environment the workers inherit). Before that — `--list`, or a run of the local build — the local
 * build has all of them and a remote target what it declares.
 */
export function targetCapabilities(): ReadonlySet<Capability> {
  const resolved = process.env[RESOLVED];
  if (resolved !== undefined) return new Set(parseCapabilities(resolved));
  if (!isRemoteTarget()) return new Set(ALL_CAPABILITIES);
  return new Set(parseCapabilities(process.env.E2E_CAPABILITIES ?? ''));
}

export function recordCapabilities(capabilities: readonly Capability[]): void {
  process.env[RESOLVED] = capabilities.join(',');
}

/** The reason a journey needing `needed` cannot run on this target, or null when it can. */
export function missingReason(needed: readonly Capability[], have: ReadonlySet<Capability>): string | null {
  const missing = needed.filter((capability) => !have.has(capability));
  if (missing.length === 0) return null;
  return `the target lacks ${missing.map((name) => `'${name}' (${CAPABILITIES[name]})`).join(', ')}`;
}
