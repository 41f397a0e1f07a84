import { ADDRESS_ALLOWED_PATTERN } from '@storefront/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SUGGEST_LIMIT,
  ADDRESS_TEXT_PATTERN,
  addressTextSchema,
  setByAddressRequestSchema,
  suggestRequestSchema,
  suggestResponseSchema,
} from './address';

describe('address text (spec §5)', () => {
  it('uses the domain rule for allowed characters', () => {
    expect(ADDRESS_TEXT_PATTERN.source).toBe(ADDRESS_ALLOWED_PATTERN.source);
    expect(ADDRESS_TEXT_PATTERN.flags).toBe(ADDRESS_ALLOWED_PATTERN.flags);
  });

  it('needs 2 characters and refuses other characters', () => {
    expect(addressTextSchema.safeParse('Тв').success).toBe(true);
    expect(addressTextSchema.safeParse('Т').success).toBe(false);
    expect(addressTextSchema.safeParse('Тверская #1').success).toBe(false);
  });

  it('caps suggestions at 7', () => {
    const item = {
      title: 'a',
      subtitle: null,
      type: 'house',
      address: 'a',
      full_address: 'a',
      place_id: 'x',
    };
    expect(
      suggestResponseSchema.safeParse({ suggestions: Array(ADDRESS_SUGGEST_LIMIT).fill(item) }).success,
    ).toBe(true);
    expect(suggestResponseSchema.safeParse({ suggestions: Array(8).fill(item) }).success).toBe(false);
  });

  it('takes the city id as a number or digits', () => {
    expect(suggestRequestSchema.parse({ text: 'Тверская', city_id: '3' }).city_id).toBe(3);
  });

  it('needs an address or a place id to set an address', () => {
    const result = setByAddressRequestSchema.safeParse({ city_id: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['address']);
  });
});
