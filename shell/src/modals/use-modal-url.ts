// The URL side of the modal host (spec §2): `?modal=<Name>` opens that modal on page load, and
// closing a modal clears the query string.
import { isModalName, modalStore } from '@storefront/shared/stores';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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
        if (closed && window.location.search) {
          navigate({ pathname: window.location.pathname, hash: window.location.hash }, { replace: true });
        }
      }),
    [navigate],
  );
}
