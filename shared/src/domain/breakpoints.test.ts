import { describe, expect, it } from 'vitest';
import { isMobileWidth, isNarrowWidth, isWideWidth, MOBILE_MEDIA_QUERY } from './breakpoints';

describe('breakpoints', () => {
  it('treats widths up to 1023 px as mobile', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(1023)).toBe(true);
    expect(isMobileWidth(1024)).toBe(false);
  });

  it('ends mobile at 1008 px when a scrollbar is present', () => {
    expect(isMobileWidth(1008, true)).toBe(true);
    expect(isMobileWidth(1009, true)).toBe(false);
    expect(isMobileWidth(1009, false)).toBe(true);
  });

  it('treats 768 px or less as narrow', () => {
    expect(isNarrowWidth(768)).toBe(true);
    expect(isNarrowWidth(769)).toBe(false);
  });

  it('enters wide mode above 1440 px', () => {
    expect(isWideWidth(1440)).toBe(false);
    expect(isWideWidth(1441)).toBe(true);
  });

  it('exposes the mobile media query', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 1023px)');
  });
});
