// Dev harness only: renders the shared modal stack like the shell's ModalHost, for mf-cart's modals;
// modals owned by other teams show their name only.
import { useModalStore } from '@storefront/shared/stores';
import { ModalFrame } from '@storefront/shared/ui';
import type { ComponentType } from 'react';
import CartModal from '../exposes/cart-modal';
import ConfirmEmptyCartModal from '../exposes/confirm-empty-cart-modal';

const OWN: Record<string, ComponentType<{ onClose(): void } & Record<string, unknown>>> = {
  CartModal,
  ConfirmEmptyCartModal,
};

export function DevModalHost() {
  const stack = useModalStore((state) => state.stack);
  const close = useModalStore((state) => state.close);
  return (
    <>
      {stack.map((entry, index) => {
        const Own = OWN[entry.name];
        return (
          <ModalFrame
            key={entry.id}
            name={entry.name}
            onClose={close}
            topmost={index === stack.length - 1}
            aria-label={entry.name}
            size={entry.name === 'CartModal' ? 'l' : 'm'}
          >
            {Own ? <Own {...entry.props} onClose={close} /> : <p>{`${entry.name} (another team's modal)`}</p>}
          </ModalFrame>
        );
      })}
    </>
  );
}
