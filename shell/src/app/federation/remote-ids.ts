/** The five remotes by workspace id, and their Module Federation container names. */
export const REMOTE_IDS = ['mf-menu', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-tracking'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

export function containerName(remote: RemoteId): string {
  return remote.replace('-', '_');
}
