import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('spec §9 constants', () => {
  it('exports only SCREAMING_SNAKE_CASE names with defined values', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(value).not.toBeUndefined();
    }
  });
});
