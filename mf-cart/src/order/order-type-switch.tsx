import type { OrderType } from '@storefront/shared/domain';
import { ORDER_TYPES } from '@storefront/shared/domain';
import { visuallyHiddenClass } from '@storefront/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './order.module.css';

export interface OrderTypeSwitchProps {
  value: OrderType;
  disabled: boolean;
  onChange(type: OrderType): void;
}

/** Spec §2: delivery or takeaway, right in the cart (shown only where both exist, not for pizza). */
export function OrderTypeSwitch({ value, disabled, onChange }: OrderTypeSwitchProps) {
  const { t } = useTranslation(['cart', 'common']);
  const name = useId();
  return (
    <fieldset className={styles.switch} disabled={disabled}>
      <legend className={visuallyHiddenClass}>{t('orderType.label')}</legend>
      {ORDER_TYPES.map((type) => (
        <label key={type} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            className={styles.radio}
          />
          <span>{t(`common:orderTypes.${type}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
