// Outlets: places where one remote shows a piece another remote owns, without importing it
// (ARCHITECTURE rule 1). The shell registers a renderer per outlet name at start-up (it mounts the
// owning remote's exposed module in its boundary); the remote that has the place renders <Outlet>,
// which falls back to its own placeholder when nothing is registered (a remote's standalone harness).
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/** Every outlet and the props its owner's module takes. */
export interface OutletProps {
  /** Cart step 2 ('checkout order', spec §2), owned by mf-checkout, shown by mf-cart. */
  CheckoutForm: {
    basePath: string;
    /** Back to the cart's step 1. */
    onBack(): void;
    variant: 'modal' | 'page' | 'side';
    /** Closes the cart modal (after the order is placed). */
    onClose?: () => void;
  };
}
export type OutletName = keyof OutletProps;
type Renderer<N extends OutletName> = (props: OutletProps[N]) => ReactNode;

const renderers = new Map<OutletName, Renderer<OutletName>>();
const listeners = new Set<() => void>();
let version = 0;

export function registerOutlet<N extends OutletName>(name: N, renderer: Renderer<N>): () => void {
  renderers.set(name, renderer as Renderer<OutletName>);
  version++;
  for (const listener of listeners) listener();
  return () => {
    if (renderers.get(name) !== (renderer as Renderer<OutletName>)) return;
    renderers.delete(name);
    version++;
    for (const listener of listeners) listener();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Outlet<N extends OutletName>({
  name,
  props,
  fallback,
}: {
  name: N;
  props: OutletProps[N];
  fallback: ReactNode;
}) {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const render = renderers.get(name) as Renderer<N> | undefined;
  return <>{render ? render(props) : fallback}</>;
}
