/** Tag on the module the fallback plugin returns for a remote that could not be loaded. */
export const REMOTE_UNAVAILABLE = '__storefrontRemoteUnavailable';

export interface RemoteUnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailableModule {
  // The fallback plugin answers with a module factory that carries the tag (the runtime hands
  // `loadRemote`'s caller that factory as it is).
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    REMOTE_UNAVAILABLE in value
  );
}
