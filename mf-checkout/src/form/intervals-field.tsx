// Date and time of the order (spec §2 step 2, §4 Intervals, §8 texts): the dates on offer, the nearest
// intervals (2 on mobile, 3 on desktop) and 'as soon as possible'; the rest in IntervalsModal.
import { isApiError } from '@storefront/shared/api';
import type { Interval, LocationContextInput } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useCartActions } from '@storefront/shared/query';
import { useModalStore } from '@storefront/shared/stores';
import { Alert, Button, Skeleton, useIsMobile } from '@storefront/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepInterval, nearestIntervals } from '../domain/checkout';
import styles from './checkout-form.module.css';
import { outletStateText } from './outlet-state-text';
import { nextTimeWhenClosed } from './settle-cart';
import { useIntervals } from './use-intervals';
import { useOutletState } from './use-outlet-state';

export function IntervalsField({
  context,
  orderType,
  selected,
  error,
  onChoose,
}: {
  context: LocationContextInput | null;
  orderType: 'delivery' | 'takeaway';
  /** The interval the cart holds (null: as soon as possible). */
  selected: string | null;
  /** The server's word on the chosen time (e.g. today is over by the time the order was sent). */
  error?: string | undefined;
  /** Called when the customer picks a date's time (or 'as soon as possible'). */
  onChoose?: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('common');
  const mobile = useIsMobile();
  const [date, setDate] = useState<string | null>(null);
  const { data, isPending, isError, error: loadError, refetch, isFetching } = useIntervals(context, date);
  // Spec §8: a non-200 answer says the server's own message (a 500's too); a failure to reach the
  // server, or an answer not in the error shape, says that the times could not be loaded.
  const serverMessage =
    isApiError(loadError) && loadError.status >= 400
      ? (loadError.body as { message?: unknown } | undefined)?.message
      : undefined;
  const loadErrorText =
    typeof serverMessage === 'string' && serverMessage !== '' ? serverMessage : t('times.loadError');
  const actions = useCartActions();
  const open = useModalStore((state) => state.open);

  const today = data?.date_today ?? null;
  const shownDate = date ?? today;
  useEffect(() => {
    if (!data || !today || !selected) return;
    if (keepInterval(selected, data.intervals, date, today) === null && (date === null || date === today))
      void actions.setInterval(null);
  }, [data, today, selected, date, actions]);

  // Closed at this minute (spec §4): no 'as soon as possible'; the next possible time is
  // chosen for the customer, once, and said.
  const closedNow = data?.asap === false;
  const next = data ? nextTimeWhenClosed(data) : null;
  const preselected = useRef<string | null>(null);
  useEffect(() => {
    if (!closedNow || selected || !next || preselected.current === next.id) return;
    preselected.current = next.id;
    if (next.date !== (date ?? today)) setDate(next.date);
    void actions.setInterval(next.id);
  }, [closedNow, selected, next, date, today, actions]);
  const outlet = useOutletState(orderType);
  const outletLine = closedNow && outlet ? outletStateText(outlet, tc) : null;
  const nextDay = !next
    ? ''
    : next.date === today
      ? t('scheduled.today')
      : data?.dates.find((slot) => slot.date_string === next.date)?.is_tomorrow
        ? t('scheduled.tomorrow')
        : (data?.dates.find((slot) => slot.date_string === next.date)?.formatted_string ?? next.date);

  const choose = (interval: Interval | null) => {
    onChoose?.();
    void actions.setInterval(interval?.id ?? null);
  };
  const nearest = data ? nearestIntervals(data.intervals, mobile) : [];
  // An interval chosen in IntervalsModal, beyond the nearest ones, shows as its own pressed chip: the
  // customer sees the time the order is sent with.
  const chosenBeyond =
    selected && !nearest.some((interval) => interval.id === selected)
      ? data?.intervals.find((interval) => interval.id === selected)
      : undefined;
  const shown = chosenBeyond ? [...nearest, chosenBeyond] : nearest;
  const noneToday = data && shownDate === today && data.intervals.every((interval) => interval.disabled);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('times.title')}</legend>
      {isPending && <Skeleton variant="text" lines={2} />}
      {isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="s" loading={isFetching} onClick={() => void refetch()}>
              {tc('actions.retry')}
            </Button>
          }
        >
          {loadErrorText}
        </Alert>
      )}
      {data && (
        <>
          <div className={styles.chips}>
            {data.dates.map((slot) => (
              <button
                key={slot.date_string}
                type="button"
                aria-pressed={slot.date_string === shownDate}
                className={styles.chip}
                data-testid={testIds.checkout.dateOption(slot.date_string)}
                onClick={() => setDate(slot.date_string)}
              >
                {slot.is_today
                  ? t('times.today')
                  : slot.is_tomorrow
                    ? t('times.tomorrow')
                    : slot.formatted_string}
              </button>
            ))}
          </div>
          {closedNow && (
            <Alert tone="info" title={t('closedTimes.title')} live="polite">
              {outletLine ? `${outletLine}. ` : ''}
              {next ? t('closedTimes.next', { day: nextDay, time: next.title }) : t('closedTimes.none')}
            </Alert>
          )}
          {noneToday && !closedNow && (
            <Alert tone="warning">
              {data.message ??
                (orderType === 'delivery' ? t('times.allTakenDelivery') : t('times.allTakenTakeaway'))}
            </Alert>
          )}
          <div className={styles.chips}>
            {/* 'As soon as possible' only while open now and today still has a free slot: otherwise
                the order cannot be placed without a time, and the chip would only lead to an error. */}
            {shownDate === today && !noneToday && !closedNow && (
              <button
                type="button"
                aria-pressed={!selected}
                className={styles.chip}
                onClick={() => choose(null)}
              >
                {t('times.asap')}
              </button>
            )}
            {shown.map((interval) => (
              <button
                key={interval.id}
                type="button"
                aria-pressed={interval.id === selected}
                className={styles.chip}
                data-testid={testIds.checkout.intervalOption(interval.id)}
                onClick={() => choose(interval)}
              >
                {interval.title}
              </button>
            ))}
            {data.intervals.length > nearest.length && (
              <button
                type="button"
                className={styles.more}
                onClick={() =>
                  open('IntervalsModal', { intervals: data.intervals, selected, onChoose: choose })
                }
              >
                {t('times.more')}
              </button>
            )}
          </div>
        </>
      )}
      {error && (
        <p className={styles.error} role="alert" data-field-error="">
          {error}
        </p>
      )}
    </fieldset>
  );
}
