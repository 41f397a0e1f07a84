// OrderTypesModal (spec §2, §4): a delivery/takeaway switch over the two panels. Closing it without a
// choice falls back to a default, so the menu always has a context: delivery → the city's first zone;
// takeaway → the remembered or first accepting shop.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../../i18n/location';
import type { OrderType, Shop } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { queryKeys } from '@storefront/shared/query';
import { locationStore, modalStore, useLocationStore } from '@storefront/shared/stores';
import { visuallyHiddenClass } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../modals/modal-content-props';
import { applyDefaultLocation } from './default-location';
import { DeliveryPanel } from './delivery-panel';
import styles from './order-types.module.css';
import { addPendingProduct, pendingAddOf } from './pending-add';
import { TakeawayPanel } from './takeaway-panel';

export default function OrderTypesModal({ onClose, type, pendingAdd, blank }: ModalContentProps) {
  const { t } = useTranslation('shell-location');
  const city = useLocationStore((state) => state.city);
  const stored = useLocationStore((state) => state.orderType);
  const [tab, setTab] = useState<OrderType>(type === 'takeaway' || type === 'delivery' ? type : stored);
  const chose = useRef(false);

  const client = useQueryClient();
  useEffect(
    () => () => {
      if (chose.current) return;
      const state = locationStore.getState();
      const shops = state.city ? client.getQueryData<Shop[]>(queryKeys.shops.list(state.city.id)) : undefined;
      void applyDefaultLocation(state, shops ?? []);
    },
    [client],
  );

  if (!city) return null;
  const types = (['delivery', 'takeaway'] as const).filter((kind) => city.order_types[kind]);
  const done = () => {
    chose.current = true;
    const pending = pendingAddOf(pendingAdd);
    if (!pending) {
      onClose();
      return;
    }
    // The product tapped before the address goes to the cart; the product modal it may have come from
    // is not brought back (its choices are in the cart now).
    modalStore.getState().closeAll();
    void addPendingProduct(client, pending);
  };

  return (
    <div className={styles.modal} data-testid={testIds.orderTypes.modal}>
      {types.length > 1 && (
        <fieldset className={styles.switch}>
          <legend className={visuallyHiddenClass}>{t('orderTypes.switchLabel')}</legend>
          {types.map((kind) => (
            <button
              key={kind}
              type="button"
              className={styles.switchButton}
              aria-pressed={tab === kind}
              data-testid={kind === 'delivery' ? testIds.orderTypes.delivery : testIds.orderTypes.takeaway}
              onClick={() => setTab(kind)}
            >
              {t(`orderTypes.${kind}`)}
            </button>
          ))}
        </fieldset>
      )}
      {tab === 'delivery' && types.includes('delivery') ? (
        <DeliveryPanel
          city={city}
          blank={blank === true}
          onDone={done}
          onTakeaway={() => setTab('takeaway')}
        />
      ) : (
        <TakeawayPanel city={city} onDone={done} />
      )}
    </div>
  );
}
