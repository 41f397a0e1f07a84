// On the server, RemoteSlot renders the remotes' node builds the server loaded before rendering
// (shell/server/remote-host.ts); a remote it could not load renders in the browser, as before.
import { type ComponentType, createContext } from 'react';
import type { RemoteId } from './federation/remote-ids';

export interface ServerRemotes {
  /**
   * The exposed module's component, or one that throws inside the slot's Suspense when that block is
   * left to the browser (React then sends the skeleton and the browser renders it).
   */
  get(remote: RemoteId, module: string): ComponentType<object>;
}

export const ServerRemotesContext = createContext<ServerRemotes | null>(null);
