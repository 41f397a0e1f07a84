import type { CartGift } from '@storefront/shared/contract';
import type { Money } from '@storefront/shared/query';
import { stackListClass } from '@storefront/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionHeading } from '../common/section-heading';
import { GiftItem } from './gift-item';
import styles from './gifts.module.css';

export interface GiftListProps {
  gifts: CartGift[];
  money: Money;
  /** Gift ids with a call in flight, or the whole cart busy. */
  isBusy(giftId: number): boolean;
}

/** Spec §2/§4: the gifts of this cart, each with its conditions; available ones can be taken. */
export function GiftList({ gifts, money, isBusy }: GiftListProps) {
  const { t } = useTranslation('cart');
  const { Heading } = useSectionHeading();
  const titleId = useId();
  if (gifts.length === 0) return null;
  // Gifts the visitor can take come first; the rest say what they still need.
  const sorted = [...gifts].sort((a, b) => Number(b.is_available) - Number(a.is_available));
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Heading id={titleId} className={styles.heading}>
        {t('gifts.title')}
      </Heading>
      <ul className={stackListClass}>
        {sorted.map((gift) => (
          <GiftItem key={gift.id} gift={gift} money={money} busy={isBusy(gift.id)} />
        ))}
      </ul>
    </section>
  );
}
