// Dev harness only: renders the shared modal stack like the shell's ModalHost, for mf-account's
// modals; modals owned by other teams show their name only.
import { useModalStore } from '@storefront/shared/stores';
import { ModalFrame } from '@storefront/shared/ui';
import type { ComponentType } from 'react';
import ConfirmDeleteAddressModal from '../exposes/confirm-delete-address-modal';
import UserLoginModal from '../exposes/user-login-modal';

const OWN: Record<string, ComponentType<{ onClose(): void } & Record<string, unknown>>> = {
  UserLoginModal,
  ConfirmDeleteAddressModal: ConfirmDeleteAddressModal as ComponentType<
    { onClose(): void } & Record<string, unknown>
  >,
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
          >
            {Own ? <Own {...entry.props} onClose={close} /> : <p>{`${entry.name} (another team's modal)`}</p>}
          </ModalFrame>
        );
      })}
    </>
  );
}
