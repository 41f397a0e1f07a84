// The time of day the menu's notices read (spec §4: a closed kitchen, the last work hour), by the
// minute. A server-rendered page is rendered and hydrated at the instant the server rendered it (its
// HTML has the notice, so nothing pushes the page down when the browser reads its clock: no
// layout shift at night); the browser's clock takes over right after hydration and ticks each minute.
import { renderedAt } from '@storefront/shared/ui';
import { useMemo, useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

const minuteOf = (ms: number) => ms - (ms % MINUTE_MS);

function subscribe(onMinute: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const next = () => {
    timer = setTimeout(
      () => {
        onMinute();
        next();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS) + 50,
    );
  };
  next();
  return () => clearTimeout(timer);
}

const browserMinute = () => minuteOf(Date.now());

function renderedMinute(): number | null {
  const at = renderedAt();
  return at === null ? null : minuteOf(at);
}

/** The current minute; null while hydrating a page whose server did not say when it rendered. */
export function useMinuteClock(): Date | null {
  const minute = useSyncExternalStore(subscribe, browserMinute, renderedMinute);
  return useMemo(() => (minute === null ? null : new Date(minute)), [minute]);
}
