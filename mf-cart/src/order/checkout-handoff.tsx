import type { Money } from '@storefront/shared/query';
import { Button, Spinner } from '@storefront/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './order.module.css';

export interface CheckoutHandoffProps {
  count: number;
  total: number;
  money: Money;
  onBack(): void;
  /** h1 on the cart page, h2 in the modal. */
  titleTag?: 'h1' | 'h2';
}

/**
 * Cart step 2 ('checkout order'): the checkout remote owns the form and is told to show it by the
 * `cart:open` event with step 2. Until it answers, this holds the place with the order's summary.
 */
export function CheckoutHandoff({
  count,
  total,
  money,
  onBack,
  titleTag: Title = 'h2',
}: CheckoutHandoffProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  return (
    <section className={styles.handoff} aria-labelledby={titleId}>
      <Button variant="ghost" size="s" onClick={onBack} className={styles.back}>
        <ArrowLeft size={18} aria-hidden="true" focusable="false" />
        {t('step2.back')}
      </Button>
      <Title id={titleId} className={styles.handoffTitle}>
        {t('step2.title')}
      </Title>
      <p className={styles.handoffLead}>{t('step2.lead')}</p>
      <p className={styles.handoffSummary}>
        {t('step2.summary', { items: t('items', { count }), total: money.format(total) })}
      </p>
      <div className={styles.handoffLoading} role="status">
        <Spinner size="m" decorative />
        <span>{t('step2.loading')}</span>
      </div>
    </section>
  );
}
