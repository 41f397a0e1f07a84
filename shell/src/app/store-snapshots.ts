// zustand 5 gives React a store's *initial* state as the server snapshot (on the server, and in the
// browser while hydrating). The server renders the visitor's location, so both sides read the current
// state instead: the server sets it before rendering, the browser before hydrating.
import { flashStore, locationStore, modalStore, sessionStore } from '@storefront/shared/stores';

const STORES = [locationStore, modalStore, flashStore, sessionStore] as const;
const initial = new Map<(typeof STORES)[number], unknown>();

export function currentStateAsServerSnapshot(): void {
  for (const store of STORES) {
    if (initial.has(store)) continue;
    initial.set(store, store.getInitialState());
    (store as { getInitialState: () => unknown }).getInitialState = () => store.getState();
  }
}

/** Every page-wide store back to its initial state (the server, before each render). */
export function resetStores(): void {
  for (const [store, state] of initial)
    (store as { setState(s: unknown, replace: true): void }).setState(state, true);
}
