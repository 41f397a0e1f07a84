import { describe, expect, it } from 'vitest';
import { locationCookieValue, parseLocationCookie } from './location-cookie';

describe('location cookie', () => {
  it('reads back what it wrote', () => {
    const value = {
      cityId: 1,
      orderType: 'delivery' as const,
      shopId: null,
      deliveryZoneId: 3,
      deliveryAddress: { id: null, address: 'Tverskaya 1' },
    };
    expect(parseLocationCookie(locationCookieValue(value))).toEqual(value);
  });

  it('refuses malformed values instead of trusting them', () => {
    expect(parseLocationCookie(null)).toBeNull();
    expect(parseLocationCookie('not json')).toBeNull();
    expect(parseLocationCookie('{"cityId":"1","orderType":"delivery"}')).toBeNull();
    expect(parseLocationCookie('{"cityId":1,"orderType":"pickup"}')).toBeNull();
    expect(parseLocationCookie('{"cityId":1,"orderType":"takeaway","shopId":-4}')).toBeNull();
  });
});
