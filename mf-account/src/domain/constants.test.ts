import { VERIFICATION_CODE_PATTERN } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_LENGTH } from './constants';

describe('sign-in code (spec §5, §9)', () => {
  it('has as many inputs as the contract takes digits', () => {
    expect(VERIFICATION_CODE_PATTERN.test('1'.repeat(VERIFICATION_CODE_LENGTH))).toBe(true);
    expect(VERIFICATION_CODE_PATTERN.test('1'.repeat(VERIFICATION_CODE_LENGTH + 1))).toBe(false);
  });
});
