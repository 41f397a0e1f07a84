// The home page's URL query (spec §2): group scrolls to that group 500 ms after the menu is there and
// follows the active group afterwards; view=cart opens the cart and is then removed; the URL is left
// alone when utm_source or modal is present. tab and modal pass through (the shell reads modal).

import { modalStore } from '@storefront/shared/stores';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SCROLL_TO_GROUP_DELAY_MS } from '../domain/constants';
import { homeQueryPlan, queryWithGroup, queryWithoutView } from '../domain/menu-rules';

export interface HomeQueryOptions {
  /** The menu is on screen (sections mounted). */
  ready: boolean;
  /** Aliases of the groups shown. */
  aliases: readonly string[];
  /** The active group once the visitor is in the menu, else null. */
  active: string | null;
  scrollToGroup(alias: string): void;
}

export function useHomeQuery({ ready, aliases, active, scrollToGroup }: HomeQueryOptions): void {
  const [search, setSearch] = useSearchParams();
  const initial = useRef(homeQueryPlan(search));
  const arrived = useRef(false);
  // The delayed scroll calls the newest scrollToGroup: a page that arrives server-rendered with its
  // menu is ready at its first commit, before the header's height and the layout were measured, and
  // the closure of that commit would scroll as if there were no header.
  const latestScroll = useRef(scrollToGroup);
  useEffect(() => {
    latestScroll.current = scrollToGroup;
  });

  // view=cart: open the cart once, then drop the parameter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the URL the page was opened with counts
  useEffect(() => {
    if (!initial.current.openCart) return;
    modalStore.getState().open('CartModal');
    const next = queryWithoutView(search);
    if (next) setSearch(next, { replace: true, preventScrollReset: true });
  }, []);

  // group (or tab): scroll there once the menu is on screen, after the spec's delay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the menu first shows
  useEffect(() => {
    if (!ready || arrived.current) return;
    const target = initial.current.scrollTo;
    if (!target || !aliases.includes(target)) {
      arrived.current = true;
      return;
    }
    const timer = window.setTimeout(() => {
      latestScroll.current(target);
      window.setTimeout(() => {
        arrived.current = true;
      }, 1100);
    }, SCROLL_TO_GROUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);

  // The active group goes into ?group= as the visitor scrolls.
  useEffect(() => {
    if (!active || !arrived.current) return;
    const current = new URLSearchParams(window.location.search);
    const next = queryWithGroup(current, active);
    if (next) setSearch(next, { replace: true, preventScrollReset: true });
  }, [active, setSearch]);
}
