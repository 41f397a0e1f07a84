// Shell pages the first screen of a city does not show (about, delivery, shops, bonus, legal, …) load
// on first visit, with a page-sized skeleton meanwhile. A chunk that fails to load (a deploy replaced
// it) raises the reload banner instead of a broken page.
import { bus } from '@storefront/shared/events';
import { Skeleton } from '@storefront/shared/ui';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { isChunkLoadError } from '../app/error-reporting';
import { TrackedSuspense } from '../app/ready-marker';

export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's code; once loaded, the page renders without suspending. */
  preload(): Promise<unknown>;
};

export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown in its place when its chunk cannot be loaded (a page: its skeleton). */
  failed: ComponentType<P> = PageSkeleton,
): LazyPage<P> {
  const start = () =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!isChunkLoadError(error)) throw error;
        bus.emit('shell:chunk-error', { message: String(error) });
        return { default: failed };
      },
    );
  // `preload` (bootstrap.tsx, before hydrating a server-rendered page): the page's code is there when
  // React hydrates, so it waits only a tick in its Suspense — not long enough for an early update to
  // replace the page's HTML with the skeleton (a layout shift).
  return Object.assign(lazy(start), { preload: start });
}

function PageSkeleton() {
  return <Skeleton height={320} />;
}

/** Around a lazy page's element. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <TrackedSuspense fallback={<PageSkeleton />}>{children}</TrackedSuspense>;
}

/**
 * The not-found page: no first screen of a known city shows it. The server renders it for an unknown
 * address, and React keeps that HTML until the chunk is there.
 */
export const NotFoundPage = lazyPage(() => import('../pages/not-found-page').then((m) => m.NotFoundPage));

/** The not-found page where a route may show it. */
export function NotFound({ embedded }: { embedded?: boolean }) {
  return (
    <PageSuspense>
      <NotFoundPage embedded={embedded} />
    </PageSuspense>
  );
}
