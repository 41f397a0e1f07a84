// The cart and the favourites as the menu's product cards see them, read ONCE per page.
// Each of the 140 cards used to hold its own TanStack observers (the cart query twice, the cart call
// mutation, two mutation-cache readers, the favourites query and mutation): on a phone their creation
// was a third of hydration, and every notification of the cart (its first answer, a call starting)
// re-rendered every card in one uninterruptible task of ≈ 200 ms. Here one provider holds those hooks
// and keeps a small store; each card subscribes to what it shows (its lines, whether the cart is busy,
// whether a call works on it, its heart), so a change re-renders only the cards it changes.
import type { Cart, CartProduct, LocationContextInput } from '@storefront/shared/contract';
import {
  useCart,
  useCartActions,
  useCartPending,
  useCartProcessingKeys,
  useLocationContext,
} from '@storefront/shared/query';
import { useLocationStore, useSessionStore } from '@storefront/shared/stores';
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { locationTakesAdd } from '../domain/menu-rules';
import { useFavorites, useToggleFavorite } from '../query/favorites';

export interface MenuCartState {
  cart: Cart | undefined;
  /**
   * The cart is being fetched again or a cart call runs. Its first fetch does not count: the shell's
   * server renders a visitor without a session without their cart (it never fetches it), so it would
   * render every button off — and hydration keeps a server attribute it disagrees with, so the buttons
   * stayed shown off (`aria-disabled`, faded) once the browser had the cart. An add sent before the
   * cart has loaded answers with the cart.
   */
  busy: boolean;
  /** The keys of the cart calls running or queued. */
  processingKeys: readonly string[];
  /** Null for a guest: no hearts are drawn. */
  favorites: readonly number[] | null;
}

const NO_LINES: CartProduct[] = [];

/** The state the provider writes and the cards read, each through its own selector. */
export class MenuCartStore {
  private listeners = new Set<() => void>();
  private lines = new Map<number, { cart: Cart | undefined; lines: CartProduct[] }>();

  /**
   * The state the page was rendered with, for the parts React hydrates after it has changed (a group
   * behind its hydration gate, "often ordered"): they hydrate with what the server drew and then show
   * the current state, instead of disagreeing with the server's HTML (React would drop that HTML and
   * render the part again).
   */
  readonly rendered: MenuCartStore | null;

  constructor(
    private state: MenuCartState,
    rendered = true,
  ) {
    this.rendered = rendered ? new MenuCartStore(state, false) : null;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get current(): MenuCartState {
    return this.state;
  }

  set(next: MenuCartState): void {
    const now = this.state;
    if (
      next.cart === now.cart &&
      next.busy === now.busy &&
      next.favorites === now.favorites &&
      sameList(next.processingKeys, now.processingKeys)
    )
      return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** The product's cart lines: the same array while they stay the same, so its card is left alone. */
  linesOf(productId: number): CartProduct[] {
    const cart = this.state.cart;
    const cached = this.lines.get(productId);
    if (cached && cached.cart === cart) return cached.lines;
    const found = cart ? Object.values(cart.products).filter((line) => line.id === productId) : NO_LINES;
    const lines = cached && sameList(found, cached.lines) ? cached.lines : found.length ? found : NO_LINES;
    this.lines.set(productId, { cart, lines });
    return lines;
  }
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

interface MenuCartContextValue {
  store: MenuCartStore;
  actions: ReturnType<typeof useCartActions>;
  /** The context an add button's early request carries (useEarlyAdd), null when it sends none. */
  earlyAddContext: LocationContextInput | null;
  toggleFavorite(productId: number, active: boolean): void;
}

const MenuCartContext = createContext<MenuCartContextValue | null>(null);

/** Holds the cart's and the favourites' hooks for every product card and counter below it. */
export function MenuCartProvider({ children }: { children: ReactNode }) {
  const { data: cart, isFetching, isPending } = useCart();
  const pending = useCartPending();
  const processingKeys = useCartProcessingKeys();
  const signedIn = useSessionStore((state) => state.user !== null);
  const { data: favorites } = useFavorites();
  const actions = useCartActions();
  const { mutate: toggle } = useToggleFavorite();
  // As the page was rendered, and kept: the page's script reads it only before hydration, and a
  // change (the cart arriving) would re-render every card and hydrate every group at once.
  const [earlyAddContext] = useState(useEarlyAddContext(cart !== undefined));
  const state: MenuCartState = {
    cart,
    busy: (isFetching && !isPending) || pending,
    processingKeys,
    favorites: signedIn ? (favorites ?? NO_FAVORITES) : null,
  };
  // The first render (the server's, and hydration's) reads the state as it is; later ones hand it to
  // the store after they commit, which re-renders only the cards whose part changed.
  const [store] = useState(() => new MenuCartStore(state));
  useLayoutEffect(() => store.set(state));
  const value = useMemo(
    () => ({
      store,
      actions,
      earlyAddContext,
      toggleFavorite: (productId: number, active: boolean) => toggle({ productId, active }),
    }),
    [store, actions, earlyAddContext, toggle],
  );
  return <MenuCartContext.Provider value={value}>{children}</MenuCartContext.Provider>;
}

const NO_FAVORITES: readonly number[] = [];

/**
 * The location context when the server takes an add as it is: takeaway from a chosen shop, or delivery
 * to a chosen address (its zone known); otherwise the add answers "choose where" and its tap waits for
 * the real handler, which opens the order-types window. Only with the session's cart on the page (the
 * server renders it for a visitor with a session): without it the browser asks for the cart while the
 * page hydrates, and an early add would make that answer disagree with the cards the server rendered.
 */
function useEarlyAddContext(cartRendered: boolean): LocationContextInput | null {
  const context = useLocationContext();
  const chosen = useLocationStore(locationTakesAdd);
  return chosen && cartRendered ? context : null;
}

/**
 * The add button's early request (the shell's early-taps.inline.js sends it when the button is tapped
 * before the page has hydrated): the body of PUT /cart/add exactly as useCartActions().add sends it for
 * a product without options. Undefined for a product with options (its button opens the product).
 */
export function useEarlyAdd(productKey: string, hasOptions: boolean): string | undefined {
  const context = useMenuCartContext().earlyAddContext;
  if (hasOptions || !context) return undefined;
  return JSON.stringify({ ...context, product_key: productKey, count: 1 });
}

function useMenuCartContext(): MenuCartContextValue {
  const value = useContext(MenuCartContext);
  if (!value) throw new Error('A product card or counter of mf-menu is rendered outside MenuCartProvider.');
  return value;
}

/** One value of the store, re-rendering the caller only when that value changes. */
function useMenuCartValue<T>(select: (store: MenuCartStore) => T): T {
  const { store } = useMenuCartContext();
  // React reads the server snapshot on the server and while hydrating, the other on every other
  // render; after hydrating it re-renders the caller if the two differ.
  return useSyncExternalStore(
    store.subscribe,
    () => select(store),
    () => select(store.rendered ?? store),
  );
}

export function useMenuCartActions(): ReturnType<typeof useCartActions> {
  return useMenuCartContext().actions;
}

export function useProductLines(productId: number): CartProduct[] {
  return useMenuCartValue((store) => store.linesOf(productId));
}

export function useCartBusy(): boolean {
  return useMenuCartValue((store) => store.current.busy);
}

/** A cart call works on this product (its key, or one of its lines). */
export function useProductProcessing(productKey: string, lines: readonly CartProduct[]): boolean {
  return useMenuCartValue((store) =>
    store.current.processingKeys.some((key) => key === productKey || lines.some((line) => line.key === key)),
  );
}

/**
 * The heart of a product for a signed-in customer (spec §2/§6: favourites belong to signed-in users);
 * undefined for a guest, so no heart is drawn.
 */
export function useFavoriteState(productId: number): { active: boolean; toggle(): void } | undefined {
  const { toggleFavorite } = useMenuCartContext();
  // 0: a guest, 1: not a favourite, 2: a favourite (a number, so the selection compares by value).
  const state = useMenuCartValue((store) => {
    const favorites = store.current.favorites;
    return favorites === null ? 0 : favorites.includes(productId) ? 2 : 1;
  });
  if (state === 0) return undefined;
  return { active: state === 2, toggle: () => toggleFavorite(productId, state !== 2) };
}
