// Spec §2, cart step 2: "Related products appear below." The same suggestions as the cart's carousel
// (POST /products/get-related-products for the cart's groups, in the order of the cart's `related`),
// so a customer can still add a sauce or a drink while checking out. On the desktop page they fill
// the column beside the form; in the cart modal and on phones they follow the form as a carousel.
import type { Cart, LocationContextInput, Product } from '@storefront/shared/contract';
import {
  isOrderableLine,
  relatedCarouselItems,
  relatedCarouselTitle,
  relatedSkeletonCount,
} from '@storefront/shared/domain';
import type { Money } from '@storefront/shared/query';
import { handleCartFailure, useCartActions, useRelatedProducts, useSettings } from '@storefront/shared/query';
import { useCartStore, useModalStore } from '@storefront/shared/stores';
import { Carousel, ProductCard, Skeleton } from '@storefront/shared/ui';
import { useId, useMemo } from 'react';
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

/** The context the cart was priced in, as a request context (null before the server resolved one). */
function pricedContext(cart: Cart): LocationContextInput | null {
  const { city_id, order_type, shop_id, delivery_zone_id } = cart.context;
  if (city_id === null || order_type === null) return null;
  return { city_id, order_type, shop_id, delivery_zone_id };
}

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
  const actions = useCartActions();
  const openModal = useModalStore((state) => state.open);
  const pending = useCartStore((state) => state.pending);
  const processingKeys = useCartStore((state) => state.processingKeys);
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
  // A failed load is not shown to the customer (spec §8), nor an empty list.
  if (cart.related.length === 0 || query.isError || (!loading && items.length === 0)) return null;

  const busy = pending > 0;
  const add = (product: Product) => {
    if (product.modifiers.available) {
      openModal('ProductInfoModal', { productId: product.id, alias: product.alias });
      return;
    }
    actions.add({ product_key: product.key, count: 1 }).catch(reportAddFailure);
  };
  const title = t(`related.${relatedCarouselTitle(brand)}`);
  const card = (product: Product) => (
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
      busy={busy || processingKeys.includes(product.key)}
      hasOptions={product.modifiers.available}
      onAdd={() => add(product)}
      onIncrease={() => add(product)}
      onDecrease={() => {}}
      layout="row"
      headingLevel={3}
      testIds={false}
      className={styles.card}
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
              <RelatedSkeleton key={key} />
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
          skeleton={<RelatedSkeleton />}
          slideSize="248px"
        >
          {items.map(card)}
        </Carousel>
      )}
    </section>
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
