import { testIds } from '@storefront/shared/qa';
import { useLocationStore, useModalStore } from '@storefront/shared/stores';
import { Alert, Button, Skeleton, stackListClass } from '@storefront/shared/ui';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ADDRESS_DEEP_LINK_MS } from '../domain/constants';
import { addressLine } from './address-line';
import { AddressRow } from './address-row';
import styles from './addresses.module.css';
import { useAddresses, useCurrentAddressId, useSelectAddress } from './use-addresses';

/**
 * The addresses tab (spec §2): saved addresses as 'city, address, apartment room'; a tap makes one
 * current (a loader on its row); the current one has a check mark and no delete; the others delete
 * through ConfirmDeleteAddressModal. `?delivery_address_id=` selects one 500 ms after loading.
 */
export function AddressesTab() {
  const { t } = useTranslation('account');
  const addresses = useAddresses();
  const currentId = useCurrentAddressId();
  const { selecting, select } = useSelectAddress();
  const delivers = useLocationStore((state) => state.city?.order_types.delivery ?? false);
  const openModal = useModalStore((state) => state.open);
  const [search, setSearch] = useSearchParams();
  const deepLink = Number(search.get('delivery_address_id')) || null;
  const loaded = addresses.isSuccess;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the list has loaded, per link
  useEffect(() => {
    if (!loaded || deepLink === null) return;
    const timer = setTimeout(() => {
      const params = new URLSearchParams(search);
      params.delete('delivery_address_id');
      setSearch(params, { replace: true });
      if (deepLink !== currentId) void select(deepLink);
    }, ADDRESS_DEEP_LINK_MS);
    return () => clearTimeout(timer);
  }, [loaded, deepLink]);

  const line = (address: Parameters<typeof addressLine>[0]) =>
    addressLine(address, (room) => t('savedAddresses.room', { room }));

  return (
    <div className={styles.tab}>
      {addresses.isPending ? (
        <Skeleton height={120} />
      ) : addresses.isError ? (
        <Alert tone="error">{addresses.error.message}</Alert>
      ) : addresses.data.length === 0 ? (
        <Alert tone="info">{t('savedAddresses.empty')}</Alert>
      ) : (
        <ul className={stackListClass}>
          {addresses.data.map((address) =>
            address.id === null ? null : (
              <AddressRow
                key={address.id}
                id={address.id}
                text={line(address)}
                current={address.id === currentId}
                selecting={selecting === address.id}
                locked={selecting !== null}
                onSelect={(id) => void select(id)}
                onDelete={(id, text) =>
                  openModal('ConfirmDeleteAddressModal', { addressId: id, address: text })
                }
              />
            ),
          )}
        </ul>
      )}
      {delivers && (
        <Button
          variant="secondary"
          className={styles.add}
          // A new address: the field starts empty (typing must not append to the current address).
          onClick={() => openModal('OrderTypesModal', { type: 'delivery', blank: true })}
          data-testid={testIds.account.addAddress}
        >
          <Plus aria-hidden="true" size={18} />
          {t('savedAddresses.add')}
        </Button>
      )}
    </div>
  );
}
