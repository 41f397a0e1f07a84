import { describe, expect, it } from 'vitest';
import { MOBILE_MEDIA_QUERY } from './breakpoints';

describe('breakpoints', () => {
  it('exposes the mobile media query', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 1023px)');
  });
});
