// Spec §4 marketing banners: on a page a banner belongs to, inside its schedule and when due by its
// frequency, it opens after its delay (counted from page load) — only when no other modal is open,
// asking again every few seconds until none is. Showing it stores the last-seen time in a cookie.
import type { City } from '@storefront/shared/contract';
import { readCookie, writeCookie } from '@storefront/shared/domain';
import { modalStore } from '@storefront/shared/stores';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  BANNER_COOKIE_DAYS,
  BANNER_RETRY_MS,
  type BannerMemory,
  bannerSeenCookie,
  bannerSnoozeCookie,
  isBannerDue,
  parseBannerMoment,
  pathInCity,
  pickBanner,
} from '../domain/banner-rules';

export function bannerMemory(id: number): BannerMemory {
  return {
    lastSeenAt: parseBannerMoment(readCookie(bannerSeenCookie(id))),
    snoozedUntil: parseBannerMoment(readCookie(bannerSnoozeCookie(id))),
  };
}

export function markBannerSeen(id: number, now = Date.now()): void {
  writeCookie(bannerSeenCookie(id), String(now), BANNER_COOKIE_DAYS);
}

export function useMarketingBanner(city: City | null | undefined, basePath: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!city || city.banners.length === 0) return;
    const page = pathInCity(pathname, city.alias);
    const pick = pickBanner(city.banners, {
      page,
      now: new Date(),
      timeZone: city.timezone,
      memory: bannerMemory,
    });
    if (!pick) return;
    const { banner } = pick;
    const attempt = () => {
      const modals = modalStore.getState();
      if (modals.stack.length > 0 || modals.pending) {
        timer = window.setTimeout(attempt, BANNER_RETRY_MS);
        return;
      }
      // Another tab may have shown it meanwhile.
      if (!isBannerDue(banner, bannerMemory(banner.id), Date.now())) return;
      markBannerSeen(banner.id);
      modals.open('MarketingBannerModal', { bannerId: banner.id, basePath });
    };
    let timer = window.setTimeout(attempt, Math.max(0, pick.delayMs - performance.now()));
    return () => window.clearTimeout(timer);
  }, [city, pathname, basePath]);
}
