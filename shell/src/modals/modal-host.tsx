// Renders the open modals of the shared modal store, bottom-most first, each in one frame. Remote
// modals mount through a RemoteSlot, so a remote that is down shows its fallback inside the modal.
import { useBusEvent } from '@storefront/shared/events';
import { useModalStore } from '@storefront/shared/stores';
import { ModalFrame, Skeleton } from '@storefront/shared/ui';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../app/remote-slot';
import { modalRegistry } from './registry';
import { useModalUrl } from './use-modal-url';

/** Modals with maps, lists or product pictures get the wide desktop frame. */
const WIDE_MODALS = new Set<string>([
  'CitiesModal',
  'OrderTypesModal',
  'ProductInfoModal',
  'PromoModal',
  'CartModal',
]);

export function ModalHost() {
  const { t } = useTranslation('shell');
  const stack = useModalStore((state) => state.stack);
  const open = useModalStore((state) => state.open);
  const close = useModalStore((state) => state.close);

  useModalUrl();
  // Remotes may also ask by event instead of importing the store.
  // The cart asks to be shown (e.g. after a sign-in from the order flow), possibly at step 2.
  useBusEvent('cart:open', (payload) => open('CartModal', payload ?? {}));
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
          <ModalFrame
            key={entry.id}
            name={entry.name}
            onClose={close}
            topmost={index === stack.length - 1}
            aria-label={t(`modals.${entry.name}`)}
            size={WIDE_MODALS.has(entry.name) ? 'l' : 'm'}
          >
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
