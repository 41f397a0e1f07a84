import { describe, expect, it } from 'vitest';
import { sanitizeOrderType } from './order-type';

describe('order type (spec §4)', () => {
  it('is delivery or takeaway', () => {
    expect(sanitizeOrderType('delivery')).toBe('delivery');
    expect(sanitizeOrderType('takeaway')).toBe('takeaway');
  });

  it('keeps only lowercase letters a-z of the stored value', () => {
    expect(sanitizeOrderType('Delivery')).toBe('delivery');
    expect(sanitizeOrderType(' take-away_1 ')).toBe('takeaway');
    expect(sanitizeOrderType('delivery"><script>')).toBeNull();
  });

  it('rejects anything that is not an order type', () => {
    expect(sanitizeOrderType('pickup')).toBeNull();
    expect(sanitizeOrderType(undefined)).toBeNull();
    expect(sanitizeOrderType(1)).toBeNull();
  });
});
