// `<html data-ready>` tells whoever watches the page (the e2e journeys, a synthetic monitor) that it
// answers input: the app has mounted or hydrated, and every boundary the shell tracks (a route's lazy
// page, a remote slot, a modal's remote) shows its content or its fallback block. The attribute is
// removed while one of them loads again (a new route, a modal). A server-rendered page shows its
// buttons before the browser has hydrated them; a click on one then does nothing, so a watcher waits
// for this attribute rather than for the network to go quiet.
import { READY_ATTRIBUTE } from '@storefront/shared/qa';
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';

const loading = new Set<number>();
let mounted = false;
let lastId = 0;

const waiting: (() => void)[] = [];

function publish(): void {
  if (typeof document === 'undefined') return;
  const ready = mounted && loading.size === 0;
  document.documentElement.toggleAttribute(READY_ATTRIBUTE, ready);
  if (ready) for (const callback of waiting.splice(0)) callback();
}

/**
 * Runs `callback` once the page is ready (at once if it is): every tracked boundary has hydrated, so
 * a change of the state they render updates them instead of disagreeing with the server's HTML.
 */
export function whenReady(callback: () => void): void {
  if (mounted && loading.size === 0) callback();
  else waiting.push(callback);
}

/** Marks the page ready for good: a start-up failure shows its page and nothing more will load. */
export function markStartupSettled(): void {
  mounted = true;
  loading.clear();
  publish();
}

/** In the app's root: the page is ready once the root has committed and nothing tracked loads. */
export function useAppMounted(): void {
  useEffect(() => {
    mounted = true;
    publish();
    return () => {
      mounted = false;
      publish();
    };
  }, []);
}

/** A Suspense boundary whose loading keeps the page from being ready. */
export function TrackedSuspense({
  fallback,
  children,
  onShown: onContentShown,
}: {
  fallback: ReactNode;
  children: ReactNode;
  /** Called once its content has committed (rendered, or hydrated in place). */
  onShown?: () => void;
}) {
  const [id] = useState(() => ++lastId);
  // Set when the content has committed: its effects run before this component's own (child first).
  const shown = useRef(false);
  const contentShown = useRef(onContentShown);
  contentShown.current = onContentShown;
  useEffect(() => {
    if (!shown.current) {
      loading.add(id);
      publish();
    }
    return () => {
      loading.delete(id);
      publish();
    };
  }, [id]);
  const onShown = useCallback(() => {
    shown.current = true;
    if (loading.delete(id)) publish();
    contentShown.current?.();
  }, [id]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Shown onShown={onShown} />
    </Suspense>
  );
}

function Shown({ onShown }: { onShown(): void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}
