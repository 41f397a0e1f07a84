import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('spec §9 constants', () => {
  // Nothing but this case names these three: they are dead, kept only because removing an export of
  // shared is a major release (docs/releasing-a-remote.md). They go, with this case, in the next one.
  it('uses the spec breakpoints', () => {
    expect(constants.MOBILE_MAX_WIDTH_SCROLLBAR).toBe(1008);
    expect(constants.NARROW_MAX_WIDTH).toBe(768);
    expect(constants.WIDE_MIN_WIDTH).toBe(1440);
  });

  it('exports only SCREAMING_SNAKE_CASE names with defined values', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(value).not.toBeUndefined();
    }
  });
});
