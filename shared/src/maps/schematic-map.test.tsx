import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, serveApi } from '../test-utils/api-server';
import { clipSegment, withoutOverlaps } from './labels';
import { createMapRegistry, schematicAdapter } from './registry';
import SchematicMap from './schematic-map';

const zone = {
  id: 7,
  name: 'Центр',
  color: '#16a34a',
  area: [
    [55.74, 37.59],
    [55.76, 37.59],
    [55.76, 37.63],
    [55.74, 37.63],
  ] as [number, number][],
};
const shops = [
  { id: 1, name: 'Тверская, 1', coordinates: { latitude: 55.757, longitude: 37.611 } },
  { id: 2, name: 'Арбат, 10', coordinates: { latitude: 55.741, longitude: 37.598 }, type: 'stop' },
];

describe('schematic map', () => {
  it('draws delivery zones at fill opacity 0.3 (spec §9)', () => {
    const { container } = render(
      <SchematicMap center={{ latitude: 55.75, longitude: 37.61 }} zoom={12} zones={[zone]} label="Карта" />,
    );
    const polygon = container.querySelector('polygon[data-zone-id="7"]');
    expect(polygon?.getAttribute('fill-opacity')).toBe('0.3');
    expect(polygon?.getAttribute('points')?.split(' ')).toHaveLength(4);
  });

  it('lets the visitor pick a shop by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const onShopSelect = vi.fn();
    render(
      <SchematicMap
        center={{ latitude: 55.75, longitude: 37.61 }}
        zoom={12}
        shops={shops}
        fitBounds
        selectedShopId={2}
        onShopSelect={onShopSelect}
        label="Карта"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Тверская, 1' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Арбат, 10' }));
    await user.keyboard('{Enter}');
    expect(onShopSelect.mock.calls).toEqual([[1], [2]]);
    expect(screen.getByRole('button', { name: 'Арбат, 10' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('clusters shops that sit close together and zooms into a cluster', async () => {
    const user = userEvent.setup();
    const near = [
      { id: 1, name: 'A', coordinates: { latitude: 55.75, longitude: 37.61 } },
      { id: 2, name: 'B', coordinates: { latitude: 55.7501, longitude: 37.6101 } },
      { id: 3, name: 'C', coordinates: { latitude: 55.9, longitude: 37.9 } },
    ];
    render(<SchematicMap center={{ latitude: 55.8, longitude: 37.7 }} zoom={9} shops={near} label="Карта" />);
    const cluster = screen.getByRole('button', { name: '2: A, B' });
    await user.click(cluster);
    expect(screen.getByRole('button', { name: 'A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'B' })).toBeTruthy();
  });
});

describe('schematic map: where am I', () => {
  const seen = serveApi();
  beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza' }));
  afterEach(() => resetApiConfig());

  const streets = [
    {
      name: 'Тверская улица',
      district: 'Тверской',
      line: [
        [55.752, 37.611],
        [55.8, 37.56],
      ],
    },
    {
      name: 'Кутузовский проспект',
      district: 'Дорогомилово',
      line: [
        [55.75, 37.6],
        [55.725, 37.45],
      ],
    },
  ];

  it("draws the city's main streets with their names and districts, zone names with prices and shop names", async () => {
    apiServer.use(answer('post', '/api/geocoder/streets', { streets }));
    const { container } = render(
      <SchematicMap
        center={{ latitude: 55.755, longitude: 37.6 }}
        zoom={12}
        cityId={41}
        zones={[
          {
            ...zone,
            label: 'Центр · 199 ₽',
            area: [
              [55.72, 37.52],
              [55.79, 37.52],
              [55.79, 37.68],
              [55.72, 37.68],
            ],
          },
        ]}
        shops={shops}
        label="Карта"
      />,
    );
    await waitFor(() =>
      expect(container.querySelector('[data-street="Тверская улица"] path')).not.toBeNull(),
    );
    expect(seen.map((sent) => sent.call)).toEqual(['POST /api/geocoder/streets']);
    expect(await seen[0]?.request.json()).toEqual({ city_id: 41 });
    const texts = (kind: string) =>
      [...container.querySelectorAll(`text[data-label="${kind}"]`)].map((node) => node.textContent);
    expect(texts('street')).toEqual(expect.arrayContaining(['Тверская улица', 'Кутузовский проспект']));
    expect(texts('district')).toEqual(expect.arrayContaining(['ТВЕРСКОЙ']));
    expect(texts('zone')).toEqual(['Центр · 199 ₽']);
    expect(texts('shop')).toEqual(expect.arrayContaining(['Тверская, 1', 'Арбат, 10']));
    // The street follows its coordinates: its name is turned along it, not written flat.
    const label = container.querySelector('text[data-label="street"]');
    expect(label?.getAttribute('transform')).toMatch(/^rotate\(-?\d/);
  });

  it('pins the picked address at its coordinates with the address beside the pin', () => {
    const { container } = render(
      <SchematicMap
        center={{ latitude: 55.75, longitude: 37.61 }}
        zoom={12}
        bbox={[
          [55.7, 37.5],
          [55.8, 37.7],
        ]}
        marker={{ latitude: 55.75, longitude: 37.6 }}
        markerLabel="Тверская улица, 7"
        label="Карта"
      />,
    );
    const pin = container.querySelector('[data-marker="true"]');
    expect(pin?.getAttribute('aria-label')).toBe('Тверская улица, 7');
    // The middle of the box is the middle of the 800 × 500 drawing.
    const [, x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(pin?.getAttribute('transform') ?? '') ?? [];
    expect(Number(x)).toBeCloseTo(400, 0);
    expect(Number(y)).toBeCloseTo(250, 0);
    const text = container.querySelector('text[data-label="marker"]');
    expect(text?.textContent).toBe('Тверская улица, 7');
    expect(Number(text?.getAttribute('y'))).toBeLessThan(250);
  });

  it('draws no streets and asks nothing without a city, and no pin without a picked point', () => {
    const { container } = render(
      <SchematicMap center={{ latitude: 55.75, longitude: 37.61 }} zoom={12} label="Карта" />,
    );
    expect(seen).toEqual([]);
    expect(container.querySelector('[data-street]')).toBeNull();
    expect(container.querySelector('[data-marker]')).toBeNull();
  });

  it('keeps labels apart: a less important label that would cover another is left out', () => {
    const box = (left: number, top: number) => ({ box: { left, top, right: left + 100, bottom: top + 20 } });
    const kept = withoutOverlaps([box(0, 0), box(50, 10), box(200, 0)]);
    expect(kept.map((label) => label.box.left)).toEqual([0, 200]);
    expect(withoutOverlaps([box(0, 0)], [{ left: 90, top: 5, right: 95, bottom: 8 }])).toEqual([]);
    expect(clipSegment({ x: -100, y: 250 }, { x: 900, y: 250 }, { width: 800, height: 500 })).toEqual([
      { x: 0, y: 250 },
      { x: 800, y: 250 },
    ]);
    expect(clipSegment({ x: -100, y: -10 }, { x: -50, y: -20 }, { width: 800, height: 500 })).toBeNull();
  });
});

describe('map registry', () => {
  it('falls back to the schematic adapter when no key is configured', async () => {
    const unavailable = { name: 'yandex' as const, isAvailable: async () => false, load: vi.fn() };
    const registry = createMapRegistry([unavailable, schematicAdapter]);
    const component = await registry.resolve({ apiKey: null, language: 'ru' });
    expect(component).toBe(SchematicMap);
    expect(unavailable.load).not.toHaveBeenCalled();
  });
});
