import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bus } from './storefront-bus';
import { useBusEvent } from './use-bus-event';

function SignedIn() {
  const [user, setUser] = useState(0);
  useBusEvent('account:signed-in', ({ userId }) => setUser(userId));
  return <span>user {user}</span>;
}

describe('useBusEvent', () => {
  afterEach(() => bus.clear());

  it('re-renders on the event while mounted', () => {
    const view = render(<SignedIn />);
    act(() => bus.emit('account:signed-in', { userId: 4 }));
    expect(view.getByText('user 4')).toBeTruthy();
  });

  it('subscribes once across re-renders and unsubscribes on unmount', () => {
    const view = render(<SignedIn />);
    act(() => bus.emit('account:signed-in', { userId: 1 }));
    act(() => bus.emit('account:signed-in', { userId: 2 }));
    expect(bus.listenerCount('account:signed-in')).toBe(1);
    view.unmount();
    expect(bus.listenerCount('account:signed-in')).toBe(0);
  });
});
