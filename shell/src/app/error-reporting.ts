// Error reporting (spec §8): uncaught errors and rejections go to a pluggable sink (the console by
// default; a real service plugs in with setErrorSink), minus the known noise of third-party scripts
// and browser extensions. A failed chunk load is told apart: it means a deploy replaced the files
// this page was built against, so the page offers a reload instead of failing silently.
import { bus } from '@storefront/shared/events';

export type ErrorSink = (error: unknown, context: { source: string }) => void;

/**
 * Until the runtime config says where reports go, errors wait here (a few: a page failing at start
 * would otherwise fill memory); they are sent, or dropped, once it is known (observe.ts).
 */
const EARLY_LIMIT = 10;
const early: [unknown, { source: string }][] = [];
let sink: ErrorSink = (error, context) => {
  console.error(`[storefront] ${context.source}`, error);
  if (early.length < EARLY_LIMIT) early.push([error, context]);
};

/** The sink from now on; the errors that waited go to it, or are forgotten (`replay` false). */
export function setErrorSink(next: ErrorSink, replay = true): void {
  sink = next;
  const waiting = early.splice(0);
  if (replay) for (const [error, context] of waiting) next(error, context);
}

/** For errors caught on purpose (an error boundary): reported as they are, noise filter aside. */
export function reportError(error: unknown, source: string): void {
  sink(error, { source });
}

const NOISE = [
  /^Script error\.?$/i, // cross-origin script without CORS: nothing to act on
  /ResizeObserver loop/i,
  /^(chrome|moz|safari|safari-web)-extension:\/\//i,
  /top\.GLOBALS/,
  /__gCrWeb|__firefox__|webkit\.messageHandlers/,
  /Non-Error promise rejection captured/i,
];

/** True for errors that come from extensions or third-party scripts rather than the storefront. */
export function isNoise(message: string, filename = ''): boolean {
  if (filename && !filename.startsWith(window.location.origin) && !/\/static\/js\//.test(filename))
    return true;
  return NOISE.some((pattern) => pattern.test(message) || pattern.test(filename));
}

/** Webpack/rspack chunk failures ("Loading chunk 12 failed", ChunkLoadError, CSS chunk load failures). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

function handle(error: unknown, message: string, filename: string | undefined, source: string) {
  if (isChunkLoadError(error)) {
    bus.emit('shell:chunk-error', { message });
    window.dispatchEvent(new CustomEvent('storefront:preload-error', { detail: { message } }));
    return;
  }
  if (isNoise(message, filename)) return;
  sink(error, { source });
}

export function installErrorReporting(): () => void {
  const onError = (event: ErrorEvent) => handle(event.error, event.message, event.filename, 'window.onerror');
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason;
    handle(
      reason,
      reason instanceof Error ? reason.message : String(reason),
      undefined,
      'unhandledrejection',
    );
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
