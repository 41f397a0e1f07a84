// The date and time pickers on demand: they bring date-fns and its six locales, which no first screen
// needs (the checkout and account forms do). Each is a chunk of its own loaded on first render, with a
// placeholder of the field's height meanwhile. `@storefront/shared/ui/dates` has them without the wait.
import { lazy, Suspense } from 'react';
import type { CalendarProps } from './calendar';
import type { DatePickerProps } from './date-picker';
import { Skeleton } from './skeleton';
import type { TimeSelectProps } from './time-select';

const LazyDatePicker = lazy(() => import('./date-picker').then((module) => ({ default: module.DatePicker })));
const LazyCalendar = lazy(() => import('./calendar').then((module) => ({ default: module.Calendar })));
const LazyTimeSelect = lazy(() => import('./time-select').then((module) => ({ default: module.TimeSelect })));

/** A label, a 48 px field and its hint line. */
const FIELD_HEIGHT = 76;

export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<Skeleton height={FIELD_HEIGHT} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

export function Calendar(props: CalendarProps) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <LazyCalendar {...props} />
    </Suspense>
  );
}

export function TimeSelect(props: TimeSelectProps) {
  return (
    <Suspense fallback={<Skeleton height={48} />}>
      <LazyTimeSelect {...props} />
    </Suspense>
  );
}
