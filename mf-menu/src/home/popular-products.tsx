import type { Product } from '@storefront/shared/contract';
import { Carousel } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { EARLY_TAP_SCOPE } from '../lib/early-taps';
import { MenuProductCard } from '../product/menu-product-card';
import { CardSkeleton } from './menu-skeleton';
import styles from './popular-products.module.css';

export interface PopularProductsProps {
  products: readonly Product[];
  loading: boolean;
}

/** Spec §2: the 'often ordered' carousel, with the same product card as the menu. */
export function PopularProducts({ products, loading }: PopularProductsProps) {
  const { t } = useTranslation('menu');
  if (!loading && products.length === 0) return null;
  return (
    <div {...EARLY_TAP_SCOPE} className={styles.popular}>
      <h2 id="menu-popular-title" className={styles.title}>
        {t('home.oftenOrdered')}
      </h2>
      <Carousel
        label={t('home.oftenOrdered')}
        slideSize="var(--popular-slide)"
        loading={loading}
        skeleton={<CardSkeleton layout="column" />}
        skeletonCount={6}
        className={styles.carousel}
      >
        {products.map((product, index) => (
          // The menu below carries the QA ids of each product; ids stay unique on the page.
          <MenuProductCard
            key={product.id}
            product={product}
            layout="column"
            priority={index < 4}
            testIds={false}
          />
        ))}
      </Carousel>
    </div>
  );
}
