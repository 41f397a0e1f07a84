import { useBusEvent } from '@storefront/shared/events';
import { useState } from 'react';

/** Items in the cart, as mf-cart announces them (`cart:changed`); the shell never reads the cart itself. */
export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useBusEvent('cart:changed', ({ count: next }) => setCount(next));
  return count;
}
