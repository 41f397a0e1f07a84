// Spec §2: one related product as the cart's carousel (mf-cart) and checkout's step 2 (mf-checkout)
// show it — a row card whose button adds one (or opens the product's options), and its placeholder.
// (Tried as a lazy subpath of its own: −0.26 kB on a phone's first load, +1 kB on the desktop's, where
// the side cart fetches it as one more script.)
import type { Product } from '@storefront/shared/contract';
import { ProductCard } from './product-card';
import styles from './related-product.module.css';
import { Skeleton } from './skeleton';

export interface RelatedProductCardProps {
  product: Product;
  /** How the city shows money (`useMoney()`). */
  money: { currency: string | null; fractional: boolean };
  /** Every button is off while a cart call runs. */
  disabled: boolean;
  /** This product's own call runs. */
  busy: boolean;
  onAdd(product: Product): void;
  headingLevel: 2 | 3 | 4;
}

export function RelatedProductCard({
  product,
  money,
  disabled,
  busy,
  onAdd,
  headingLevel,
}: RelatedProductCardProps) {
  return (
    <ProductCard
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
      disabled={disabled}
      busy={busy}
      hasOptions={product.modifiers.available}
      onAdd={() => onAdd(product)}
      onIncrease={() => onAdd(product)}
      onDecrease={() => {}}
      layout="row"
      headingLevel={headingLevel}
      testIds={false}
      className={styles.card}
    />
  );
}

/** One card's shape: a square picture beside two text lines and the price row. */
export function RelatedProductSkeleton() {
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
