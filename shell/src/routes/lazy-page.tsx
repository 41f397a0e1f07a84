// Shell pages the first screen of a city does not show (about, delivery, shops, bonus, legal, …) load
// on first visit, with a page-sized skeleton meanwhile. A chunk that fails to load (a deploy replaced
// it) raises the reload banner instead of a broken page.
import { bus } from '@storefront/shared/events';
import { Skeleton } from '@storefront/shared/ui';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { isChunkLoadError } from '../app/error-reporting';
import { TrackedSuspense } from '../app/ready-marker';

export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!isChunkLoadError(error)) throw error;
        bus.emit('shell:chunk-error', { message: String(error) });
        return { default: PageSkeleton };
      },
    ),
  );
}

function PageSkeleton() {
  return <Skeleton height={320} />;
}

/** Around a lazy page's element. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <TrackedSuspense fallback={<PageSkeleton />}>{children}</TrackedSuspense>;
}
