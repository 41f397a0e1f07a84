// The shell's router in the browser: React Router's declarative API (no remote uses loaders,
// actions or fetchers, so the data router's code stays off the page). It is BrowserRouter with a
// navigator that remembers each navigation's `preventScrollReset`, so ScrollRestoration below resets
// the scroll as the data router's did: to the top on a new location, to the hash's element when there
// is one, to where the visitor was on back/forward and after a reload, and not at all when the
// navigation asked it not to (a remote writing ?group= as the visitor scrolls).

import { layOutInFull } from '@storefront/shared/ui';
import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
  Router,
  useLocation,
  useNavigationType,
} from 'react-router-dom';

/** Whether the latest navigation asked to keep the scroll position (read by ScrollRestoration). */
let keepScroll = false;

type History = ReturnType<typeof createBrowserHistory>;

function recordingNavigator(history: History): Navigator {
  const record = (options: unknown) => {
    keepScroll = (options as { preventScrollReset?: boolean } | undefined)?.preventScrollReset === true;
  };
  return {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state, options) {
      record(options);
      history.push(to, state);
    },
    replace(to, state, options) {
      record(options);
      history.replace(to, state);
    },
  };
}

export function ShellRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<History | null>(null);
  const navigatorRef = useRef<Navigator | null>(null);
  if (historyRef.current === null) {
    historyRef.current = createBrowserHistory({ window, v5Compat: true });
    navigatorRef.current = recordingNavigator(historyRef.current);
  }
  const history = historyRef.current;
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // Back/forward never keeps a flag of an earlier navigation.
        if (action === 'POP') keepScroll = false;
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigatorRef.current!}>
      {children}
    </Router>
  );
}

const STORAGE_KEY = 'react-router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * @param getKey which saved position a location gets back (scroll-key.ts), as React Router's
 *   ScrollRestoration takes it; the location's own key by default.
 */
export function ScrollRestoration({
  getKey = (location: Location) => location.key,
}: {
  getKey?: (location: Location) => string;
} = {}) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const mounted = useRef(false);
  // Scroll positions by location key, kept in sessionStorage across a reload (as React Router does).
  // Read when the page's router mounts (once a page), not when the module loads: a page that mounts
  // it again starts from what the tab stored, not from what an earlier mount left in memory.
  const [positions] = useState(readPositions);
  const key = getKey(location);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions[key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // storage full or off: positions stay in memory
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      // Leaving this location: remember where it was.
      positions[key] = window.scrollY;
    };
  }, [key, positions]);

  useLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const saved = positions[key];
    if ((navigationType === 'POP' || first) && typeof saved === 'number') {
      // Where it was is measured in laid-out sections, not in the estimated heights of unseen ones.
      layOutInFull();
      window.scrollTo(0, saved);
      return;
    }
    // The first render is the server's page coming to life: wherever the visitor is, it stays.
    if (first) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        // The browser lays the target out itself; what lies above it stays off screen.
        target.scrollIntoView();
        return;
      }
    }
    if (keepScroll) return;
    window.scrollTo(0, 0);
  }, [key, location, navigationType, positions]);

  return null;
}
