// When an order placed for a later interval is due: the outcome page says that cooking
// starts ahead of that time instead of "we have started cooking". Read from GET /order/{id}.
import { getOrder } from '@storefront/shared/api';
import { dateSlot, type ScheduledStart, scheduledStart } from '@storefront/shared/domain';
import { useLocationStore } from '@storefront/shared/stores';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function useScheduledStart(orderId: number | null): { time: string; day: string } | null {
  const { t, i18n } = useTranslation('checkout');
  const timeZone = useLocationStore((state) => state.city?.timezone ?? null);
  const { data } = useQuery({
    queryKey: ['checkout', 'outcome-order', orderId],
    queryFn: ({ signal }) => getOrder(orderId!, undefined, { signal, silent: true }),
    enabled: orderId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  if (!data?.interval || !timeZone) return null;
  const start = scheduledStart(data.interval.start, timeZone);
  return start ? { time: start.time, day: dayWord(start, t, i18n.language) } : null;
}

function dayWord(
  start: ScheduledStart,
  t: (key: 'scheduled.today' | 'scheduled.tomorrow') => string,
  lang: string,
) {
  if (start.day === 'today') return t('scheduled.today');
  if (start.day === 'tomorrow') return t('scheduled.tomorrow');
  return dateSlot(start.date, start.date, lang).formatted_string;
}
