import { describe, expect, it } from 'vitest';
import { cityUrl, groupByFirstLetter, matchesSearch } from './city-url';

describe('city switch url', () => {
  it('keeps the same last path segment and the query', () => {
    expect(cityUrl('kazan', '/moscow/promotions', '?alias=two-pizzas')).toBe(
      '/kazan/promotions?alias=two-pizzas',
    );
  });

  it('keeps a city home a city home', () => {
    expect(cityUrl('kazan', '/moscow', '')).toBe('/kazan');
    expect(cityUrl('kazan', '/moscow/', '?group=pizza')).toBe('/kazan?group=pizza');
  });

  it('leads from the root to the city home', () => {
    expect(cityUrl('minsk', '/', '')).toBe('/minsk');
  });
});

describe('city columns', () => {
  it('groups cities under their first letter in alphabetical order', () => {
    const groups = groupByFirstLetter([{ name: 'Казань' }, { name: 'Москва' }, { name: 'Калуга' }]);
    expect(groups.map(([letter, cities]) => [letter, cities.map((c) => c.name)])).toEqual([
      ['К', ['Казань', 'Калуга']],
      ['М', ['Москва']],
    ]);
  });

  it('searches case-insensitively', () => {
    expect(matchesSearch('Санкт-Петербург', 'санкт')).toBe(true);
    expect(matchesSearch('Москва', 'каз')).toBe(false);
  });
});
