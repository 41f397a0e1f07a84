// Spec §4 last-work-hour alert: one brand, takeaway only, hidden for TR; within the hour before the
// takeaway shop's last order time it counts the minutes down and is gone at zero. The night shift
// (before 04:00) belongs to the previous day.
import { businessClock } from '@storefront/shared/domain';
import { useShops } from '@storefront/shared/query';
import { Alert } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { lastHourAlert } from '../domain/menu-rules';
import { useMenuContext } from '../lib/use-menu-context';
import { useMinuteClock } from '../lib/use-minute-clock';

export function LastHourAlert() {
  const { t } = useTranslation('menu');
  const { city, orderType, shopId, settings } = useMenuContext();
  const candidate = Boolean(city && settings && orderType === 'takeaway' && shopId !== null);
  const { data: shops } = useShops(candidate ? city?.id : null);
  const now = useMinuteClock();
  if (!city || !settings || !candidate || !now) return null;
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
