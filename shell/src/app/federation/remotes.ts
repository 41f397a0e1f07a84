// Registers the remotes named by the runtime config with the MF runtime and loads their exposed
// modules. Remote URLs are runtime data (ARCHITECTURE rule 2), so redeploying a remote elsewhere only
// means serving a different /config.json.
//
// The config names each remote's mf-manifest.json. The shell reads it here and registers the remote
// entry it names, with the exposed module's scripts and stylesheets preloaded beside the entry: what
// the MF runtime's snapshot plugin did, without its code on the first screen (the build
// sets `experiments.optimization.disableSnapshot`, scripts/lib/rsbuild-app.ts). A manifest request
// that fails on the network is tried again before the remote counts as down.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../runtime-config';
import { isRemoteUnavailable } from './marker';
import { containerName, type RemoteId } from './remote-ids';

let registered: RuntimeConfig['remotes'] = {};
/** Exposed modules already loaded (`mf-menu/HomePage`): a slot renders them without suspending. */
const loadedComponents = new Map<string, ComponentType<never>>();
/** Each remote's manifest, once read and its entry registered. */
const manifests = new Map<RemoteId, Promise<RemoteManifest>>();
/** Remotes registered before: registering one again (after a failure) must replace it. */
const everRegistered = new Set<RemoteId>();

/** What the shell reads of a remote's mf-manifest.json. */
export interface RemoteManifest {
  metaData: {
    globalName: string;
    publicPath: string;
    remoteEntry: { name: string; path: string; type?: string };
  };
  exposes: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** Tries of a manifest request that fails on the network (a dropped packet on a phone), and the pause. */
const MANIFEST_TRIES = 3;
const MANIFEST_RETRY_DELAY_MS = 300;

export function registerRuntimeRemotes(remotes: RuntimeConfig['remotes']): void {
  registered = remotes;
  manifests.clear();
}

/** A remote that failed once is read and registered again, dropping the runtime's cached failure. */
export function resetRemote(remote: RemoteId): void {
  for (const key of loadedComponents.keys()) if (key.startsWith(`${remote}/`)) loadedComponents.delete(key);
  manifests.delete(remote);
}

async function fetchManifest(url: string): Promise<RemoteManifest> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as RemoteManifest;
      if (response.status < 500 || attempt >= MANIFEST_TRIES) throw new Error(`manifest ${response.status}`);
    } catch (error) {
      if (attempt >= MANIFEST_TRIES) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, MANIFEST_RETRY_DELAY_MS));
  }
}

/** The directory a manifest's files are relative to (`auto`: beside the manifest). */
function publicPathOf(manifest: RemoteManifest, manifestUrl: string): string {
  const { publicPath } = manifest.metaData;
  return publicPath && publicPath !== 'auto'
    ? new URL(publicPath, manifestUrl).href
    : new URL('.', manifestUrl).href;
}

/** Reads the remote's manifest and registers its entry with the MF runtime (once per remote). */
function manifestOf(remote: RemoteId, exposed: string): Promise<RemoteManifest> {
  let pending = manifests.get(remote);
  if (!pending) {
    const url = registered[remote];
    if (!url) return Promise.reject(new RemoteUnavailableError(remote, exposed, 'not in the runtime config'));
    pending = fetchManifest(url).then((manifest) => {
      const { globalName, remoteEntry } = manifest.metaData;
      const file = `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`;
      registerRemotes(
        [
          {
            name: containerName(remote),
            entry: new URL(file, publicPathOf(manifest, url)).href,
            entryGlobalName: globalName,
            type: (remoteEntry.type ?? 'global') as 'global',
          },
        ],
        { force: everRegistered.has(remote) },
      );
      everRegistered.add(remote);
      return manifest;
    });
    manifests.set(remote, pending);
    // A failed read is tried again by the next load (a retry button), not remembered.
    pending.catch(() => manifests.delete(remote));
  }
  return pending;
}

/** The exposed module's own scripts and stylesheets, asked for beside the remote's entry. */
function preloadExposed(manifest: RemoteManifest, manifestUrl: string, exposed: string): void {
  if (typeof document === 'undefined') return;
  const assets = manifest.exposes.find((candidate) => candidate.name === exposed)?.assets;
  const base = publicPathOf(manifest, manifestUrl);
  const files = [
    ...(assets?.js?.sync ?? []).map((file) => ['script', file] as const),
    ...(assets?.css?.sync ?? []).map((file) => ['style', file] as const),
  ];
  for (const [as, file] of files) {
    const href = new URL(file, base).href;
    if (document.querySelector(`link[href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`))
      continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.append(link);
  }
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
  let manifest: RemoteManifest;
  try {
    manifest = await manifestOf(remote, exposed);
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    console.warn(`[shell] remote ${remote} unavailable (manifest)`, error);
    throw new RemoteUnavailableError(remote, exposed, String(error));
  }
  preloadExposed(manifest, registered[remote] ?? '', exposed);
  const loaded = await loadRemote<{ default: ComponentType<P> }>(`${containerName(remote)}/${exposed}`);
  if (!loaded || isRemoteUnavailable(loaded) || typeof loaded.default !== 'function') {
    const reason = isRemoteUnavailable(loaded) ? loaded.reason : 'empty module';
    throw new RemoteUnavailableError(remote, exposed, reason);
  }
  loadedComponents.set(`${remote}/${exposed}`, loaded.default as ComponentType<never>);
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
