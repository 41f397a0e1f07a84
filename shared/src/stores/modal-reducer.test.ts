import type { ModalName } from '@storefront/shared/domain';
import { describe, expect, it } from 'vitest';
import { closeModal, initialModalState, type ModalEntry, type ModalState, openModal } from './modal-reducer';

let id = 0;
const entry = (name: ModalName, props = {}): ModalEntry => ({ id: ++id, name, props });
const names = (state: ModalState) => state.stack.map((e) => e.name);

function openAll(...modals: ModalName[]): ModalState {
  return modals.reduce((state, name) => openModal(state, entry(name)).state, initialModalState);
}

describe('modal rules (spec §2)', () => {
  it('opens a default modal with no delay when nothing is open', () => {
    const result = openModal(initialModalState, entry('CartModal'));
    expect(names(result.state)).toEqual(['CartModal']);
    expect(result.switchDelay).toBe(false);
  });

  it('opening a default-type modal closes the other open ones, after a delay if one was open', () => {
    const state = openAll('CartModal', 'ConfirmEmptyCartModal');
    const result = openModal(state, entry('UserLoginModal'));
    expect(names(result.state)).toEqual(['UserLoginModal']);
    expect(result.switchDelay).toBe(true);
  });

  it('stacks confirm-type modals on top', () => {
    const state = openAll('CartModal', 'ConfirmEmptyCartModal', 'ServerErrorModal');
    expect(names(state)).toEqual(['CartModal', 'ConfirmEmptyCartModal', 'ServerErrorModal']);
  });

  it('stacks a confirm modal with no delay', () => {
    const result = openModal(openAll('CartModal'), entry('ServerErrorModal'));
    expect(result.switchDelay).toBe(false);
  });

  it('closing a confirm modal reveals the modal under it', () => {
    const { state } = closeModal(openAll('CartModal', 'ConfirmEmptyCartModal'));
    expect(names(state)).toEqual(['CartModal']);
  });

  it('closing a modal restores the previous modal', () => {
    const { state, restored } = closeModal(openAll('CartModal', 'UserLoginModal'));
    expect(names(state)).toEqual(['CartModal']);
    expect(restored?.name).toBe('CartModal');
  });

  it('restores the previous modal with its props', () => {
    const cart = entry('CartModal', { step: 2 });
    const state = openModal(openModal(initialModalState, cart).state, entry('UserLoginModal')).state;
    expect(closeModal(state).state.stack[0]).toBe(cart);
  });

  it('does not restore the previous modal after ProductInfoModal', () => {
    const { state, restored } = closeModal(openAll('CartModal', 'ProductInfoModal'));
    expect(names(state)).toEqual([]);
    expect(restored).toBeNull();
  });

  it('restores one level only: closing the restored modal closes everything', () => {
    const once = closeModal(openAll('CitiesModal', 'OrderTypesModal', 'CartModal')).state;
    expect(names(once)).toEqual(['OrderTypesModal']);
    expect(names(closeModal(once).state)).toEqual([]);
  });

  it('restores after the confirm modals above are closed first', () => {
    let state = openAll('CartModal', 'UserLoginModal', 'ServerErrorModal');
    state = closeModal(state).state;
    expect(names(state)).toEqual(['UserLoginModal']);
    expect(names(closeModal(state).state)).toEqual(['CartModal']);
  });

  it('re-opening the modal shown alone updates its props without a switch', () => {
    const result = openModal(openAll('CartModal'), entry('CartModal', { step: 2 }));
    expect(result.switchDelay).toBe(false);
    expect(result.state.stack[0]?.props).toEqual({ step: 2 });
  });

  it('closing with nothing open does nothing', () => {
    expect(closeModal(initialModalState).state).toBe(initialModalState);
  });
});
