// Registers the remotes named by the runtime config with the MF runtime and loads their exposed
// modules. Remote URLs are runtime data (ARCHITECTURE rule 2), so redeploying a remote elsewhere only
// means serving a different /config.json.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../runtime-config';
import { isRemoteUnavailable } from './marker';
import { containerName, type RemoteId } from './remote-ids';

let registered: RuntimeConfig['remotes'] = {};

export function registerRuntimeRemotes(remotes: RuntimeConfig['remotes']): void {
  registered = remotes;
  registerRemotes(
    Object.entries(remotes).map(([id, entry]) => ({ name: containerName(id as RemoteId), entry })),
  );
}

/** A remote that failed once is registered again with `force`, dropping the runtime's cached failure. */
export function resetRemote(remote: RemoteId): void {
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
  return loaded;
}
