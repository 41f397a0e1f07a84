import { useIsMobile } from '@storefront/shared/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { BACK_TO_TOP_PX } from '../domain/constants';
import { lazyPage } from '../routes/lazy-page';

/**
 * No first screen shows the button (it appears 1500 px down), so its code is not in the first load:
 * fetched on the first scroll that far, when a failed fetch leaves the page without it.
 */
const BackToTopButton = lazyPage(
  () => import('./back-to-top-button').then((module) => module.BackToTopButton),
  () => null,
);

/**
 * Spec §2: a back-to-top button appears after scrolling more than 1500 px. On a phone it sits over the
 * two-column grid and would cover a card's button, so there it shows only while the customer scrolls
 * back up (heading for the top), not while they read down the menu.
 */
export function BackToTop() {
  const mobile = useIsMobile();
  const [shown, setShown] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const up = y < lastY.current;
      lastY.current = y;
      setShown(y > BACK_TO_TOP_PX && (!mobile || up));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mobile]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  );
}
