// Hydrating the server's menu on a phone costs hundreds of milliseconds of main thread for groups the
// visitor has not scrolled to. A group below the first screen sits in its own Suspense boundary with a
// HydrationGate in it: while the page hydrates, the gate suspends until it is opened, and React keeps
// that boundary's server HTML on screen, dehydrated, until then. A gate opens when its group nears the
// viewport, when the browser is idle (one group per idle period), or the moment the visitor touches,
// clicks, focuses or types inside the group: those listeners sit on `window` in the capture phase, so
// they run before React's own listeners on its root, and React's attempt to hydrate the group for that
// event (synchronously, to run its handler) finds the gate open. On a client render (a page reached by
// navigation, a filtered menu) and on the server a gate never suspends.
import { use, useEffect, useSyncExternalStore } from 'react';

/** The attribute naming a gated group's element on the page (its key), read by the listeners below. */
export const HYDRATION_GATE_ATTRIBUTE = 'data-hydration-gate';

/** How far below (and above) the viewport a group starts to hydrate: about a phone screen ahead. */
const NEAR_VIEWPORT_MARGIN = '800px 0px';
/** Where requestIdleCallback is missing (Safari): the pause between two groups. */
const IDLE_FALLBACK_MS = 200;

interface Gate {
  open: boolean;
  promise: Promise<void>;
  resolve(): void;
}

const gates = new Map<string, Gate>();

function gate(key: string): Gate {
  let entry = gates.get(key);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    entry = { open: false, promise, resolve };
    gates.set(key, entry);
  }
  return entry;
}

/** Lets the group `key` hydrate (at once if React is already asking for it). */
export function openHydrationGate(key: string): void {
  const entry = gate(key);
  if (entry.open) return;
  entry.open = true;
  entry.resolve();
}

function isGateOpen(key: string): boolean {
  return gates.get(key)?.open ?? false;
}

const subscribeNothing = () => () => {};

/**
 * Inside a group's Suspense boundary, before the group: while React hydrates the server's page it
 * suspends until the group's gate opens; otherwise it renders nothing at once. It renders nothing in
 * either case, so the server's HTML and the hydrated page agree.
 */
export function HydrationGate({ gateKey }: { gateKey: string }) {
  // useSyncExternalStore reads its server snapshot on the server and while hydrating the server's
  // HTML, its client snapshot on any client render: the public way to tell hydration apart.
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  return hydrating && typeof window !== 'undefined' && !isGateOpen(gateKey) ? (
    <GateClosed gate={gate(gateKey)} />
  ) : null;
}

/** Suspends until the gate opens. Its own component: a retry of the gate renders it no longer. */
function GateClosed({ gate }: { gate: Gate }) {
  use(gate.promise);
  return null;
}

function openFromEvent(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const key = target?.closest(`[${HYDRATION_GATE_ATTRIBUTE}]`)?.getAttribute(HYDRATION_GATE_ATTRIBUTE);
  if (key) openHydrationGate(key);
}

// Installed when the menu's code is evaluated, which the shell does before hydrating: a tap the
// page's early-tap script replays right after hydrateRoot already finds these listeners.
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'click', 'focusin', 'keydown']) {
    window.addEventListener(type, openFromEvent, { capture: true, passive: true });
  }
}

/**
 * In the component that renders the gated groups, once it has hydrated: opens each gate whose element
 * (`[data-hydration-gate]` inside `container`) nears the viewport, and the others one per idle period,
 * in page order, and all of them once the page scrolls. `keys` are the gates of the groups shown.
 */
export function useHydrationGates(container: { current: HTMLElement | null }, keys: readonly string[]): void {
  useEffect(() => {
    const root = container.current;
    const waiting = keys.filter((key) => !isGateOpen(key));
    if (!root || waiting.length === 0) return;
    const elements = new Map<Element, string>();
    for (const element of root.querySelectorAll(`[${HYDRATION_GATE_ATTRIBUTE}]`)) {
      const key = element.getAttribute(HYDRATION_GATE_ATTRIBUTE);
      if (key && waiting.includes(key)) elements.set(element, key);
    }
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (!entry.isIntersecting) continue;
                const key = elements.get(entry.target);
                if (key) openHydrationGate(key);
                observer?.unobserve(entry.target);
              }
            },
            { rootMargin: NEAR_VIEWPORT_MARGIN },
          );
    for (const element of elements.keys()) observer?.observe(element);

    // Once the visitor scrolls, every gate opens (React hydrates the rest in interruptible slices): the
    // page then updates its URL with the group in view, and a context change above a group still
    // gated would make React render that group afresh instead of hydrating it.
    const openAll = () => {
      for (const key of waiting) openHydrationGate(key);
    };
    window.addEventListener('scroll', openAll, { once: true, passive: true });

    const idle = typeof window.requestIdleCallback === 'function';
    let handle = 0;
    let cancelled = false;
    const next = () => {
      if (cancelled) return;
      const key = waiting.find((candidate) => !isGateOpen(candidate));
      if (!key) return;
      openHydrationGate(key);
      schedule();
    };
    const schedule = () => {
      handle = idle ? window.requestIdleCallback(next) : window.setTimeout(next, IDLE_FALLBACK_MS);
    };
    schedule();
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.removeEventListener('scroll', openAll);
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [container, keys]);
}
