// The page's modal stack (spec §2), shared by the shell's modal host and every remote. Rules live in
// the pure reducer; this adds the 300 ms switch delay and ids.
import { MODAL_SWITCH_DELAY_MS, type ModalName, modalKind } from '@storefront/shared/domain';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  closeAllModals,
  closeModal,
  initialModalState,
  type ModalProps,
  type ModalState,
  openModal,
} from './modal-reducer';
import { realTimers, type Timers } from './timers';

export interface ModalStoreState extends ModalState {
  /** A default modal waiting out the switch delay while the previous ones animate away. */
  pending: ModalName | null;
  /**
   * Opens a modal by name. Returns true when a switch delay applies (one was open and is replaced):
   * the stack is empty for MODAL_SWITCH_DELAY_MS so exit transitions can run, then the new modal
   * shows. A default modal asked for during the delay replaces the pending one; a confirm modal
   * stacks on it.
   */
  open(name: ModalName, props?: ModalProps): boolean;
  /** Closes the top modal, restoring the one it replaced (not after ProductInfoModal). */
  close(): void;
  closeAll(): void;
  isOpen(name: ModalName): boolean;
}

export interface ModalStoreOptions {
  timers?: Timers;
  switchDelayMs?: number;
}

export function createModalStore({
  timers = realTimers,
  switchDelayMs = MODAL_SWITCH_DELAY_MS,
}: ModalStoreOptions = {}): StoreApi<ModalStoreState> {
  let nextId = 1;
  let pendingTimer: unknown = null;
  /** What the stack becomes when the switch delay ends. */
  let target: ModalState | null = null;

  const cancelPending = () => {
    if (pendingTimer !== null) timers.clearTimeout(pendingTimer);
    pendingTimer = null;
    target = null;
  };

  const state = (s: ModalStoreState): ModalState => ({ stack: s.stack, previous: s.previous });

  return createStore<ModalStoreState>()((set, get) => ({
    ...initialModalState,
    pending: null,
    open(name, props = {}) {
      const entry = { id: nextId++, name, props };
      if (target && modalKind(name) === 'confirm') {
        // A confirm modal asked for during a switch (say, a server error) stacks on the incoming modal.
        target = openModal(target, entry).state;
        return true;
      }
      cancelPending();
      const result = openModal(state(get()), entry);
      if (!result.switchDelay) {
        set({ ...result.state, pending: null });
        return false;
      }
      target = result.state;
      set({ stack: [], previous: result.state.previous, pending: name });
      pendingTimer = timers.setTimeout(() => {
        const next = target ?? result.state;
        pendingTimer = null;
        target = null;
        set({ ...next, pending: null });
      }, switchDelayMs);
      return true;
    },
    close() {
      if (get().pending) {
        // Closing while a switch is pending cancels the switch: nothing is shown.
        cancelPending();
        set({ ...closeAllModals(), pending: null });
        return;
      }
      set(closeModal(state(get())).state);
    },
    closeAll() {
      cancelPending();
      set({ ...closeAllModals(), pending: null });
    },
    isOpen(name) {
      return get().stack.some((entry) => entry.name === name);
    },
  }));
}

export const modalStore = createModalStore();

export function useModalStore<T>(selector: (state: ModalStoreState) => T): T {
  return useStore(modalStore, selector);
}
