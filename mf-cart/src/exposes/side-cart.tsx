import '../i18n';
import { cartQueryOptions, cartSuggestionsQueryOptions, type Prefetch } from '@storefront/shared/query';
import { useState } from 'react';
import { CartView } from '../cart-view/cart-view';
import type { CartStep } from '../domain/cart-rules';

export interface SideCartProps {
  basePath: string;
  /**
   * The visitor has no session, so no cart yet: the empty cart shows at once (on the server too)
   * instead of a skeleton until the first answer.
   */
  knownEmpty?: boolean;
}

/** The desktop side cart beside the menu (spec §2 home page); the shell places it. Hidden on phones. */
export default function SideCart({ basePath, knownEmpty = false }: SideCartProps) {
  const [step, setStep] = useState<CartStep>(1);
  return (
    <CartView variant="side" step={step} onStepChange={setStep} basePath={basePath} knownEmpty={knownEmpty} />
  );
}

/**
 * The shell's server asks this before it renders a desktop home: the session's cart (the shell's
 * header fetches it too; one call) and, when it holds something, its 'add to order' suggestions, so
 * the side cart arrives whole and the browser need not load mf-cart to fill it.
 */
export const prefetch: Prefetch = async (queryClient, { context, session, mobile }) => {
  if (!session || mobile || !context) return;
  const cart = await queryClient.ensureQueryData(cartQueryOptions(context)).catch(() => undefined);
  if (cart && Object.keys(cart.products).length > 0) {
    await queryClient.prefetchQuery(cartSuggestionsQueryOptions(cart));
  }
};
