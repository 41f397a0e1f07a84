import type { Cart, LocationContextInput, Product } from '@storefront/shared/contract';
import {
  isOrderableLine,
  relatedCarouselItems,
  relatedCarouselTitle,
  relatedSkeletonCount,
} from '@storefront/shared/domain';
import { type Money, useCartActions, useRelatedProducts } from '@storefront/shared/query';
import { useModalStore } from '@storefront/shared/stores';
import { Carousel, ProductCard, Skeleton } from '@storefront/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reportCartFailure } from '../common/report-failure';
import { useSectionHeading } from '../common/section-heading';
import styles from './related.module.css';

export interface RelatedCarouselProps {
  cart: Cart;
  brand: string;
  isMobile: boolean;
  /** The side cart is narrow: smaller slides. */
  compact: boolean;
  money: Money;
  isBusy(productKey: string): boolean;
  busy: boolean;
}

/** The context the cart was priced in, as a request context (null before the server resolved one). */
function pricedContext(cart: Cart): LocationContextInput | null {
  const { city_id, order_type, shop_id, delivery_zone_id } = cart.context;
  if (city_id === null || order_type === null) return null;
  return { city_id, order_type, shop_id, delivery_zone_id };
}

/**
 * Spec §2: the related-products carousel ('add to order' for the pizza brand, 'with product choose'
 * for the others), with a skeleton of 5 cards, 3 on desktop. A failed load shows nothing (§8).
 */
export function RelatedCarousel({
  cart,
  brand,
  isMobile,
  compact,
  money,
  isBusy,
  busy,
}: RelatedCarouselProps) {
  const { t } = useTranslation('common');
  const { Heading, inner } = useSectionHeading();
  const actions = useCartActions();
  const openModal = useModalStore((state) => state.open);
  const lines = Object.values(cart.products);
  const groupIds = useMemo(
    () => [...new Set(lines.filter(isOrderableLine).map((line) => line.product_group_id))],
    [lines],
  );
  const query = useRelatedProducts(groupIds, pricedContext(cart));
  const items = relatedCarouselItems(
    cart.related,
    query.data ?? [],
    lines.map((line) => line.id),
  );
  const loading = query.isPending && query.fetchStatus !== 'idle';
  if (cart.related.length === 0 || query.isError || (!loading && items.length === 0)) return null;

  const add = (product: Product) => {
    if (product.modifiers.available) {
      openModal('ProductInfoModal', { productId: product.id, alias: product.alias });
      return;
    }
    actions.add({ product_key: product.key, count: 1 }).catch(reportCartFailure('add'));
  };
  const title = t(`related.${relatedCarouselTitle(brand)}`);

  return (
    // The carousel is the region (named by the same title); this only groups it with its heading.
    <div className={styles.section}>
      <Heading className={styles.heading}>{title}</Heading>
      <Carousel
        label={title}
        loading={loading}
        skeletonCount={relatedSkeletonCount(isMobile)}
        skeleton={<RelatedSkeleton />}
        slideSize={compact ? '248px' : '272px'}
        className={styles.carousel}
      >
        {items.map((product) => (
          <ProductCard
            key={product.id}
            id={product.id}
            name={product.name}
            image={product.images?.small ?? null}
            weight={product.weight}
            saleMultiplicity={product.sale_multiplicity}
            price={product.price_with_modifiers}
            oldPrice={product.discount > 0 ? product.basic_price : null}
            discount={product.discount}
            currency={money.currency}
            fractional={money.fractional}
            count={0}
            max={product.quantity}
            disabled={busy}
            busy={isBusy(product.key)}
            hasOptions={product.modifiers.available}
            onAdd={() => add(product)}
            onIncrease={() => add(product)}
            onDecrease={() => {}}
            layout="row"
            headingLevel={inner}
            testIds={false}
            className={styles.card}
          />
        ))}
      </Carousel>
    </div>
  );
}

/** One card's shape: a square picture beside two text lines and the price row. */
function RelatedSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton height="auto" className={styles.skeletonImage} />
      <div className={styles.skeletonText}>
        <Skeleton variant="text" lines={2} />
        <Skeleton height={36} width="70%" />
      </div>
    </div>
  );
}
