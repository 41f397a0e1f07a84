import { userApi } from '@storefront/shared/api';
import { queryKeys } from '@storefront/shared/query';
import { Button } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../common/report-failure';
import styles from './addresses.module.css';

export interface DeleteAddressDialogProps {
  onClose(): void;
  addressId?: number;
  /** The address as the list shows it. */
  address?: string;
}

/** ConfirmDeleteAddressModal's content: yes deletes the saved address and closes; no just closes. */
export function DeleteAddressDialog({ onClose, addressId, address = '' }: DeleteAddressDialogProps) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  const remove = async () => {
    if (addressId === undefined) return onClose();
    setPending(true);
    try {
      client.setQueryData(queryKeys.user.addresses, await userApi.removeAddress(addressId));
      onClose();
    } catch (error) {
      reportFailure(error);
      setPending(false);
    }
  };

  return (
    <div className={styles.dialog}>
      <h2 className={styles.dialogTitle}>{t('confirmDeleteAddress.title')}</h2>
      {address && <p className={styles.dialogText}>{t('deleteAddress.text', { address })}</p>}
      <div className={styles.dialogButtons}>
        <Button loading={pending} onClick={() => void remove()}>
          {t('deleteAddress.yes')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('deleteAddress.no')}
        </Button>
      </div>
    </div>
  );
}
