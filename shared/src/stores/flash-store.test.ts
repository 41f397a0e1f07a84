import { describe, expect, it } from 'vitest';
import { fakeTimers } from '../test-utils/fake-timers';
import { createFlashStore } from './flash-store';

describe('flash store', () => {
  it('clears a flash notification after 5 s', () => {
    const timers = fakeTimers();
    const store = createFlashStore({ timers });
    store.getState().push('Saved', 'success');
    expect(store.getState().messages).toEqual([{ id: 1, text: 'Saved', kind: 'success' }]);
    timers.advance(4999);
    expect(store.getState().messages).toHaveLength(1);
    timers.advance(1);
    expect(store.getState().messages).toEqual([]);
  });

  it('times each message on its own', () => {
    const timers = fakeTimers();
    const store = createFlashStore({ timers });
    store.getState().push('first');
    timers.advance(3000);
    store.getState().push('second');
    timers.advance(2000);
    expect(store.getState().messages.map((m) => m.text)).toEqual(['second']);
  });

  it('defaults to the info kind', () => {
    const store = createFlashStore({ timers: fakeTimers() });
    store.getState().push('Hello');
    expect(store.getState().messages[0]?.kind).toBe('info');
  });

  it('can dismiss early and cancels the timer', () => {
    const timers = fakeTimers();
    const store = createFlashStore({ timers });
    const id = store.getState().push('Hello');
    store.getState().dismiss(id);
    expect(store.getState().messages).toEqual([]);
    expect(timers.pending()).toBe(0);
  });

  it('clear removes every message and timer', () => {
    const timers = fakeTimers();
    const store = createFlashStore({ timers });
    store.getState().push('a');
    store.getState().push('b');
    store.getState().clear();
    expect(store.getState().messages).toEqual([]);
    expect(timers.pending()).toBe(0);
  });
});
