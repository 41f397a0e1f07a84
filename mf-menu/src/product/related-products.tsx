// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/product';
import type { Product } from '@storefront/shared/contract';
import { SKELETON_RELATED_CARDS_DESKTOP } from '@storefront/shared/domain';
import { Carousel } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../home/menu-skeleton';
import { MenuProductCard } from './menu-product-card';
import styles from './product-info.module.css';
import { useRelatedProducts } from './use-related-products';

/** Spec §2: related products in the product modal, with the same card as the menu. */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation('menu-product');
  const { data, isPending, isError } = useRelatedProducts(
    product.product_group_id,
    product.has_related_products,
  );
  const related = (data ?? []).filter((item) => item.id !== product.id);
  if (isError || (!isPending && related.length === 0)) return null;
  return (
    <section className={styles.related} aria-labelledby="product-related-title">
      <h3 id="product-related-title" className={styles.relatedTitle}>
        {t('productModal.related')}
      </h3>
      <Carousel
        label={t('productModal.related')}
        slideSize="148px"
        loading={isPending}
        skeleton={<CardSkeleton layout="column" />}
        skeletonCount={SKELETON_RELATED_CARDS_DESKTOP}
      >
        {related.map((item) => (
          // The menu behind carries the product's QA ids; these stay unique on the page.
          <MenuProductCard key={item.id} product={item} layout="column" headingLevel={4} testIds={false} />
        ))}
      </Carousel>
    </section>
  );
}
