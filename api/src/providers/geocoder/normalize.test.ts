import { describe, expect, it } from 'vitest';
import {
  editDistance,
  normalizeHouse,
  parseAddressQuery,
  streetMatchScore,
  streetSearchName,
} from './normalize';

describe('street names', () => {
  it.each([
    ['Тверская улица', 'тверская'],
    ['улица Арбат', 'арбат'],
    ['Щёлковское шоссе', 'щелковское'],
    ['İstiklal Caddesi', 'istiklal'],
    ['Friedrichstraße', 'friedrich'],
    ['вулиця Хрещатик', 'хрещатик'],
    ['улица Дуси Ковальчук', 'дуси ковальчук'],
  ])('searches %s as %s', (name, search) => {
    expect(streetSearchName(name)).toBe(search);
  });
});

describe('address queries', () => {
  it.each([
    ['Тверская 12', { street: 'тверская', house: '12' }],
    ['ул. Тверская, д. 12', { street: 'тверская', house: '12' }],
    ['Тверская улица, 12к2', { street: 'тверская', house: '12к2' }],
    ['тверская 12 к 2', { street: 'тверская', house: '12к2' }],
    ['Тверская, 12 корпус 2', { street: 'тверская', house: '12к2' }],
    ['Friedrichstraße 5', { street: 'friedrich', house: '5' }],
    ['Дуси Ковальчук', { street: 'дуси ковальчук', house: null }],
    ['улица 8 Марта, 5', { street: '8 марта', house: '5' }],
    ['7а', { street: '7а', house: null }],
  ])('reads %s', (text, parsed) => {
    expect(parseAddressQuery(text)).toMatchObject(parsed);
  });

  it('keeps the street-type words apart for whole-name matching', () => {
    expect(parseAddressQuery('пр Мира 5')).toEqual({ street: 'мира', typed: 'пр мира', house: '5' });
    expect(parseAddressQuery('проспект')).toEqual({ street: '', typed: 'проспект', house: null });
  });

  it('normalises house numbers', () => {
    expect(normalizeHouse('12к2')).toBe('12к2');
    expect(normalizeHouse('12 К. 2')).toBe('12к2');
    expect(normalizeHouse('7 А')).toBe('7а');
  });
});

describe('fuzzy street matching', () => {
  it('prefers exact, then typed prefixes, then one typo', () => {
    const exact = streetMatchScore('тверская', 'тверская');
    const prefix = streetMatchScore('твер', 'тверская');
    const typo = streetMatchScore('тверкая', 'тверская');
    expect(exact).toBe(1);
    expect(prefix).toBeGreaterThan(0.45);
    expect(typo).toBeGreaterThan(0.45);
    expect(exact).toBeGreaterThan(typo);
    expect(streetMatchScore('арбат', 'тверская')).toBe(0);
  });

  it('caps the edit distance', () => {
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});
