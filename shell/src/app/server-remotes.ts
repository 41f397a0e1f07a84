// On the server, RemoteSlot renders the remotes' node builds the server loaded before rendering
// (scripts/lib/ssr/remote-host.mjs); a remote it could not load renders in the browser, as before.
import { type ComponentType, createContext } from 'react';
import type { RemoteId } from './federation/remote-ids';

export interface ServerRemotes {
  /** The exposed module's component, or undefined when that block renders in the browser. */
  get(remote: RemoteId, module: string): ComponentType<object> | undefined;
}

export const ServerRemotesContext = createContext<ServerRemotes | null>(null);

/** Thrown on the server inside a slot's Suspense: React sends the skeleton, the browser renders it. */
export class ClientOnlyBlock extends Error {
  constructor(readonly remote: RemoteId) {
    super(`${remote} renders in the browser`);
    this.name = 'ClientOnlyBlock';
  }
}
