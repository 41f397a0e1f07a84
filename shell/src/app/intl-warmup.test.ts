import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The script as the page runs it, at the top of every page the shell serves.
const SCRIPT = readFileSync(join(import.meta.dirname, 'intl-warmup.inline.js'), 'utf8');

const formatter = function (this: object) {
  return { format: () => '' };
};

let numberFormat: ReturnType<typeof vi.fn>;
let dateTimeFormat: ReturnType<typeof vi.fn>;

beforeEach(() => {
  numberFormat = vi.fn(formatter);
  dateTimeFormat = vi.fn(formatter);
  vi.stubGlobal('Intl', { NumberFormat: numberFormat, DateTimeFormat: dateTimeFormat });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Intl warm-up at the top of the page', () => {
  it('makes a number, then a date formatter, each in its own idle period, none while the page parses', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    new Function(SCRIPT)();
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();

    idle.shift()?.();
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat).not.toHaveBeenCalled();

    idle.shift()?.();
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(0);
  });

  it('waits for a timer in a browser without requestIdleCallback', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // not Intl, which it would fake too
    vi.stubGlobal('requestIdleCallback', undefined);
    new Function(SCRIPT)();
    expect(numberFormat).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
  });
});
