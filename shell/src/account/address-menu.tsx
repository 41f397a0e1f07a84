// The header's order-type control (spec §2, §6): for a signed-in delivery customer with saved
// addresses it is a disclosure listing them (saved-address-menu.tsx, its own chunk: the server never
// renders it and a guest never needs it). Everyone else gets the plain button that opens
// the order types modal (also what shows while that chunk loads, or if it cannot).
import { userApi } from '@storefront/shared/api';
import { testIds } from '@storefront/shared/qa';
import { queryKeys } from '@storefront/shared/query';
import { useLocationStore, useModalStore, useSessionStore } from '@storefront/shared/stores';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { TrackedSuspense } from '../app/ready-marker';
import { lazyPage } from '../routes/lazy-page';
import styles from './profile-menu.module.css';
import type { SavedAddressMenuProps } from './saved-address-menu';

/** The plain control: opens the order types modal. */
function OrderTypeButton({ content, className }: Pick<SavedAddressMenuProps, 'content' | 'className'>) {
  const openModal = useModalStore((state) => state.open);
  return (
    <button
      type="button"
      className={className}
      data-testid={testIds.shell.headerOrderType}
      onClick={() => openModal('OrderTypesModal')}
    >
      {content}
    </button>
  );
}

const SavedAddressMenu = lazyPage<SavedAddressMenuProps>(
  () => import('./saved-address-menu').then((module) => module.SavedAddressMenu),
  OrderTypeButton,
);

export function OrderTypeControl({ label, className }: { label: string; className?: string }) {
  const signedIn = useSessionStore((state) => state.user !== null);
  const orderType = useLocationStore((state) => state.orderType);
  const { data: saved } = useQuery({
    queryKey: queryKeys.user.addresses,
    queryFn: ({ signal }) => userApi.addresses({ signal, silent: true }),
    enabled: signedIn && orderType === 'delivery',
  });

  const content: ReactNode = (
    <>
      <MapPin aria-hidden="true" size={16} />
      <span className={styles.ellipsis}>{label}</span>
    </>
  );
  const list = (saved ?? []).flatMap((address) =>
    address.id === null ? [] : [{ ...address, id: address.id }],
  );
  if (!signedIn || orderType !== 'delivery' || list.length === 0) {
    return <OrderTypeButton content={content} className={className} />;
  }
  return (
    <TrackedSuspense fallback={<OrderTypeButton content={content} className={className} />}>
      <SavedAddressMenu content={content} className={className} list={list} />
    </TrackedSuspense>
  );
}
