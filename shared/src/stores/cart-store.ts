// Cart processing flags (spec §4 "Cart"): set during cart calls and cleared after, so every counter
// and button on the page (menu cards, cart rows, order button) can disable itself while one runs.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface CartStoreState {
  /** Cart calls in flight, page-wide. */
  pending: number;
  /** Product keys (or product ids as strings) with a call in flight. */
  processingKeys: readonly string[];
  begin(key?: string): void;
  end(key?: string): void;
}

function createCartStore() {
  return createStore<CartStoreState>()((set) => ({
    pending: 0,
    processingKeys: [],
    begin(key) {
      set((state) => ({
        pending: state.pending + 1,
        processingKeys: key ? [...state.processingKeys, key] : state.processingKeys,
      }));
    },
    end(key) {
      set((state) => {
        const index = key ? state.processingKeys.indexOf(key) : -1;
        const processingKeys =
          index >= 0 ? state.processingKeys.filter((_, i) => i !== index) : state.processingKeys;
        return { pending: Math.max(0, state.pending - 1), processingKeys };
      });
    },
  }));
}

export const cartStore = createCartStore();

export function useCartStore<T>(selector: (state: CartStoreState) => T): T {
  return useStore(cartStore, selector);
}
