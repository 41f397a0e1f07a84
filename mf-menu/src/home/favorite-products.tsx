// The signed-in customer's favourites: a row above the menu with the products they marked,
// in the order they marked them, as far as this menu sells them.
import type { Product } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { Carousel } from '@storefront/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuProductCard } from '../product/menu-product-card';
import { useFavorites } from '../query/favorites';
import styles from './popular-products.module.css';

export function FavoriteProducts({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation('menu');
  const { data: ids } = useFavorites();
  const favorites = useMemo(() => {
    const byId = new Map(products.map((product) => [product.id, product]));
    return (ids ?? []).flatMap((id) => byId.get(id) ?? []);
  }, [ids, products]);
  if (favorites.length === 0) return null;
  return (
    <section
      className={styles.popular}
      aria-labelledby="menu-favorites-title"
      data-testid={testIds.menu.favorites}
    >
      <h2 id="menu-favorites-title" className={styles.title}>
        {t('favorites.title')}
      </h2>
      <Carousel label={t('favorites.title')} slideSize="var(--popular-slide)" className={styles.carousel}>
        {favorites.map((product) => (
          <MenuProductCard key={product.id} product={product} layout="column" testIds={false} />
        ))}
      </Carousel>
    </section>
  );
}
