import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('lets the visitor pick a shop by pointer or keyboard', () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Тверская, 1' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Арбат, 10' }), { key: 'Enter' });
    expect(onShopSelect.mock.calls).toEqual([[1], [2]]);
    expect(screen.getByRole('button', { name: 'Арбат, 10' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('clusters shops that sit close together and zooms into a cluster', () => {
    const near = [
      { id: 1, name: 'A', coordinates: { latitude: 55.75, longitude: 37.61 } },
      { id: 2, name: 'B', coordinates: { latitude: 55.7501, longitude: 37.6101 } },
      { id: 3, name: 'C', coordinates: { latitude: 55.9, longitude: 37.9 } },
    ];
    render(<SchematicMap center={{ latitude: 55.8, longitude: 37.7 }} zoom={9} shops={near} label="Карта" />);
    const cluster = screen.getByRole('button', { name: '2: A, B' });
    fireEvent.click(cluster);
    expect(screen.getByRole('button', { name: 'A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'B' })).toBeTruthy();
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
