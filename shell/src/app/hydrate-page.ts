// The server's page is hydrated as a transition. React renders a transition in slices of a few
// milliseconds and lets the browser handle input between them; hydrateRoot's own lane is rendered in
// one task, everything outside a Suspense boundary at once: 110–170 ms on a phone (Chromium slowed 4×),
// the longest task of the start-up. A tap meanwhile is not lost: React hydrates what a tap lands on
// at once, whatever the lane.
import { type ReactNode, startTransition } from 'react';
import { type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';

export function hydratePage(container: Element, page: ReactNode, options?: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, page, options);
  });
  // startTransition runs its callback at once.
  return root as Root;
}
