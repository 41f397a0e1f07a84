import type { Image } from '@storefront/shared/contract';
import { Package } from 'lucide-react';
import { cx } from './class-names';
import styles from './line-image.module.css';

/**
 * An order or cart line's picture as a 64 px tile (mf-cart's lines, mf-tracking's order); packet-type
 * items have none and get a plain tile.
 */
export function LineImage({ image, className }: { image: Image | null; className?: string }) {
  if (!image)
    return (
      <span className={cx(styles.image, className)} aria-hidden="true" data-empty="true">
        <Package size={24} focusable="false" />
      </span>
    );
  return (
    <img
      className={cx(styles.image, className)}
      src={image.url}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
