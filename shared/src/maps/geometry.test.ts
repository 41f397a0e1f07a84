import { describe, expect, it } from 'vitest';
import { clusterPoints, createProjection, fitBounds } from './geometry';

describe('map geometry', () => {
  it('pads a single shop by 0.001° and several by 0.01° (spec §9)', () => {
    expect(fitBounds([{ latitude: 55.75, longitude: 37.61 }])).toEqual([
      [55.749, 37.609],
      [55.751, 37.611],
    ]);
    const box = fitBounds([
      { latitude: 55.7, longitude: 37.5 },
      { latitude: 55.8, longitude: 37.7 },
    ]);
    expect(box?.[0][0]).toBeCloseTo(55.69);
    expect(box?.[1][1]).toBeCloseTo(37.71);
    expect(fitBounds([])).toBeNull();
  });

  it('projects north up and east right, and back again', () => {
    const projection = createProjection(
      [
        [55.7, 37.5],
        [55.8, 37.7],
      ],
      { width: 400, height: 300 },
    );
    const north = projection.toPoint({ latitude: 55.79, longitude: 37.6 });
    const south = projection.toPoint({ latitude: 55.71, longitude: 37.6 });
    const east = projection.toPoint({ latitude: 55.75, longitude: 37.69 });
    expect(north.y).toBeLessThan(south.y);
    expect(east.x).toBeGreaterThan(north.x);
    const back = projection.toCoordinates(projection.toPoint({ latitude: 55.742, longitude: 37.654 }));
    expect(back.latitude).toBeCloseTo(55.742, 6);
    expect(back.longitude).toBeCloseTo(37.654, 6);
  });

  it('clusters markers that share a 40 px grid cell', () => {
    const clusters = clusterPoints(
      [
        { id: 1, x: 5, y: 5 },
        { id: 2, x: 30, y: 35 },
        { id: 3, x: 200, y: 200 },
      ],
      (item) => item,
    );
    expect(clusters.map((c) => c.items.map((i) => i.id))).toEqual([[1, 2], [3]]);
    expect(clusters[0]?.center).toEqual({ x: 17.5, y: 20 });
  });
});
