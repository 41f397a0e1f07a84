// PromoModal (spec §2): one promotion in full, opened by name with `{ alias }` (the promotions page on
// desktop). The frame is the shell's; this is its content.
import '../i18n';
// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/promotions';
import { useLocationStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { PromotionBody } from '../promotions/promotion-body';
import { PROMOTION_IMAGE } from '../promotions/promotion-card';
import styles from '../promotions/promotions.module.css';
import content from './modal-content.module.css';

export interface PromoModalProps {
  onClose(): void;
  alias?: string;
}

export default function PromoModal({ onClose, alias }: PromoModalProps) {
  const { t } = useTranslation(['menu-promotions', 'common']);
  const city = useLocationStore((state) => state.city);
  const promotion = city?.promotions.find((item) => item.alias === alias) ?? null;
  if (!promotion) {
    return (
      <div className={content.message}>
        <p>{t('promotionsPage.notFound')}</p>
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </div>
    );
  }
  return (
    <article className={styles.modal} aria-labelledby="promo-modal-title">
      <img
        className={styles.modalImage}
        src={promotion.images.big}
        width={PROMOTION_IMAGE.width}
        height={PROMOTION_IMAGE.height}
        alt=""
        decoding="async"
      />
      <div className={styles.modalText}>
        <h2 id="promo-modal-title" className={styles.modalTitle}>
          {promotion.name}
        </h2>
        {promotion.subtitle && <p className={styles.subtitle}>{promotion.subtitle}</p>}
        <PromotionBody html={promotion.description} />
      </div>
    </article>
  );
}
