// MarketingBannerModal (spec §2/§4), opened by mf-menu's banner scheduler with `{ bannerId, basePath }`
// or by `?modal=MarketingBannerModal` (then the city's first banner for this page). Closing it snoozes
// the banner for a minute (spec §9 banner close snooze): a cookie one minute ahead.
// The strings this module shows, registered before it renders (not in the first screen's script). It
// shows none of the home page's (`menu`): a first visit opens it over the menu, and that namespace's
// Russian would be fetched a second time.
import '../i18n/promotions';
import { writeCookie } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerView } from '../banners/banner-view';
import { BANNER_COOKIE_DAYS, bannerSnoozeCookie, bannerSnoozeUntil } from '../domain/banner-rules';
import content from './modal-content.module.css';

export interface MarketingBannerModalProps {
  onClose(): void;
  bannerId?: number;
  basePath?: string;
}

export default function MarketingBannerModal({ onClose, bannerId, basePath }: MarketingBannerModalProps) {
  const { t } = useTranslation(['menu-promotions', 'common']);
  const city = useLocationStore((state) => state.city);
  const banners = city?.banners ?? [];
  const banner =
    banners.find((item) => item.id === bannerId) ?? (bannerId === undefined ? banners[0] : undefined);
  const id = banner?.id;

  // However it closes (button, Escape, backdrop, a click on its link), the close snoozes it.
  useEffect(() => {
    if (id === undefined) return;
    return () =>
      writeCookie(bannerSnoozeCookie(id), String(bannerSnoozeUntil(Date.now())), BANNER_COOKIE_DAYS);
  }, [id]);

  return (
    <div data-testid={testIds.menu.bannerModal} data-banner-id={id}>
      {banner ? (
        <BannerView banner={banner} basePath={basePath ?? (city ? `/${city.alias}` : '')} onClose={onClose} />
      ) : (
        <div className={content.message}>
          <p>{t('bannerModal.gone')}</p>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
