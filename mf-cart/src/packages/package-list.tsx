import type { Package } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import type { Money } from '@storefront/shared/query';
import { Checkbox, Price } from '@storefront/shared/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionHeading } from '../common/section-heading';
import { bagPackage, bagToggleDisabled, isBagPackage, showsPackages } from '../domain/cart-rules';
import styles from './packages.module.css';

export interface PackageListProps {
  packages: Package[];
  withoutBag: boolean;
  busy: boolean;
  money: Money;
  /** Resolves when the server has answered. */
  onBagChange(withBag: boolean): Promise<unknown>;
}

/**
 * Spec §2/§4: the packages list with the bag toggle. The block shows only if some package alias
 * contains packet/paket; the toggle is disabled when the bag cannot be refused.
 */
export function PackageList({ packages, withoutBag, busy, money, onBagChange }: PackageListProps) {
  const { t } = useTranslation('cart');
  const { Heading } = useSectionHeading();
  const titleId = useId();
  // The toggle shows the visitor's choice at once, while the server reprices the cart.
  const [requested, setRequested] = useState<boolean | null>(null);
  if (!showsPackages(packages)) return null;
  const bag = bagPackage(packages);
  const fixed = bagToggleDisabled(bag);
  const price = (value: number) =>
    value > 0 ? (
      <Price value={value} currency={money.currency} fractional={money.fractional} size="s" />
    ) : (
      t('packages.free')
    );

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Heading id={titleId} className={styles.heading}>
        {t('packages.title')}
      </Heading>
      <ul className={styles.list}>
        {packages.map((item) =>
          isBagPackage(item) && item === bag ? (
            <li key={item.id} className={styles.bag}>
              <Checkbox
                label={
                  <span className={styles.bagLabel}>
                    <span>{t('packages.bag')}</span>
                    <span className={styles.price}>{price(item.price)}</span>
                  </span>
                }
                checked={requested ?? !withoutBag}
                disabled={fixed || (busy && requested === null)}
                hint={fixed ? t('packages.bagFixed') : undefined}
                onChange={(event) => {
                  const withBag = event.currentTarget.checked;
                  setRequested(withBag);
                  void onBagChange(withBag).finally(() => setRequested(null));
                }}
                data-testid={testIds.cart.bagToggle}
                className={styles.toggle}
              />
            </li>
          ) : (
            <li key={item.id} className={styles.item}>
              <span>{item.name}</span>
              <span className={styles.price}>{price(item.price)}</span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
