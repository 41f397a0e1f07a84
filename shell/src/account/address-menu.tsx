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

interface OrderTypeControlProps {
  label: string;
  /** The address or street inside the label: with `twoLines`, it gets a line of its own. */
  place?: string | null;
  /**
   * The method on one line and the place under it (the desktop pill, squeezed between the city and
   * the section links): a long address is cut at its end, never the method before it.
   */
  twoLines?: boolean;
  className?: string;
}

/** The label's text around the place ("Доставка: " before it), when the place is in it. */
function around(label: string, place: string | null | undefined) {
  const at = place ? label.indexOf(place) : -1;
  if (!place || at < 0) return null;
  return { lead: label.slice(0, at), trail: label.slice(at + place.length), place };
}

export function OrderTypeControl({ label, place, twoLines = false, className }: OrderTypeControlProps) {
  const signedIn = useSessionStore((state) => state.user !== null);
  const orderType = useLocationStore((state) => state.orderType);
  const { data: saved } = useQuery({
    queryKey: queryKeys.user.addresses,
    queryFn: ({ signal }) => userApi.addresses({ signal, silent: true }),
    enabled: signedIn && orderType === 'delivery',
  });

  const parts = twoLines ? around(label, place) : null;
  const content: ReactNode = (
    <>
      <MapPin aria-hidden="true" size={16} />
      {parts ? (
        <span className={styles.lines}>
          {/* The lead keeps its trailing space: the name read out is the one line "Доставка: …". */}
          <span className={styles.ellipsis}>{parts.lead}</span>
          <span className={`${styles.ellipsis} ${styles.place}`}>
            {parts.place}
            {parts.trail}
          </span>
        </span>
      ) : twoLines ? (
        // The question ("Доставка или самовывоз") wraps onto the second line rather than being cut.
        <span className={styles.lines}>
          <span className={`${styles.ellipsis} ${styles.place}`}>{label}</span>
        </span>
      ) : (
        <span className={styles.ellipsis}>{label}</span>
      )}
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
