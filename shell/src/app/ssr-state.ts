// The state a server-rendered page carries to the browser: TanStack Query's dehydrated cache (the
// browser asks none of these again), the location the menu was rendered for and the layout (phone or
// not) it was rendered in, so the browser's first render is the server's HTML.
import type { LocationState, SessionUser } from '@storefront/shared/stores';
import type { DehydratedState } from '@tanstack/react-query';
import type { RemoteId } from './federation/remote-ids';

export interface SsrState {
  queries: DehydratedState;
  location: LocationState;
  mobile: boolean;
  /** When the server rendered it (ms since the epoch): the time of day its HTML shows. */
  renderedAt?: number;
  /**
   * The remotes' exposed modules the server rendered. The browser loads them before hydrating, so it
   * hydrates their HTML in place: a block still loading when the page above it updates would be
   * thrown away and rendered again (its images fetched again, the phone's main thread blocked).
   */
  remotes?: [RemoteId, string][];
  /**
   * Exposed modules the server rendered that the browser hydrates when the visitor needs them, not
   * while the page starts (app/on-demand.ts): their code is not loaded before the first screen.
   */
  onDemand?: [RemoteId, string][];
  /** The visitor came with a session cookie (without one there is no cart: it is empty). */
  session?: boolean;
  /**
   * The signed-in customer the server rendered the page for (null: a guest's page). The browser puts
   * it in the session store before hydrating, so its first render is the server's: the header's
   * profile, the cart count and the favourites do not flip after hydration.
   */
  user?: SessionUser | null;
  /** The site's host as the server named it (its public origin's), for the content pages' texts. */
  site?: string;
}

export const SSR_STATE_ID = 'storefront-ssr-state';

/**
 * The digest of a block the server left to the browser on purpose (its remote failed or is private):
 * hydration renders it in the browser without reporting an error.
 */
export const CLIENT_ONLY_DIGEST = 'storefront:client-only';

/** A JSON script (not executed); `<` is escaped so no value can close the tag. */
export function serializeState(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or null for a page the browser renders alone. */
export function readSsrState(doc: Document = document): SsrState | null {
  const script = doc.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrState;
  } catch {
    return null;
  }
}
