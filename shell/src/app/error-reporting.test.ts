import { bus } from '@storefront/shared/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporting, isChunkLoadError, isNoise, setErrorSink } from './error-reporting';

describe('error reporting', () => {
  let uninstall: () => void;
  const sink = vi.fn();
  beforeEach(() => {
    sink.mockReset();
    setErrorSink(sink);
    uninstall = installErrorReporting();
  });
  afterEach(() => uninstall());

  it('ignores extension and third-party noise', () => {
    expect(isNoise('Script error.')).toBe(true);
    expect(isNoise('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isNoise('x is undefined', 'chrome-extension://abc/content.js')).toBe(true);
    expect(isNoise('x is undefined', 'https://tracker.example/pixel.js')).toBe(true);
    expect(
      isNoise('Cannot read properties of undefined', `${window.location.origin}/static/js/index.js`),
    ).toBe(false);
  });

  it('reports the storefront own errors to the sink', () => {
    const error = new TypeError('boom');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: 'boom',
        filename: `${window.location.origin}/static/js/a.js`,
      }),
    );
    expect(sink).toHaveBeenCalledWith(error, { source: 'window.onerror' });
  });

  it('turns a failed chunk load into a reload offer instead of a report', () => {
    const heard = vi.fn();
    const off = bus.on('shell:chunk-error', heard);
    const error = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(error)).toBe(true);
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(sink).not.toHaveBeenCalled();
    off();
  });
});
