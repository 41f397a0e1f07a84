import type { Cart } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useCartActions, useMoney } from '@storefront/shared/query';
import { useModalStore, useSessionStore } from '@storefront/shared/stores';
import { Checkbox } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { bonusBlock } from './bonus-block';
import styles from './checkout-form.module.css';

/** Bonuses (spec §5, §6): the write-off for a signed-in customer, or why there is none. */
export function BonusFields({ cart, busy }: { cart: Cart; busy: boolean }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const actions = useCartActions();
  const user = useSessionStore((state) => state.user);
  const openModal = useModalStore((state) => state.open);
  const bonus = bonusBlock(cart);
  if (!bonus || !user) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('form.bonuses')}</legend>
      <Checkbox
        label={t('form.bonusToggle', {
          amount: money.format(bonus.writeOff),
          balance: money.format(bonus.balance),
        })}
        checked={bonus.on}
        disabled={bonus.locked || busy}
        data-testid={testIds.checkout.bonusToggle}
        onChange={(event) => void actions.applyBonuses(event.target.checked ? bonus.writeOff : 0)}
      />
      {bonus.reason && <p className={styles.muted}>{bonus.reason}</p>}
      <button type="button" className={styles.more} onClick={() => openModal('BonusInfoModal')}>
        {t('form.bonusInfo')}
      </button>
    </fieldset>
  );
}
