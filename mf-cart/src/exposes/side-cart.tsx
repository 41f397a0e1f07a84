import '../i18n';
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
