// The menu's groups hydrate when they near the screen, when the browser is idle, or at the visitor's
// first touch of them, not all in a row as soon as the page's script is in. Hydrating every group at
// once filled a phone's main thread for seconds after its first screen, and a desktop's frames while
// it scrolled to the card it wanted. Until its turn, a group shows the server's HTML: each is a
// Suspense boundary of its own (home-view.tsx) that waits here while React hydrates the page.
import { type ReactNode, use, useSyncExternalStore } from 'react';
import { groupSection, sectionOf } from './group-section';

interface Gate {
  open: boolean;
  readonly opened: Promise<void>;
  release(): void;
}

const gates = new WeakMap<Element, Gate>();
/** Sections still waiting, in page order: the idle queue takes the first. */
const waiting: Element[] = [];
let observer: IntersectionObserver | null = null;
let idleScheduled = false;

function gateOf(section: Element): Gate {
  let gate = gates.get(section);
  if (!gate) {
    let resolve = () => {};
    const opened = new Promise<void>((settle) => {
      resolve = settle;
    });
    // Marked fulfilled as it opens (the thenable fields React's `use` reads): a tap hydrates the group
    // synchronously, and `use` must then return at once rather than wait for the promise's callback.
    const release = () => {
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    };
    gate = { open: false, opened, release };
    gates.set(section, gate);
  }
  return gate;
}

function open(section: Element) {
  const gate = gateOf(section);
  if (gate.open) return;
  gate.open = true;
  observer?.unobserve(section);
  const queued = waiting.indexOf(section);
  if (queued >= 0) waiting.splice(queued, 1);
  gate.release();
}

function openNextWhenIdle() {
  if (idleScheduled) return;
  idleScheduled = true;
  const next = () => {
    idleScheduled = false;
    const section = waiting[0];
    if (!section) return;
    open(section);
    openNextWhenIdle();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next);
  else setTimeout(next, 100);
}

/** The gate of a group the server rendered: created closed, opened by one of the three triggers. */
function waitingGate(section: Element): Gate {
  const known = gates.has(section);
  const gate = gateOf(section);
  if (!known) {
    waiting.push(section);
    // One screen ahead in either direction: a visitor scrolling finds the next group hydrated.
    observer ??=
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) if (entry.isIntersecting) open(entry.target);
            },
            { rootMargin: '100% 0px' },
          );
    if (observer) observer.observe(section);
    else open(section);
    openNextWhenIdle();
  }
  return gate;
}

// React delivers a tap on a part it has not hydrated yet by hydrating that part at once, and drops the
// tap when the part cannot hydrate. These listeners run before React's (the document's capture phase;
// React listens on its root) and open the group first, so that hydration goes through and the card's
// own handler gets the tap. They are added when this module loads, before the shell hydrates: the taps
// the shell's inline script held are clicked again right after, before React has reached the groups.
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click']) {
    document.addEventListener(
      type,
      (event) => {
        const section = event.target instanceof Element ? sectionOf(event.target) : null;
        if (section) open(section);
      },
      { capture: true, passive: true },
    );
  }
}

/** A group that need not wait: fulfilled from the start, so `use` returns at once. */
const NO_WAIT: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const noSubscription = () => () => {};
const rendering = () => false;
const hydrating = () => true;

export interface HydrateNearProps {
  /** The group's alias: its server-rendered section is `[data-group=alias]` (group-section.tsx). */
  alias: string;
  children: ReactNode;
}

/**
 * A menu group that, while React hydrates the server's page, waits for its turn (above). Rendered on
 * the server or in the browser (a later visit to the menu, a search), it renders at once.
 */
export function HydrateNear({ alias, children }: HydrateNearProps) {
  // The server's snapshot is read only while hydrating: that is how a component knows it is.
  const fromServer = useSyncExternalStore(noSubscription, rendering, hydrating);
  const section = fromServer && typeof document !== 'undefined' ? groupSection(alias) : null;
  // Every render calls `use` (React checks that a component which suspended on it keeps calling it).
  use(section ? waitingGate(section).opened : NO_WAIT);
  return children;
}
