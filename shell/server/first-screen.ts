// What the shell's server writes at the top of the page's <head> (a flat request chain), so
// the browser asks for everything the first screen needs while the document is still arriving:
//   - the runtime config the page reads: preloaded, and its `{ apiBase, brand }` inline for the early
//     API calls of shell/src/app/early-data.inline.js;
//   - on a city's home page, the remotes that page shows: their manifest, remote entry and the exposed
//     module's scripts and stylesheets, read from each remote's mf-manifest.json (runtime data, as the
//     MF runtime reads it: a redeployed remote is picked up within a second, no shell rebuild).
// Hints only: the page fetches the same URLs itself, and works the same without them.

/**
 * The remote modules a city's home page hydrates at once (src/routes/remote-routes.tsx). Not
 * the desktop's side cart: the server renders it, and the browser loads its code when the visitor
 * needs it (src/routes/side-cart-slot.tsx); only its stylesheet goes with the HTML.
 */
export const HOME_REMOTES = [{ remote: 'mf-menu', expose: 'HomePage' }];

/** Top-level shell pages that look like a city alias (src/routes/router.tsx). */
const NOT_CITIES = new Set(['legal-info', 'privacy-policy', 'user-agreement']);

const MANIFEST_FRESH_MS = 1000;
const MANIFEST_TIMEOUT_MS = 500;

/** The runtime config the browser reads at /config.json (src/app/runtime-config.ts). */
export interface RuntimeConfigShape {
  apiBase: string;
  brand: string;
  remotes?: Record<string, string>;
  [key: string]: unknown;
}

/** What the MF manifest holds that the hints read. */
interface ManifestBody {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    name: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }[];
}

interface ManifestEntry {
  body: ManifestBody | null;
  etag: string | null;
  checkedAt: number;
  pending: Promise<void> | null;
}

export type FirstScreenHints = ((pathname: string) => Promise<string>) & {
  /**
   * Stylesheets of remote modules the server rendered into the page (page-renderer.ts): applied
   * with the HTML, so the server's markup is styled before the remote's script has run.
   */
  stylesheets(modules: [string, string][]): Promise<string>;
};

/** The HTML to insert right after `<head>`, per page path. */
export function createFirstScreenHints({
  runtimeConfig,
  fetchImpl = fetch,
}: {
  runtimeConfig: () => RuntimeConfigShape;
  fetchImpl?: typeof fetch;
}): FirstScreenHints {
  const manifests = new Map<string, ManifestEntry>();

  async function manifest(url: string): Promise<ManifestBody | null> {
    const entry = manifests.get(url) ?? { body: null, etag: null, checkedAt: 0, pending: null };
    manifests.set(url, entry);
    if (Date.now() - entry.checkedAt < MANIFEST_FRESH_MS) return entry.body;
    entry.pending ??= (async () => {
      try {
        const response = await fetchImpl(url, {
          headers: entry.etag ? { 'if-none-match': entry.etag } : {},
          signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
        });
        if (response.status === 200) {
          entry.body = (await response.json()) as ManifestBody;
          entry.etag = response.headers.get('etag');
        } else if (response.status !== 304) {
          entry.body = null;
        }
      } catch {
        entry.body = null; // down or slow: no hints for it; the page finds out on its own
      } finally {
        entry.checkedAt = Date.now();
        entry.pending = null;
      }
    })();
    await entry.pending;
    return entry.body;
  }

  async function remoteHints(manifestUrl: string, expose: string): Promise<string> {
    const body = await manifest(manifestUrl);
    const module = body?.exposes?.find((candidate) => candidate.name === expose);
    const entry = body?.metaData?.remoteEntry;
    if (!module || !entry?.name) return '';
    // publicPath `auto`: the remote's files sit beside its manifest.
    const publicPath =
      body?.metaData?.publicPath && body.metaData.publicPath !== 'auto'
        ? body.metaData.publicPath
        : new URL('.', manifestUrl).href;
    const at = (file: string) => new URL(file, publicPath).href;
    const links = [
      `<link rel="preload" as="fetch" crossorigin href="${attr(manifestUrl)}">`,
      `<link rel="preload" as="script" href="${attr(at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`))}">`,
      ...(module.assets?.css?.sync ?? []).map(
        (file) => `<link rel="preload" as="style" href="${attr(at(file))}">`,
      ),
      ...(module.assets?.js?.sync ?? []).map(
        (file) => `<link rel="preload" as="script" href="${attr(at(file))}">`,
      ),
    ];
    return links.join('');
  }

  async function stylesheets(modules: [string, string][]): Promise<string> {
    const config = runtimeConfig();
    const parts = await Promise.all(
      modules.map(async ([remote, expose]) => {
        const manifestUrl = config.remotes?.[remote];
        const body = manifestUrl ? await manifest(manifestUrl) : null;
        const module = body?.exposes?.find((candidate) => candidate.name === expose);
        if (!module) return '';
        const publicPath =
          body?.metaData?.publicPath && body.metaData.publicPath !== 'auto'
            ? body.metaData.publicPath
            : new URL('.', manifestUrl).href;
        return (module.assets?.css?.sync ?? [])
          .map((file) => `<link rel="stylesheet" href="${attr(new URL(file, publicPath).href)}">`)
          .join('');
      }),
    );
    return parts.join('');
  }

  return Object.assign(hints, { stylesheets });

  async function hints(pathname: string): Promise<string> {
    const config = runtimeConfig();
    const boot = JSON.stringify({ apiBase: config.apiBase, brand: config.brand }).replace(/</g, '\\u003c');
    let html = `<script>window.__STOREFRONT_BOOT__=${boot}</script>`;
    html += '<link rel="preload" as="fetch" crossorigin href="/config.json">';
    const city = /^\/([a-z0-9-]{1,64})\/?$/.exec(pathname)?.[1];
    if (city && !NOT_CITIES.has(city)) {
      const parts = await Promise.all(
        HOME_REMOTES.map(({ remote, expose }) => {
          const url = config.remotes?.[remote];
          return url ? remoteHints(url, expose) : '';
        }),
      );
      html += parts.join('');
    }
    return html;
  }
}

function attr(text: string): string {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
