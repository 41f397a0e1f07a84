import { REMOVE_DEBOUNCE_MS } from '@storefront/shared/domain';
import { useCartActions } from '@storefront/shared/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportCartFailure } from '../common/report-failure';

export interface LineCount {
  /** What the counter shows: the local count while a change is on its way, else the server's. */
  count: number;
  change(next: number): void;
}

/**
 * Spec §4 product counter: minus and plus change the local count at once. An add is sent
 * immediately; removals are gathered for 450 ms after the last minus and then sent as one call, so
 * tapping minus three times is one request. A plus during that wait takes a queued removal back
 * instead of sending an add. A removal still waiting when the row unmounts (the sheet closed) is sent
 * then, so it is never lost.
 */
export function useLineCount(productKey: string, serverCount: number): LineCount {
  const actions = useCartActions();
  const [local, setLocal] = useState<number | null>(null);
  const localRef = useRef<number | null>(null);
  const serverRef = useRef(serverCount);
  serverRef.current = serverCount;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  const settle = useCallback((value: number | null) => {
    localRef.current = value;
    setLocal(value);
  }, []);

  const flush = useCallback(() => {
    timer.current = null;
    const target = localRef.current;
    if (target === null) return;
    const units = serverRef.current - target;
    if (units <= 0) {
      settle(null);
      return;
    }
    actionsRef.current
      .remove(productKey, units)
      .catch(reportCartFailure('remove'))
      .finally(() => {
        if (timer.current === null) settle(null);
      });
  }, [productKey, settle]);

  useEffect(
    () => () => {
      if (timer.current === null) return;
      clearTimeout(timer.current);
      flush();
    },
    [flush],
  );

  const change = useCallback(
    (next: number) => {
      const shown = localRef.current ?? serverRef.current;
      if (next === shown) return;
      if (next < shown) {
        settle(next);
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(flush, REMOVE_DEBOUNCE_MS);
        return;
      }
      if (timer.current !== null) {
        // Plus while removals wait takes them back locally; only units beyond them are sent as an add.
        if (next < serverRef.current) {
          settle(next);
          return;
        }
        clearTimeout(timer.current);
        timer.current = null;
        if (next === serverRef.current) {
          settle(null);
          return;
        }
      }
      settle(next);
      actionsRef.current
        .add({ product_key: productKey, count: next - serverRef.current })
        .catch(reportCartFailure('add'))
        .finally(() => {
          if (timer.current === null) settle(null);
        });
    },
    [flush, productKey, settle],
  );

  return { count: local ?? serverCount, change };
}
