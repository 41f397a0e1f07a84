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

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let request: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    request ??= load().then(
      (component) => {
        loaded = { default: component };
        return loaded;
      },
      (error: unknown) => {
        if (!isChunkLoadError(error)) throw error;
        bus.emit('shell:chunk-error', { message: String(error) });
        return { default: PageSkeleton };
      },
    );
    return request;
  };
  // Preloaded (bootstrap.tsx, before hydrating a server-rendered page): a thenable that answers at
  // once, so React hydrates the page's HTML in place instead of waiting in its Suspense, where an
  // early update would replace the HTML with the skeleton (a layout shift).
  const page = lazy(() => {
    const ready = loaded;
    if (!ready) return start();
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable that answers at once
    return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(ready) } as Promise<{
      default: ComponentType<P>;
    }>;
  });
  return Object.assign(page, { preload: start });
}

function PageSkeleton() {
  return <Skeleton height={320} />;
}

/** Around a lazy page's element. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <TrackedSuspense fallback={<PageSkeleton />}>{children}</TrackedSuspense>;
}
