import { isApiError } from '@storefront/shared/api';
import type { CartGift } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { type Money, useCartActions } from '@storefront/shared/query';
import { Button, Counter, Price, VisuallyHidden } from '@storefront/shared/ui';
import { Check, Gift, Lock, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { giftControl } from '../domain/cart-rules';
import styles from './gifts.module.css';

export interface GiftItemProps {
  gift: CartGift;
  money: Money;
  busy: boolean;
}

/**
 * One gift (spec §4): an add or remove button, a counter when max_count is over 1, and for an
 * unavailable gift no control at all, only its conditions with what each still needs.
 */
export function GiftItem({ gift, money, busy }: GiftItemProps) {
  const { t } = useTranslation('cart');
  const actions = useCartActions();
  const [error, setError] = useState<string | null>(null);
  const control = giftControl(gift);

  const run = (call: () => Promise<unknown>) => {
    setError(null);
    call().catch((failure: unknown) => {
      if (isApiError(failure)) setError(failure.field('gift_id') ?? failure.message);
      else console.error('[mf-cart]', failure);
    });
  };
  const add = () => run(() => actions.addGift(gift.id));
  const remove = () => run(() => actions.removeGift(gift.id));

  return (
    <li
      className={control === 'locked' ? `${styles.gift} ${styles.locked}` : styles.gift}
      data-testid={testIds.cart.gift(gift.id)}
      data-available={gift.is_available}
    >
      <span className={styles.picture}>
        {gift.images ? (
          <img src={gift.images.small.url} width={48} height={48} alt="" loading="lazy" decoding="async" />
        ) : (
          <Gift size={24} aria-hidden="true" focusable="false" />
        )}
      </span>
      <div className={styles.body}>
        <p className={styles.name}>{gift.name}</p>
        <p className={styles.price}>
          {gift.price > 0 ? (
            <Price value={gift.price} currency={money.currency} fractional={money.fractional} size="s" />
          ) : (
            t('gifts.free')
          )}
        </p>
        {gift.conditions.length > 0 && !(gift.is_available && gift.count > 0) && (
          <ul className={styles.conditions}>
            {gift.conditions.map((condition) => (
              <li key={condition.code} className={condition.validated ? styles.met : styles.unmet}>
                {condition.validated ? (
                  <Check size={14} aria-label={t('gifts.met')} role="img" />
                ) : (
                  <X size={14} aria-label={t('gifts.notMet')} role="img" />
                )}
                <span>{condition.message}</span>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.control}>
        {control === 'add' && (
          <Button
            variant="secondary"
            size="s"
            onClick={add}
            loading={busy}
            aria-label={t('gifts.addNamed', { name: gift.name })}
          >
            {t('gifts.add')}
          </Button>
        )}
        {control === 'remove' && (
          <Button
            variant="ghost"
            size="s"
            onClick={remove}
            loading={busy}
            aria-label={t('gifts.removeNamed', { name: gift.name })}
          >
            <Check size={16} aria-hidden="true" focusable="false" />
            {t('gifts.remove')}
          </Button>
        )}
        {control === 'counter' && (
          <Counter
            value={gift.count}
            min={0}
            max={gift.max_count}
            onChange={(next) => (next > gift.count ? add() : remove())}
            disabled={busy}
            size="s"
            label={gift.name}
          />
        )}
        {control === 'locked' && (
          <span className={styles.lock} title={t('gifts.locked')}>
            <Lock size={16} aria-hidden="true" focusable="false" />
            <VisuallyHidden>{t('gifts.locked')}</VisuallyHidden>
          </span>
        )}
      </div>
    </li>
  );
}
