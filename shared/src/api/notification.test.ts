import { describe, expect, it } from 'vitest';
import { readNotification } from './notification';

describe('readNotification (spec §7: responses may carry a notification)', () => {
  it('reads a plain string', () => {
    expect(readNotification({ notification: 'Hello' })).toEqual({ text: 'Hello', kind: 'info' });
  });

  it('reads an object with message and type', () => {
    expect(readNotification({ notification: { message: 'Saved', type: 'success' } })).toEqual({
      text: 'Saved',
      kind: 'success',
    });
    expect(readNotification({ notification: { text: 'Bad', type: 'danger' } })).toEqual({
      text: 'Bad',
      kind: 'error',
    });
  });

  it('ignores answers without one', () => {
    expect(readNotification({ cart: {} })).toBeNull();
    expect(readNotification({ notification: null })).toBeNull();
    expect(readNotification({ notification: '  ' })).toBeNull();
    expect(readNotification([1, 2])).toBeNull();
    expect(readNotification(undefined)).toBeNull();
  });
});
