// Renders the open modals of the shared modal store, bottom-most first, each in one frame. Remote
// modals mount through a RemoteSlot, so a remote that is down shows its fallback inside the modal.
import { useBusEvent } from '@storefront/shared/events';
import { useModalStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { Suspense, useEffect } from 'react';
import { RemoteSlot } from '../app/remote-slot';
import { ModalFrame } from './modal-frame';
import { modalRegistry } from './registry';
import { useModalUrl } from './use-modal-url';

export function ModalHost() {
  const stack = useModalStore((state) => state.stack);
  const open = useModalStore((state) => state.open);
  const close = useModalStore((state) => state.close);

  useModalUrl();
  // Remotes may also ask by event instead of importing the store.
  useBusEvent('shell:modal-open', ({ name, props }) => open(name, props));
  useBusEvent('shell:modal-close', () => close());
  useBusEvent('shell:server-error', ({ message, title }) => open('ServerErrorModal', { message, title }));

  // Opening a modal locks page scrolling (spec §2).
  const locked = stack.length > 0;
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);

  return (
    <>
      {stack.map((entry, index) => {
        const owner = modalRegistry[entry.name];
        const props = { ...entry.props, onClose: close };
        return (
          <ModalFrame key={entry.id} name={entry.name} onClose={close} topmost={index === stack.length - 1}>
            {owner.owner === 'shell' ? (
              <Suspense fallback={<Skeleton height={160} />}>
                <owner.component {...props} />
              </Suspense>
            ) : (
              <RemoteSlot
                remote={owner.owner}
                module={owner.module}
                props={props}
                fallback={<Skeleton height={160} />}
              />
            )}
          </ModalFrame>
        );
      })}
    </>
  );
}
