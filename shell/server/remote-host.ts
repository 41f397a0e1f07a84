// The shell server's Module Federation host: loads the remotes' node builds (their `ssr/mf-manifest.json`,
// beside the browser manifest the runtime config names) at run time, with react, the router, TanStack
// Query, i18next and @storefront/shared provided by the shell's server bundle as singletons, as the
// shell page provides them in the browser. Each manifest is revalidated by ETag at most once a second
// (as first-screen.ts does for the browser's); a changed one is registered again with `force`, so a
// remote rebuilt and redeployed alone renders in its new version without restarting this server — its
// strings too: the new build registers its i18n namespace again in the shared i18next, replacing the old.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInstance, satisfy } from '@module-federation/enhanced/runtime';

const MANIFEST_FRESH_MS = 1000;
const MANIFEST_TIMEOUT_MS = 1000;
let hosts = 0;

/** The node manifest of a remote whose browser manifest is `browserManifest`. */
export function ssrManifestUrl(browserManifest: string): string {
  return new URL('ssr/mf-manifest.json', browserManifest).href;
}

/** `mf-menu` → `mf_menu` (src/app/federation/remote-ids.ts). */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/**
 * The compatibility policy for @storefront/shared (README, "Releasing a remote"): the first shared module
 * of `manifest` whose declared range `sharedVersion` does not satisfy, as `{ name, required }`, or null.
 * Checked before any of the remote's code runs, so a remote built for a newer shared is never loaded
 * here (its block renders in the browser, where the boundary shows its fallback).
 */
export function sharedMismatch(
  manifest: { shared?: { name?: unknown; requiredVersion?: unknown }[] } | null,
  sharedVersion: string,
): { name: string; required: string } | null {
  for (const shared of manifest?.shared ?? []) {
    const required = shared?.requiredVersion;
    if (!String(shared?.name).startsWith('@storefront/shared/') || typeof required !== 'string') continue;
    if (!satisfy(sharedVersion, required)) return { name: String(shared.name), required };
  }
  return null;
}

/** Versions of the shared libraries as installed for the shell. */
function versionsFrom(shellDir: string) {
  const require = createRequire(join(shellDir, 'package.json'));
  const version = (name: string): string | undefined => {
    try {
      return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
    } catch {
      return undefined;
    }
  };
  // @storefront/shared exports no package.json: read it where the workspace links it for the shell.
  // Remotes refuse a shared outside their declared range (README, "Releasing a remote"), so this is the
  // version the shell really provides, never a guess.
  const sharedPackage = join(shellDir, 'node_modules', '@storefront', 'shared', 'package.json');
  return {
    version,
    sharedVersion: JSON.parse(readFileSync(sharedPackage, 'utf8')).version as string,
  };
}

interface RemoteEntry {
  url: string;
  etag: string | null;
  checkedAt: number;
  pending: Promise<void> | null;
  registered: boolean;
  ok: boolean;
  refused?: boolean;
}

/** What an exposed module of a remote's node build is: its component, and what it declares beside it. */
export type ExposedModule = Record<string, unknown> & { default?: unknown };

export interface RemoteHost {
  /** The exposed module of a remote's node build, or undefined (that block renders in the browser). */
  loadModule(remote: string, exposed: string): Promise<ExposedModule | undefined>;
  revalidate(remote: string): Promise<boolean>;
  /**
   * The deployed version of a remote's node build (its manifest's URL and ETag, revalidated as for a
   * render), or null when it is unavailable or has no ETag: the render cache keys its pages by it.
   */
  version(remote: string): Promise<string | null>;
}

export function createRemoteHost({
  runtimeConfig,
  sharedModules,
  shellDir,
  fetchImpl = fetch,
  log = () => {},
}: {
  runtimeConfig: () => { remotes?: Record<string, string> };
  sharedModules: Record<string, unknown>;
  shellDir: string;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
}): RemoteHost {
  const { version, sharedVersion } = versionsFrom(shellDir);
  const shared: Record<
    string,
    { version: string; lib: () => unknown; shareConfig: { singleton: boolean; requiredVersion: false } }
  > = {};
  for (const [name, lib] of Object.entries(sharedModules)) {
    shared[name] = {
      version: name.startsWith('@storefront/shared/') ? sharedVersion : (version(name) ?? '0.0.0'),
      lib: () => lib,
      shareConfig: { singleton: true, requiredVersion: false },
    };
  }
  // One name per host: tests run several shell servers in one process.
  const instance = createInstance({ name: `shell_server_${++hosts}`, remotes: [], shared });
  const remotes = new Map<string, RemoteEntry>();

  async function revalidate(remote: string): Promise<boolean> {
    const browserManifest = runtimeConfig().remotes?.[remote];
    if (!browserManifest) return false;
    const url = ssrManifestUrl(browserManifest);
    let found = remotes.get(remote);
    if (!found || found.url !== url) {
      found = { url, etag: null, checkedAt: 0, pending: null, registered: false, ok: false };
      remotes.set(remote, found);
    }
    const entry = found;
    if (Date.now() - entry.checkedAt < MANIFEST_FRESH_MS) return entry.ok;
    entry.pending ??= (async () => {
      try {
        const response = await fetchImpl(url, {
          headers: entry.etag && entry.ok ? { 'if-none-match': entry.etag } : {},
          signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
        });
        if (response.status === 304) {
          entry.ok = true;
          return;
        }
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const mismatch = sharedMismatch(JSON.parse(await response.text()), sharedVersion);
        if (mismatch) {
          if (entry.ok || !entry.refused) {
            log(
              `[ssr] ${remote} needs ${mismatch.name} ${mismatch.required}, the shell provides ${sharedVersion}: ` +
                'rendered in the browser, where its boundary shows the fallback',
            );
          }
          entry.refused = true;
          entry.etag = null;
          entry.ok = false;
          return;
        }
        entry.refused = false;
        const etag = response.headers.get('etag');
        if (!entry.registered || etag !== entry.etag || !etag) {
          // A new build (or the first): the runtime drops what it loaded of the old one.
          instance.registerRemotes([{ name: containerName(remote), entry: url }], {
            force: entry.registered,
          });
          if (entry.registered) log(`[ssr] ${remote} changed: its new build renders from now on`);
          entry.registered = true;
        }
        entry.etag = etag;
        entry.ok = true;
      } catch (error) {
        if (entry.ok) {
          log(`[ssr] ${remote} is unavailable (${(error as Error).message}): rendered in the browser`);
        }
        entry.ok = false;
      } finally {
        entry.checkedAt = Date.now();
        entry.pending = null;
      }
    })();
    await entry.pending;
    return entry.ok;
  }

  async function loadModule(remote: string, exposed: string): Promise<ExposedModule | undefined> {
    if (!(await revalidate(remote))) return undefined;
    try {
      const module = await instance.loadRemote<ExposedModule>(`${containerName(remote)}/${exposed}`);
      const component = module?.default;
      return module && (typeof component === 'function' || typeof component === 'object')
        ? module
        : undefined;
    } catch (error) {
      log(`[ssr] ${remote}/${exposed} could not be loaded: ${(error as Error)?.message ?? error}`);
      // Try again on the next request after the manifest's next check.
      const entry = remotes.get(remote);
      if (entry) entry.etag = null;
      return undefined;
    }
  }

  async function deployedVersion(remote: string): Promise<string | null> {
    if (!(await revalidate(remote))) return null;
    const entry = remotes.get(remote);
    return entry?.etag ? `${entry.url}#${entry.etag}` : null;
  }

  return { loadModule, revalidate, version: deployedVersion };
}
