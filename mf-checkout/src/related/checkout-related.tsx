// Spec §2, cart step 2: "Related products appear below." The same suggestions as the cart's carousel
// (POST /products/get-related-products for the cart's groups, in the order of the cart's `related`),
// so a customer can still add a sauce or a drink while checking out. On the desktop page they fill
// the column beside the form; in the cart modal and on phones they follow the form as a carousel.
import type { Cart, Product } from '@storefront/shared/contract';
import { relatedCarouselTitle, relatedSkeletonCount } from '@storefront/shared/domain';
import type { Money } from '@storefront/shared/query';
import {
  handleCartFailure,
  useCartPending,
  useCartProcessingKeys,
  useCartSuggestions,
  useSettings,
} from '@storefront/shared/query';
import { Carousel, RelatedProductCard, RelatedProductSkeleton } from '@storefront/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './checkout-related.module.css';

export interface CheckoutRelatedProps {
  cart: Cart;
  money: Money;
  /** A column of cards beside the form (desktop page), or a carousel under it. */
  layout: 'column' | 'carousel';
  isMobile: boolean;
}

/** Placeholders in the column while the suggestions load (spec §9: 3 on desktop). */
const SKELETON_KEYS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;

/** A failed add follows the §8 rules; anything that is not an API error is logged, never thrown. */
function reportAddFailure(error: unknown) {
  try {
    handleCartFailure(error, 'add');
  } catch {
    console.error('[mf-checkout]', error);
  }
}

export function CheckoutRelated({ cart, money, layout, isMobile }: CheckoutRelatedProps) {
  // The cart's own titles for the same suggestions: one wording on both steps.
  const { t } = useTranslation('common');
  const headingId = useId();
  const brand = useSettings().data?.brand.alias ?? '';
  const busy = useCartPending();
  const processingKeys = useCartProcessingKeys();
  const { items, loading, hidden, add } = useCartSuggestions(cart, reportAddFailure);
  // A failed load is not shown to the customer (spec §8), nor an empty list.
  if (hidden) return null;

  const title = t(`related.${relatedCarouselTitle(brand)}`);
  const card = (product: Product) => (
    <RelatedProductCard
      key={product.id}
      product={product}
      money={money}
      disabled={busy}
      busy={busy || processingKeys.includes(product.key)}
      onAdd={add}
      headingLevel={3}
    />
  );

  return (
    <section className={layout === 'column' ? styles.column : styles.below} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {layout === 'column' ? (
        loading ? (
          <div className={styles.list} aria-busy="true">
            {SKELETON_KEYS.slice(0, relatedSkeletonCount(false)).map((key) => (
              <RelatedProductSkeleton key={key} />
            ))}
          </div>
        ) : (
          <ul className={styles.list}>
            {items.map((product) => (
              <li key={product.id}>{card(product)}</li>
            ))}
          </ul>
        )
      ) : (
        <Carousel
          label={title}
          loading={loading}
          skeletonCount={relatedSkeletonCount(isMobile)}
          skeleton={<RelatedProductSkeleton />}
          slideSize="248px"
        >
          {items.map(card)}
        </Carousel>
      )}
    </section>
  );
}
