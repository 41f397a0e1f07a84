// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/promotions';
import type { Promotion } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { Button, cx } from '@storefront/shared/ui';
import { ChevronDown } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionBody } from './promotion-body';
import styles from './promotions.module.css';

/** The promotion pictures are drawn 1200 × 600 (2:1). */
export const PROMOTION_IMAGE = { width: 1200, height: 600 } as const;

export interface PromotionCardProps {
  promotion: Promotion;
  /** Mobile: the description is shown inline under the card. */
  expanded: boolean;
  /** 'More': expands inline on mobile, opens PromoModal on desktop (the page decides). */
  onMore(): void;
  eager?: boolean;
}

/** Spec §2: a promotion with its big picture, name, subtitle and a 'More' button. */
export const PromotionCard = forwardRef<HTMLElement, PromotionCardProps>(function PromotionCard(
  { promotion, expanded, onMore, eager = false },
  ref,
) {
  const { t } = useTranslation('menu-promotions');
  const titleId = useId();
  const bodyId = useId();
  return (
    <article
      ref={ref}
      className={cx(styles.card, expanded && styles.expanded)}
      aria-labelledby={titleId}
      data-testid={testIds.menu.promotion(promotion.alias)}
      data-alias={promotion.alias}
    >
      <img
        className={styles.image}
        src={promotion.images.big}
        width={PROMOTION_IMAGE.width}
        height={PROMOTION_IMAGE.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.text}>
        <h2 id={titleId} className={styles.name}>
          {promotion.name}
        </h2>
        {promotion.subtitle && <p className={styles.subtitle}>{promotion.subtitle}</p>}
        {expanded && <PromotionBody id={bodyId} html={promotion.description} />}
        <Button
          variant="secondary"
          size="s"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          aria-label={expanded ? undefined : t('promotionsPage.moreAbout', { name: promotion.name })}
          onClick={onMore}
        >
          {expanded ? t('promotionsPage.less') : t('promotions.more')}
          <ChevronDown
            size={16}
            aria-hidden="true"
            focusable="false"
            className={cx(styles.chevron, expanded && styles.chevronUp)}
          />
        </Button>
      </div>
    </article>
  );
});
