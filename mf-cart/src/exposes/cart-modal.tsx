import '../i18n';
import { useBusEvent } from '@storefront/shared/events';
import { useEffect, useState } from 'react';
import { CartView } from '../cart-view/cart-view';
import type { CartStep } from '../domain/cart-rules';

export interface CartModalProps {
  onClose(): void;
  /** Opened at a step: `open('CartModal', { step: 2 })`, or after sign-in from the order flow. */
  step?: CartStep;
}

/** CartModal (spec §2): the cart as a bottom sheet on phones and a dialog on desktop. Content only. */
export default function CartModal({ onClose, step: initialStep = 1 }: CartModalProps) {
  const [step, setStep] = useState<CartStep>(initialStep);
  useEffect(() => setStep(initialStep), [initialStep]);
  useBusEvent('cart:open', (payload) => {
    if (payload?.step) setStep(payload.step);
  });
  return <CartView variant="modal" step={step} onStepChange={setStep} onClose={onClose} />;
}
