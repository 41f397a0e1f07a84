import type { Cart } from '@storefront/shared/contract';
import { relatedCarouselTitle, relatedSkeletonCount } from '@storefront/shared/domain';
import { type Money, useCartSuggestions } from '@storefront/shared/query';
import { Carousel, RelatedProductCard, RelatedProductSkeleton } from '@storefront/shared/ui';
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
  const { items, loading, hidden, add } = useCartSuggestions(cart, reportCartFailure('add'));
  if (hidden) return null;

  const title = t(`related.${relatedCarouselTitle(brand)}`);

  return (
    // The carousel is the region (named by the same title); this only groups it with its heading.
    <div className={styles.section}>
      <Heading className={styles.heading}>{title}</Heading>
      <Carousel
        label={title}
        loading={loading}
        skeletonCount={relatedSkeletonCount(isMobile)}
        skeleton={<RelatedProductSkeleton />}
        slideSize={compact ? '248px' : '272px'}
        className={styles.carousel}
      >
        {items.map((product) => (
          <RelatedProductCard
            key={product.id}
            product={product}
            money={money}
            disabled={busy}
            busy={isBusy(product.key)}
            onAdd={add}
            headingLevel={inner}
          />
        ))}
      </Carousel>
    </div>
  );
}
