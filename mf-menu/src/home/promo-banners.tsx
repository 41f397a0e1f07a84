import type { Promotion } from '@storefront/shared/contract';
import { Carousel } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './promo-banners.module.css';

/** The promotion pictures are drawn 1200 × 600 (2:1); the size is reserved before they load. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 600;

export interface PromoBannersProps {
  basePath: string;
  promotions: readonly Promotion[];
}

/** Spec §2: the promotions banner row; each banner opens /{city}/promotions?alias={alias}. */
export function PromoBanners({ basePath, promotions }: PromoBannersProps) {
  const { t } = useTranslation('menu');
  if (promotions.length === 0) return null;
  return (
    <Carousel label={t('catalog.promotions')} slideSize="var(--promo-slide)" className={styles.row}>
      {promotions.map((promotion, index) => (
        <Link
          key={promotion.alias}
          to={`${basePath}/promotions?alias=${encodeURIComponent(promotion.alias)}`}
          className={styles.banner}
        >
          <img
            className={styles.image}
            src={promotion.images.big}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            alt={promotion.name}
            loading={index < 3 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className={styles.caption} aria-hidden="true">
            <span className={styles.name}>{promotion.name}</span>
            {promotion.subtitle && <span className={styles.subtitle}>{promotion.subtitle}</span>}
          </span>
        </Link>
      ))}
    </Carousel>
  );
}
