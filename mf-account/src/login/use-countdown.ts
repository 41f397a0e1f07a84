import { COUNTDOWN_TICK_MS } from '@storefront/shared/domain';
import { useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (ms since the epoch), never below 0. */
export function secondsLeft(endsAt: number | null, now = Date.now()): number {
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** `m:ss`: 65 → `1:05`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The verification timer (spec §4): seconds left, ticking once a second until 0. */
export function useCountdown(endsAt: number | null): number {
  const [left, setLeft] = useState(() => secondsLeft(endsAt));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(endsAt));
    tick();
    if (endsAt === null) return;
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  return left;
}
