// Where each deployment listens. One place for ports so the run scripts, the rsbuild dev servers and the
// e2e suite agree. `npm start` uses base 3000 (shell), e2e uses another base so both can run at once.

/** The five remotes: workspace folder, Module Federation container name, offset from the shell port. */
export const REMOTES = [
  { id: 'mf-menu', name: 'mf_menu', offset: 1 },
  { id: 'mf-cart', name: 'mf_cart', offset: 2 },
  { id: 'mf-checkout', name: 'mf_checkout', offset: 3 },
  { id: 'mf-account', name: 'mf_account', offset: 4 },
  { id: 'mf-tracking', name: 'mf_tracking', offset: 5 },
];

export const API_OFFSET = 10;
/** The (sandbox) acquirer: its own process and origin, never the storefront's. */
export const ACQUIRER_OFFSET = 11;
/** The fake iikoCloud, when the storefront runs in POS mode (POS=iiko, docs/pos.md). */
export const IIKO_FAKE_OFFSET = 12;
/**
 * The outside providers' local fakes, when the storefront runs in production configuration against
 * them (serve.mjs --providers, docs/going-to-production.md): one process, one port each.
 */
export const PROVIDER_FAKE_OFFSETS = {
  cloudpayments: 13,
  yookassa: 14,
  smsru: 15,
  twilio: 16,
  smartcaptcha: 17,
  yandex: 18,
};

export function topology(base = Number(process.env.STOREFRONT_PORT_BASE ?? 3000), host = '127.0.0.1') {
  return {
    host,
    shellPort: base,
    /** The storefront's public origin (the API's PUBLIC_ORIGIN): links are built from it. */
    publicOrigin: `http://${host}:${base}`,
    apiPort: base + API_OFFSET,
    apiOrigin: `http://${host}:${base + API_OFFSET}`,
    acquirerPort: base + ACQUIRER_OFFSET,
    acquirerOrigin: `http://${host}:${base + ACQUIRER_OFFSET}`,
    iikoFakePort: base + IIKO_FAKE_OFFSET,
    iikoFakeOrigin: `http://${host}:${base + IIKO_FAKE_OFFSET}`,
    providerFakes: Object.fromEntries(
      Object.entries(PROVIDER_FAKE_OFFSETS).map(([name, offset]) => [
        name,
        { port: base + offset, origin: `http://${host}:${base + offset}` },
      ]),
    ),
    remotes: REMOTES.map((remote) => ({
      ...remote,
      port: base + remote.offset,
      origin: `http://${host}:${base + remote.offset}`,
    })),
  };
}

/**
 * The runtime config the shell fetches from /config.json at start (ARCHITECTURE rule 2: remote URLs are
 * runtime data, never baked into the shell build).
 */
export function runtimeConfig(
  topo,
  { brand = process.env.BRAND ?? 'pizza', mapsKey = process.env.YANDEX_MAPS_KEY ?? '' } = {},
) {
  return {
    brand,
    apiBase: '/api',
    mapsKey,
    remotes: Object.fromEntries(topo.remotes.map((r) => [r.id, `${r.origin}/mf-manifest.json`])),
  };
}

/**
 * How the API and the acquirer find each other and the storefront in this topology (dev, `npm start`,
 * e2e); the environment may override each (a deployment names its own origins).
 */
export function serviceEnv(topo, env = process.env) {
  return {
    api: {
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? topo.publicOrigin,
      ACQUIRER_URL: env.ACQUIRER_URL ?? topo.acquirerOrigin,
      // Pictures from the API's own origin, as a CDN would serve them (api/src/config.ts says why).
      MEDIA_PUBLIC_URL: env.MEDIA_PUBLIC_URL ?? topo.apiOrigin,
    },
    acquirer: {
      ACQUIRER_PUBLIC_ORIGIN: env.ACQUIRER_PUBLIC_ORIGIN ?? env.ACQUIRER_PUBLIC_URL ?? topo.acquirerOrigin,
      MERCHANT_NOTIFY_URL: env.MERCHANT_NOTIFY_URL ?? `${topo.apiOrigin}/api/payments/notify`,
    },
  };
}
