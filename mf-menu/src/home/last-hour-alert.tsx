// Spec §4 last-work-hour alert: one brand, takeaway only, hidden for TR; within the hour before the
// takeaway shop's last order time it counts the minutes down and is gone at zero. The night shift
// (before 04:00) belongs to the previous day.
import { businessClock, lastHourAlert } from '@storefront/shared/domain';
import { useShops } from '@storefront/shared/query';
import { Alert } from '@storefront/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuContext } from '../lib/use-menu-context';

const MINUTE_MS = 60_000;

/** The current time, ticking on each new minute. */
function useMinuteClock(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 50);
    };
    timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 50);
    return () => clearTimeout(timer);
  }, [active]);
  return now;
}

export function LastHourAlert() {
  const { t } = useTranslation('menu');
  const { city, orderType, shopId, settings } = useMenuContext();
  const candidate = Boolean(city && settings && orderType === 'takeaway' && shopId !== null);
  const { data: shops } = useShops(candidate ? city?.id : null);
  const now = useMinuteClock(candidate);
  if (!city || !settings || !candidate) return null;
  const shop = shops?.find((item) => item.id === shopId);
  if (!shop) return null;
  const clock = businessClock(now, city.timezone);
  const state = lastHourAlert({
    brand: settings.brand.alias,
    orderType,
    countryCode: city.country.code === 'TR' ? 'TR' : settings.country_code,
    windows: shop.schedule.month[clock.date]?.order_minutes ?? [],
    minutes: clock.minutes,
  });
  if (!state.visible) return null;
  return (
    <Alert tone="warning" title={t('lastHour.title')} live="polite">
      {t('lastHour.minutes', { count: state.minutesLeft })}
    </Alert>
  );
}
