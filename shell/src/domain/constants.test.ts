import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('the shell’s spec §9 constants', () => {
  it('uses the spec timings and the back-to-top distance', () => {
    expect(constants.CITY_PROMPT_DELAY_MS).toBe(1000);
    expect(constants.COOKIE_NOTICE_DELAY_MS).toBe(2000);
    expect(constants.BACK_TO_TOP_PX).toBe(1500);
    expect(constants.LOGO_ROTATION_MS).toBe(3000);
    expect(constants.LOGO_ROTATION_IMAGES).toBe(4);
  });
});
