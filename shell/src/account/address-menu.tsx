// The header's order-type control (spec §2, §6): for a signed-in delivery customer with saved
// addresses it is a disclosure listing them — one tap makes that address the delivery address
// (POST /user/addresses/set-by-id) — plus 'another address' for the order types modal. Everyone
// else gets the plain button that opens the order types modal.
import { userApi } from '@storefront/shared/api';
import { testIds } from '@storefront/shared/qa';
import { applyLocation, queryKeys } from '@storefront/shared/query';
import { useLocationStore, useModalStore, useSessionStore } from '@storefront/shared/stores';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ChevronDown, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../layout/use-disclosure';
import styles from './profile-menu.module.css';

export function OrderTypeControl({ label, className }: { label: string; className?: string }) {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const openModal = useModalStore((state) => state.open);
  const signedIn = useSessionStore((state) => state.user !== null);
  const orderType = useLocationStore((state) => state.orderType);
  const currentId = useLocationStore((state) => state.deliveryAddress?.id ?? null);
  const { open, setOpen, root, toggle, close } = useDisclosure();
  const [choosing, setChoosing] = useState<number | null>(null);
  const listId = useId();
  const { data: saved } = useQuery({
    queryKey: queryKeys.user.addresses,
    queryFn: ({ signal }) => userApi.addresses({ signal, silent: true }),
    enabled: signedIn && orderType === 'delivery',
  });

  const content = (
    <>
      <MapPin aria-hidden="true" size={16} />
      <span className={styles.ellipsis}>{label}</span>
    </>
  );
  const list = (saved ?? []).flatMap((address) =>
    address.id === null ? [] : [{ ...address, id: address.id }],
  );
  if (!signedIn || orderType !== 'delivery' || list.length === 0) {
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

  const choose = async (id: number) => {
    setChoosing(id);
    try {
      const answer = await userApi.setAddressById({ delivery_address_id: id });
      applyLocation(
        client,
        { order_type: 'delivery', delivery_address: answer.delivery_address },
        answer.cart,
      );
      client.setQueryData(queryKeys.user.addresses, answer.delivery_addresses);
      close();
    } finally {
      setChoosing(null);
    }
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={toggle}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={listId}
        data-testid={testIds.shell.headerOrderType}
        onClick={() => setOpen((value) => !value)}
      >
        {content}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={t('addressMenu.saved')}>
        {list.map((address) => (
          <li key={address.id}>
            <button
              type="button"
              className={styles.item}
              aria-current={address.id === currentId || undefined}
              aria-busy={choosing === address.id || undefined}
              disabled={choosing !== null}
              data-testid={testIds.shell.savedAddress(address.id)}
              onClick={() => void choose(address.id)}
            >
              <span className={styles.ellipsis}>
                {address.address}
                {address.room ? `, ${t('addressMenu.room', { room: address.room })}` : ''}
              </span>
              {address.id === currentId && <Check aria-hidden="true" size={16} />}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              close();
              openModal('OrderTypesModal');
            }}
          >
            {t('addressMenu.other')}
          </button>
        </li>
      </ul>
    </div>
  );
}
