// Which server-rendered remote blocks wait to be needed before the browser hydrates them:
// the page's state names them (SsrState.onDemand), the server sets them before each render and the
// browser before hydrating, and a block's slot (on-demand-slot.tsx) asks here on its first render. A
// block counts once: after it woke, or after its slot unmounted, a later slot loads it as usual.
import type { RemoteId } from './federation/remote-ids';
import type { SsrState } from './ssr-state';

let blocks = new Set<string>();
let sessionless = false;

const keyOf = (remote: RemoteId, module: string) => `${remote}/${module}`;

/** The server (before each render) and the browser (before hydrating). */
export function setOnDemandBlocks(state: Pick<SsrState, 'onDemand' | 'session'>): void {
  blocks = new Set((state.onDemand ?? []).map(([remote, module]) => keyOf(remote, module)));
  sessionless = state.session === false;
}

/** The server rendered this block and the browser has not hydrated it yet. */
export function isOnDemand(remote: RemoteId, module: string): boolean {
  return blocks.has(keyOf(remote, module));
}

/** The block woke (or its slot went away): from now on it loads like any other. */
export function settleOnDemand(remote: RemoteId, module: string): void {
  blocks.delete(keyOf(remote, module));
}

/**
 * The page was rendered for a visitor without a session, so without a cart: the cart blocks it shows
 * are empty until a call says otherwise. Only meaningful for the render the server made.
 */
export function renderedWithoutSession(): boolean {
  return sessionless;
}
