// The category bar's scroll spy (spec §2): which group is under the bar, whether the visitor has
// reached the menu yet, and whether the page bottom is near (the bar hides there on mobile). A
// scroll the page starts itself (a chip, ?group=) holds the spy until it ends, so the chips do not
// flicker through every group on the way.

import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSectionIndex, isNearPageBottom } from '../domain/menu-rules';
import { groupSection } from './group-section';

export interface ScrollSpyState {
  active: string | null;
  /** The first section has reached the bar: the visitor is in the menu. */
  inMenu: boolean;
  nearBottom: boolean;
}

const HOLD_MS = 1000;

export function useScrollSpy(aliases: readonly string[], line: number) {
  const [state, setState] = useState<ScrollSpyState>({ active: null, inMenu: false, nearBottom: false });
  const heldUntil = useRef(0);

  const measure = useCallback(() => {
    const tops = aliases.map(
      (alias) => groupSection(alias)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
    );
    const nearBottom = isNearPageBottom(
      window.scrollY,
      window.innerHeight,
      document.documentElement.scrollHeight,
    );
    const held = Date.now() < heldUntil.current;
    setState((previous) => {
      const active = held ? previous.active : (aliases[activeSectionIndex(tops, line)] ?? null);
      const inMenu = held ? previous.inMenu : (tops[0] ?? Number.POSITIVE_INFINITY) <= line + 1;
      if (previous.active === active && previous.inMenu === inMenu && previous.nearBottom === nearBottom)
        return previous;
      return { active, inMenu, nearBottom };
    });
  }, [aliases, line]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [measure]);

  /** Marks `alias` active at once and holds the spy while the page scrolls there. */
  const hold = useCallback(
    (alias: string) => {
      heldUntil.current = Date.now() + HOLD_MS;
      setState((previous) => ({ ...previous, active: alias, inMenu: true }));
      window.setTimeout(measure, HOLD_MS + 50);
    },
    [measure],
  );

  return { ...state, hold };
}
