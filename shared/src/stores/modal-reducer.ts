// Spec §2 "Modals" as a pure reducer, so the rules are unit-tested without timers or React:
// - a default-type modal replaces every open modal (after a 300 ms switch delay if one was open);
// - a confirm-type modal stacks on top;
// - closing restores the modal the closed one replaced, except after ProductInfoModal.
import { type ModalName, modalKind, NO_RESTORE_AFTER } from '@storefront/shared/domain';

export type ModalProps = Record<string, unknown>;

export interface ModalEntry {
  /** Unique per opening: a React key, and lets the host tell two openings of one name apart. */
  id: number;
  name: ModalName;
  props: ModalProps;
}

export interface ModalState {
  /** Open modals, bottom-most first; the last one is on top and has focus. */
  stack: ModalEntry[];
  /** The default modal the current one replaced; `close()` brings it back. One level only. */
  previous: ModalEntry | null;
}

export const initialModalState: ModalState = { stack: [], previous: null };

export interface OpenResult {
  state: ModalState;
  /** True when open modals had to close first: the host waits MODAL_SWITCH_DELAY_MS before showing. */
  switchDelay: boolean;
}

export function openModal(state: ModalState, entry: ModalEntry): OpenResult {
  if (modalKind(entry.name) === 'confirm') {
    return { state: { ...state, stack: [...state.stack, entry] }, switchDelay: false };
  }
  const base = state.stack[0];
  if (!base) return { state: { stack: [entry], previous: state.previous }, switchDelay: false };
  // Re-opening the modal already shown alone (say, the cart with a new step) just updates it in place.
  if (state.stack.length === 1 && base.name === entry.name) {
    return { state: { stack: [entry], previous: state.previous }, switchDelay: false };
  }
  return { state: { stack: [entry], previous: base }, switchDelay: true };
}

export interface CloseResult {
  state: ModalState;
  /** The modal brought back, if any. */
  restored: ModalEntry | null;
}

export function closeModal(state: ModalState): CloseResult {
  const top = state.stack.at(-1);
  if (!top) return { state, restored: null };
  if (state.stack.length > 1) {
    // A confirm modal closes onto the modal under it, which never went away.
    return { state: { ...state, stack: state.stack.slice(0, -1) }, restored: null };
  }
  const restored = top.name === NO_RESTORE_AFTER ? null : state.previous;
  return { state: { stack: restored ? [restored] : [], previous: null }, restored };
}

export function closeAllModals(): ModalState {
  return initialModalState;
}
