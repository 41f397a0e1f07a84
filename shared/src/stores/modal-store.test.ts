import { describe, expect, it } from 'vitest';
import { fakeTimers } from '../test-utils/fake-timers';
import { createModalStore, modalStore } from './modal-store';

const setup = () => {
  const timers = fakeTimers();
  const store = createModalStore({ timers });
  const names = () => store.getState().stack.map((entry) => entry.name);
  return { timers, store, names };
};

describe('modal store', () => {
  it('opens a modal at once when none is open', () => {
    const { store, names } = setup();
    expect(store.getState().open('CitiesModal')).toBe(false);
    expect(names()).toEqual(['CitiesModal']);
    expect(store.getState().isOpen('CitiesModal')).toBe(true);
  });

  it('switches default modals after 300 ms, showing nothing in between', () => {
    const { store, names, timers } = setup();
    store.getState().open('CartModal');
    expect(store.getState().open('UserLoginModal', { intent: 'order' })).toBe(true);
    expect(names()).toEqual([]);
    expect(store.getState().pending).toBe('UserLoginModal');
    timers.advance(299);
    expect(names()).toEqual([]);
    timers.advance(1);
    expect(names()).toEqual(['UserLoginModal']);
    expect(store.getState().stack[0]?.props).toEqual({ intent: 'order' });
    expect(store.getState().pending).toBeNull();
  });

  it('restores the replaced modal on close after the switch', () => {
    const { store, names, timers } = setup();
    store.getState().open('CartModal');
    store.getState().open('UserLoginModal');
    timers.advance(300);
    store.getState().close();
    expect(names()).toEqual(['CartModal']);
  });

  it('a default modal asked for during a switch replaces the pending one', () => {
    const { store, names, timers } = setup();
    store.getState().open('CartModal');
    store.getState().open('UserLoginModal');
    store.getState().open('CitiesModal');
    timers.advance(300);
    expect(names()).toEqual(['CitiesModal']);
  });

  it('a confirm modal asked for during a switch stacks on the incoming modal', () => {
    const { store, names, timers } = setup();
    store.getState().open('CartModal');
    store.getState().open('UserLoginModal');
    expect(store.getState().open('ServerErrorModal', { message: 'Boom' })).toBe(true);
    expect(names()).toEqual([]);
    timers.advance(300);
    expect(names()).toEqual(['UserLoginModal', 'ServerErrorModal']);
    store.getState().close();
    store.getState().close();
    expect(names()).toEqual(['CartModal']);
  });

  it('close during a pending switch cancels it', () => {
    const { store, names, timers } = setup();
    store.getState().open('CartModal');
    store.getState().open('UserLoginModal');
    store.getState().close();
    timers.advance(1000);
    expect(names()).toEqual([]);
    expect(timers.pending()).toBe(0);
  });

  it('closeAll closes every modal and forgets the previous one', () => {
    const { store, names } = setup();
    store.getState().open('CartModal');
    store.getState().open('ConfirmEmptyCartModal');
    store.getState().closeAll();
    expect(names()).toEqual([]);
    store.getState().close();
    expect(names()).toEqual([]);
  });

  it('gives every opening a distinct id', () => {
    const { store } = setup();
    store.getState().open('CartModal');
    store.getState().open('ServerErrorModal');
    const [a, b] = store.getState().stack;
    expect(a?.id).not.toBe(b?.id);
  });

  it('exports a page singleton', () => {
    expect(modalStore.getState().stack).toEqual([]);
  });
});
