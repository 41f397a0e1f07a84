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
