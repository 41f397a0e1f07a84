// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/promotions';
import type { Banner } from '@storefront/shared/contract';
import { Button } from '@storefront/shared/ui';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './banner-view.module.css';

export interface BannerViewProps {
  banner: Banner;
  basePath: string;
  onClose(): void;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** A marketing banner (spec §3 Banner): picture, name, description and its call to action. */
export function BannerView({ banner, basePath, onClose }: BannerViewProps) {
  const { t } = useTranslation('menu-promotions');
  const navigate = useNavigate();
  const label = banner.button_text ?? t('promotions.more');
  const url = banner.click_url;
  return (
    <article className={styles.banner} aria-labelledby="banner-modal-title">
      <img
        className={styles.image}
        src={banner.images.big}
        width={1200}
        height={600}
        alt=""
        decoding="async"
      />
      <div className={styles.text}>
        <h2 id="banner-modal-title" className={styles.title}>
          {banner.name}
        </h2>
        {banner.description && <p className={styles.description}>{banner.description}</p>}
      </div>
      {url &&
        (isExternal(url) ? (
          <a className={styles.action} href={url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            {label}
            <ExternalLink size={16} aria-hidden="true" focusable="false" />
          </a>
        ) : (
          <Button
            size="l"
            fullWidth
            onClick={() => {
              onClose();
              // click_url is a path inside the city (`/promotions?alias=…`).
              navigate(`${basePath}${url.startsWith('/') ? url : `/${url}`}`);
            }}
          >
            {label}
          </Button>
        ))}
    </article>
  );
}
