import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bus } from './storefront-bus';
import { useBusEvent } from './use-bus-event';

function CartBadge() {
  const [count, setCount] = useState(0);
  useBusEvent('cart:changed', ({ count }) => setCount(count));
  return <span>cart {count}</span>;
}

describe('useBusEvent', () => {
  afterEach(() => bus.clear());

  it('re-renders on the event while mounted', () => {
    const view = render(<CartBadge />);
    act(() => bus.emit('cart:changed', { count: 4 }));
    expect(view.getByText('cart 4')).toBeTruthy();
  });

  it('subscribes once across re-renders and unsubscribes on unmount', () => {
    const view = render(<CartBadge />);
    act(() => bus.emit('cart:changed', { count: 1 }));
    act(() => bus.emit('cart:changed', { count: 2 }));
    expect(bus.listenerCount('cart:changed')).toBe(1);
    view.unmount();
    expect(bus.listenerCount('cart:changed')).toBe(0);
  });
});
