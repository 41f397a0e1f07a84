// A product's square picture, or a dish icon where the product has none: the menu's cards (shared
// ProductCard) and the product modal (mf-menu) draw it the same way. The box around it (ratio, corners,
// badges) is the caller's.
import type { Image } from '@storefront/shared/contract';
import { UtensilsCrossed } from 'lucide-react';
import { cx } from './class-names';
import styles from './product-image.module.css';

export interface ProductImageProps {
  image: Pick<Image, 'url' | 'width' | 'height'> | null;
  /** The dish icon's size where there is no picture. */
  iconSize: number;
  /** The cards load lazily below the fold; the modal's one picture as the browser decides. */
  loading?: 'eager' | 'lazy';
  /** Above the fold: fetched with high priority. */
  priority?: boolean;
  className?: string;
}

export function ProductImage({ image, iconSize, loading, priority = false, className }: ProductImageProps) {
  if (!image) {
    return (
      <span className={styles.none} aria-hidden="true">
        <UtensilsCrossed size={iconSize} />
      </span>
    );
  }
  return (
    <img
      className={cx(styles.image, className)}
      src={image.url}
      width={image.width}
      height={image.height}
      alt=""
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
