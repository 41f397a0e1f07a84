import { testAddress } from '@storefront/shared/test-utils';
import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

describe('a saved address line (spec §2)', () => {
  it("reads 'city, address, apartment room'", () => {
    expect(addressLine(testAddress({ id: 1 }), (room) => `кв. ${room}`)).toBe(
      'Москва, Тверская улица, 3, кв. 12',
    );
  });

  it('leaves out a missing apartment', () => {
    expect(addressLine(testAddress({ id: 1, room: null }), (room) => `кв. ${room}`)).toBe(
      'Москва, Тверская улица, 3',
    );
  });
});
