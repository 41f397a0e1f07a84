import { describe, expect, it } from 'vitest';
import { distanceMeters, nearestShop } from './geo';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const shop = (id: number, latitude: number, longitude: number, type = 'default') => ({
  id,
  type,
  map: { coordinates: at(latitude, longitude) },
});

describe('geo', () => {
  it('measures great-circle distances', () => {
    // Red Square to the Kremlin's Borovitskaya tower: about 1 km.
    expect(distanceMeters(at(55.7539, 37.6208), at(55.7496, 37.6096))).toBeGreaterThan(800);
    expect(distanceMeters(at(55.7539, 37.6208), at(55.7496, 37.6096))).toBeLessThan(1000);
  });

  it('offers the closest shop that accepts orders', () => {
    const shops = [shop(1, 55.9, 37.9), shop(2, 55.76, 37.62, 'stop'), shop(3, 55.7, 37.5)];
    expect(nearestShop(at(55.755, 37.617), shops)?.id).toBe(3);
    expect(nearestShop(at(55.755, 37.617), [shop(2, 55.76, 37.62, 'stop')])).toBeNull();
  });
});
