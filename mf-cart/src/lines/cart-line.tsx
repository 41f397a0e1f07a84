import type { CartProduct } from '@storefront/shared/contract';
import { isOrderableLine } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import type { Money } from '@storefront/shared/query';
import { Button, Counter, cx, iconButtonClass, LineImage, Price, useWeightText } from '@storefront/shared/ui';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './cart-line.module.css';
import { useLineCount } from './use-line-count';

export interface CartLineProps {
  line: CartProduct;
  /** The most units this line may reach (spec §5 cap, shared with the product's other lines). */
  cap: number;
  /** A cart call is running: the counter waits (spec §2). */
  busy: boolean;
  money: Money;
  onForget(key: string): void;
}

/** One product row: picture, name, modifiers and weight, a counter and the line price. */
export function CartLine({ line, cap, busy, money, onForget }: CartLineProps) {
  const { t } = useTranslation('cart');
  const { count, change } = useLineCount(line.key, line.count);
  const orderable = isOrderableLine(line);
  // While a change is on its way the row shows what it will cost; the server's total otherwise.
  const total = count === line.count ? line.total : line.price_with_modifiers * count;
  const oldTotal =
    line.discount > 0 ? (line.basic_price - line.price + line.price_with_modifiers) * count : null;
  const weight = useWeightText(line.weight, line.sale_multiplicity);
  const details = [
    ...line.modifiers.map((modifier) =>
      modifier.count > 1 ? `${modifier.name} ×${modifier.count}` : modifier.name,
    ),
    weight,
  ].filter(Boolean);

  return (
    <li
      className={orderable ? styles.line : `${styles.line} ${styles.off}`}
      data-testid={testIds.cart.item(line.key)}
    >
      <LineImage image={line.images?.small ?? null} className={styles.image} />
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        {details.length > 0 && <p className={styles.details}>{details.join(' · ')}</p>}
        {!orderable && (
          <p className={styles.status}>{t(line.type === 'stop' ? 'line.stop' : 'line.unavailable')}</p>
        )}
      </div>
      {orderable ? (
        <>
          <button
            type="button"
            className={cx(iconButtonClass, styles.forget)}
            onClick={() => onForget(line.key)}
            aria-label={t('line.remove', { name: line.name })}
            disabled={busy}
          >
            <Trash2 size={18} aria-hidden="true" focusable="false" />
          </button>
          <div className={styles.controls}>
            <Price
              value={total}
              oldValue={oldTotal}
              currency={money.currency}
              fractional={money.fractional}
              className={styles.price}
            />
            <Counter
              value={count}
              onChange={change}
              max={cap}
              disabled={busy}
              size="s"
              label={line.name}
              testIds={{ minus: testIds.cart.itemMinus(line.key), plus: testIds.cart.itemPlus(line.key) }}
            />
          </div>
        </>
      ) : (
        <div className={styles.controls}>
          <span className={styles.muted}>{t('items', { count: line.count })}</span>
          <Button
            variant="secondary"
            size="s"
            onClick={() => onForget(line.key)}
            disabled={busy}
            aria-label={t('line.remove', { name: line.name })}
          >
            <Trash2 size={16} aria-hidden="true" focusable="false" />
            {t('line.removeShort')}
          </Button>
        </div>
      )}
    </li>
  );
}
