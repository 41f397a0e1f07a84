// A signed-in delivery customer's saved addresses under the header's order-type control (spec §2,
// §6; address-menu.tsx loads it): one tap makes an address the delivery address
// (POST /user/addresses/set-by-id), 'another address' opens the order types modal. An address in
// another of the brand's cities switches the city (spec §4), as a typed one does.
import { userApi } from '@storefront/shared/api';
import type { DeliveryAddress } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { applyLocation, queryKeys, useCities } from '@storefront/shared/query';
import { locationStore, useLocationStore, useModalStore } from '@storefront/shared/stores';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDisclosure } from '../layout/use-disclosure';
import { rememberAddressElsewhere } from '../location/location-memory';
import styles from './profile-menu.module.css';

export interface SavedAddressMenuProps {
  /** The control's icon and label. */
  content: ReactNode;
  className?: string;
  list: (DeliveryAddress & { id: number })[];
}

export function SavedAddressMenu({ content, className, list }: SavedAddressMenuProps) {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: cities } = useCities();
  const openModal = useModalStore((state) => state.open);
  const currentId = useLocationStore((state) => state.deliveryAddress?.id ?? null);
  const { open, setOpen, root, toggle, close } = useDisclosure();
  const [choosing, setChoosing] = useState<number | null>(null);
  const listId = useId();

  const choose = async (id: number) => {
    setChoosing(id);
    try {
      const answer = await userApi.setAddressById({ delivery_address_id: id });
      const address = answer.delivery_address;
      const here = locationStore.getState().city?.id;
      const alias = cities?.cities.find((city) => city.id === address.city_id)?.alias;
      if (here !== undefined && address.city_id !== here && alias) {
        // Another city: its page opens delivering to this address (URL, city cookie and menu follow).
        client.setQueryData(queryKeys.user.addresses, answer.delivery_addresses);
        rememberAddressElsewhere(address);
        close();
        navigate(`/${alias}`);
        return;
      }
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
