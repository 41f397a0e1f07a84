// ConfirmChangeTakeaway and ConfirmShopModal (spec §2 confirm type): stacked over the order types
// modal when a takeaway choice would reprice a filled cart (rule in location-change.ts). 'Yes' runs
// the choice the panel handed over; 'No' returns to the panel.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/confirm';
import type { Shop } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { Button } from '@storefront/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../modals/modal-content-props';
import styles from './confirm-address-modals.module.css';

interface ConfirmChangeProps extends ModalContentProps {
  shop?: Shop;
  /** Applies the choice and closes the order types modal. */
  onConfirm?: () => Promise<void>;
}

function ConfirmLocationChange({ onClose, shop, onConfirm, text }: ConfirmChangeProps & { text: string }) {
  const { t } = useTranslation('shell-confirm');
  const [saving, setSaving] = useState(false);
  if (!shop || !onConfirm) return null;
  return (
    <div className={styles.confirm} data-testid={testIds.orderTypes.confirmChange}>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button
          loading={saving}
          data-testid={testIds.orderTypes.confirmChangeYes}
          onClick={async () => {
            setSaving(true);
            try {
              onClose();
              await onConfirm();
            } finally {
              setSaving(false);
            }
          }}
        >
          {t('actions.yes')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.no')}
        </Button>
      </div>
    </div>
  );
}

export function ConfirmChangeTakeaway(props: ConfirmChangeProps) {
  const { t } = useTranslation('shell-confirm');
  const shop = props.shop;
  return (
    <ConfirmLocationChange
      {...props}
      text={shop ? t('locationChange.takeaway', { shop: `${shop.name}, ${shop.address.street}` }) : ''}
    />
  );
}

export function ConfirmShopModal(props: ConfirmChangeProps) {
  const { t } = useTranslation('shell-confirm');
  const shop = props.shop;
  return (
    <ConfirmLocationChange
      {...props}
      text={shop ? t('locationChange.shop', { shop: `${shop.name}, ${shop.address.street}` }) : ''}
    />
  );
}

export default ConfirmShopModal;
