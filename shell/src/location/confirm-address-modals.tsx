// The delivery check's confirm modals (spec §4): an available address is confirmed before it becomes
// the delivery address (then /delivery is stripped from the URL); an unavailable one offers the
// nearest shop for takeaway ('yes' switches and goes to the city page).

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/confirm';
import { setShop } from '@storefront/shared/api';
import type { Cart, DeliveryAddress, Shop } from '@storefront/shared/contract';
import { applyLocation } from '@storefront/shared/query';
import { Button } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ModalContentProps } from '../modals/modal-content-props';
import styles from './confirm-address-modals.module.css';

interface ConfirmSelectAddressProps extends ModalContentProps {
  address?: DeliveryAddress;
  cart?: Cart;
  cityAlias?: string;
}

export function ConfirmSelectAddressModal({ onClose, address, cart, cityAlias }: ConfirmSelectAddressProps) {
  const { t } = useTranslation(['shell-confirm', 'common']);
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!address || !cart) return null;
  return (
    <div className={styles.confirm}>
      <p>{t('confirmAddress.available', { address: address.address })}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            applyLocation(client, { order_type: 'delivery', delivery_address: address }, cart);
            onClose();
            navigate(`/${cityAlias ?? ''}`, { replace: true });
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

interface NearestShopProps extends ModalContentProps {
  address?: DeliveryAddress;
  shop?: Shop;
  cityAlias?: string;
}

export function NearestShopModal({ onClose, address, shop, cityAlias }: NearestShopProps) {
  const { t } = useTranslation(['shell-confirm', 'common']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  if (!address || !shop) return null;
  return (
    <div className={styles.confirm}>
      <p>
        {t('confirmAddress.notAvailable', {
          address: address.address,
          shop: `${shop.name}, ${shop.address.street}`,
        })}
      </p>
      <div className={styles.actions}>
        <Button
          loading={saving}
          onClick={async () => {
            setSaving(true);
            try {
              const answer = await setShop(shop.id);
              applyLocation(client, { order_type: 'takeaway', shop: { id: shop.id } }, answer.cart);
              onClose();
              navigate(`/${cityAlias ?? ''}`, { replace: true });
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

export default ConfirmSelectAddressModal;
