// The URL side of the modal host (spec §2): `?modal=<Name>` opens that modal on page load, and
// closing a modal clears the query string — all but the page's own state (PAGE_PARAMS: the profile
// tab and page, the cart's checkout step, an order outcome), which a modal opened over the page must not undo.
import { isModalName, modalStore } from '@storefront/shared/stores';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const PAGE_PARAMS = ['tab', 'page', 'state', 'order_id', 'reason'] as const;

/** The query string left after a modal closes: only the page's own parameters. */
export function searchAfterClose(search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if ((PAGE_PARAMS as readonly string[]).includes(key)) kept.append(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export function useModalUrl(): void {
  const location = useLocation();
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the URL the page was loaded with counts
  useEffect(() => {
    const name = new URLSearchParams(location.search).get('modal');
    if (name && isModalName(name)) modalStore.getState().open(name);
  }, []);

  useEffect(
    () =>
      modalStore.subscribe((state, previous) => {
        const closed = state.stack.length < previous.stack.length && !state.pending;
        if (!closed || !window.location.search) return;
        const search = searchAfterClose(window.location.search);
        if (search === window.location.search) return;
        navigate(
          { pathname: window.location.pathname, search, hash: window.location.hash },
          { replace: true },
        );
      }),
    [navigate],
  );
}
