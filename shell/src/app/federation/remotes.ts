// Registers the remotes named by the runtime config with the MF runtime and loads their exposed
// modules. Remote URLs are runtime data (ARCHITECTURE rule 2), so redeploying a remote elsewhere only
// means serving a different /config.json.
//
// The config names each remote's mf-manifest.json, and the runtime reads it itself (its snapshot
// handling: the entry, the exposed module's scripts and stylesheets preloaded beside it). A manifest
// request that fails on the network is tried again by the retry plugin (retry-plugin.ts) before the
// remote counts as down; then the fallback plugin answers with its fallback block.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../runtime-config';
import { isRemoteUnavailable } from './marker';
import { containerName, type RemoteId } from './remote-ids';

let registered: RuntimeConfig['remotes'] = {};
/** Exposed modules already loaded (`mf-menu/HomePage`): a slot renders them without suspending. */
const loadedComponents = new Map<string, ComponentType<never>>();
/** Remotes that have loaded a module in this document. */
const everLoaded = new Set<RemoteId>();

export function registerRuntimeRemotes(remotes: RuntimeConfig['remotes']): void {
  registered = remotes;
  registerRemotes(
    Object.entries(remotes).map(([id, entry]) => ({ name: containerName(id as RemoteId), entry })),
  );
}

/**
 * A remote that failed once is registered again with `force`: the runtime drops its cached manifest,
 * entry and failure, so the next load reads them anew.
 */
export function resetRemote(remote: RemoteId): void {
  for (const key of loadedComponents.keys()) if (key.startsWith(`${remote}/`)) loadedComponents.delete(key);
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: containerName(remote), entry }], { force: true });
}

/**
 * What a retry of a failed remote takes: registering it anew (`reset`), or a new document (`reload`).
 *
 * The server's HTML asks the browser to preload a home page's remote files (shell/server/first-screen.ts).
 * When the remote is down while the page loads, those preloads fail, and Chromium answers every later
 * request for the same URLs in this document with that stored failure, without asking the network
 * (a new <script> of the entry errors at once). The runtime's cache is not the one that holds it,
 * so no re-registration helps: a remote that never loaded here, with its files among the page's
 * preloads, comes back only in a new document.
 */
export function retryNeeds(remote: RemoteId): 'reset' | 'reload' {
  if (everLoaded.has(remote)) return 'reset';
  return remoteLinks(remote, 'preload').length > 0 ? 'reload' : 'reset';
}

/** The page's <link rel> elements that point into a remote's deployment (its manifest's folder). */
function remoteLinks(remote: RemoteId, rel: 'preload' | 'stylesheet'): HTMLLinkElement[] {
  const manifest = registered[remote];
  if (!manifest || typeof document === 'undefined') return [];
  const base = new URL(manifest, document.baseURI);
  const folder = `${base.origin}${base.pathname.replace(/[^/]*$/, '')}`;
  return [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"][href]`)].filter((link) =>
    link.href.startsWith(folder),
  );
}

/**
 * A stylesheet of the remote that the server's HTML carried did not load: its deployment is down. The
 * server's head script records each link that fails (shell/server/page-renderer.ts), before the
 * page's scripts run.
 */
export function remoteStylesFailed(remote: RemoteId): boolean {
  const failed = (globalThis as { __STOREFRONT_FAILED_LINKS__?: string[] }).__STOREFRONT_FAILED_LINKS__;
  if (!failed || failed.length === 0) return false;
  return remoteLinks(remote, 'stylesheet').some((link) => failed.includes(link.href));
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteId,
    readonly exposed: string,
    reason: string,
  ) {
    super(`${remote}/${exposed} could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads `./<exposed>` of a remote as a React component module, or throws RemoteUnavailableError. */
export async function loadRemoteComponent<P>(
  remote: RemoteId,
  exposed: string,
): Promise<{ default: ComponentType<P> }> {
  if (!registered[remote]) throw new RemoteUnavailableError(remote, exposed, 'not in the runtime config');
  const loaded = await loadRemote<{ default: ComponentType<P> }>(`${containerName(remote)}/${exposed}`);
  if (!loaded || isRemoteUnavailable(loaded) || typeof loaded.default !== 'function') {
    const reason = isRemoteUnavailable(loaded) ? loaded.reason : 'empty module';
    throw new RemoteUnavailableError(remote, exposed, reason);
  }
  loadedComponents.set(`${remote}/${exposed}`, loaded.default as ComponentType<never>);
  everLoaded.add(remote);
  return loaded;
}

/** The component of an exposed module loaded before, or undefined. */
export function loadedRemoteComponent<P>(remote: RemoteId, exposed: string): ComponentType<P> | undefined {
  return loadedComponents.get(`${remote}/${exposed}`) as ComponentType<P> | undefined;
}

/**
 * Loads the exposed modules a server-rendered page shows before it is hydrated, waiting at most
 * `limitMs`: one that fails or is late is left to its slot (its lazy load, its fallback block).
 */
export async function preloadRemoteComponents(
  modules: readonly (readonly [RemoteId, string])[],
  limitMs: number,
): Promise<void> {
  if (modules.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(modules.map(([remote, exposed]) => loadRemoteComponent(remote, exposed))),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
}
