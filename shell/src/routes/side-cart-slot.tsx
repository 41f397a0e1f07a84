// The desktop side cart beside the menu (mf-cart's SideCart, spec §2 home page), hydrated on demand
// (app/on-demand-slot.tsx): a home page's first screen does not load mf-cart. The server
// renders it, empty for a visitor without a session (no session, no cart), the session's cart
// otherwise; the browser hydrates it when the pointer or focus comes to it, or as soon as the cart
// differs from what the server rendered (an add from the menu, a new context, a call in flight).
import type { Cart } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useCart, useCartPending } from '@storefront/shared/query';
import { useState } from 'react';
import { isOnDemand, renderedWithoutSession } from '../app/on-demand';
import { OnDemandSlot } from '../app/on-demand-slot';

/** The cart shows the same: the same answer (TanStack keeps an unchanged answer's object), or empty twice. */
export function sameCartView(a: Cart | undefined, b: Cart | undefined): boolean {
  const empty = (cart: Cart | undefined) => !cart || Object.keys(cart.products).length === 0;
  return a === b || (empty(a) && empty(b));
}

/**
 * The server rendered the cart itself, and nothing of it is still loading (a part marked aria-busy,
 * such as suggestions it could not fetch in time): else the browser loads it at once.
 */
const renderedCart = (element: HTMLElement) =>
  element.querySelector(`[data-testid="${testIds.cart.cart}"]`) !== null &&
  element.querySelector('[aria-busy="true"]') === null;

export function SideCartSlot({ basePath }: { basePath: string }) {
  const cart = useCart().data;
  const pending = useCartPending();
  const [rendered] = useState(() => cart);
  // Rendered for a visitor without a session: mf-cart shows the empty cart at once (the same on the
  // server and while hydrating), not a skeleton until the browser's first answer.
  const [knownEmpty] = useState(() => isOnDemand('mf-cart', 'SideCart') && renderedWithoutSession());
  return (
    <OnDemandSlot
      remote="mf-cart"
      module="SideCart"
      props={{ basePath, knownEmpty }}
      changed={pending || !sameCartView(cart, rendered)}
      rendered={renderedCart}
    />
  );
}
