/** Tag on the module the fallback plugin returns for a remote that could not be loaded. */
export const REMOTE_UNAVAILABLE = '__storefrontRemoteUnavailable';

export interface RemoteUnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailableModule {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}
