import type { Settings } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import { legalLine } from './legal-line';

const settings = {
  company_names: { default: 'ООО «Пицца»', '7': 'ООО «Пицца Казань»' },
} as unknown as Settings;
const city = (id: number) => ({ id }) as never;

describe('footer legal line', () => {
  it('uses the chosen shop or address legal data with its registration numbers', () => {
    const shop = { company_name: 'ООО «Ромашка»', inn: '7701234567', ogrn: '1027700132195' };
    expect(legalLine(settings, city(1), shop)).toEqual({
      company: 'ООО «Ромашка»',
      inn: '7701234567',
      ogrn: '1027700132195',
    });
  });

  it("falls back to the city's company, then the default company", () => {
    expect(legalLine(settings, city(7), null)).toEqual({ company: 'ООО «Пицца Казань»' });
    expect(legalLine(settings, city(1), { company_name: 'x' })).toEqual({ company: 'ООО «Пицца»' });
  });

  it("with nothing chosen, takes the registration numbers from the city's shop of the city's company", () => {
    const shops = [
      { company_name: 'ООО «Другая»', inn: '1111111111', ogrn: '1111111111111' },
      { company_name: 'ООО «Пицца Казань»', inn: '1655000000', ogrn: '1161690000000' },
    ];
    expect(legalLine(settings, city(7), null, shops)).toEqual({
      company: 'ООО «Пицца Казань»',
      inn: '1655000000',
      ogrn: '1161690000000',
    });
    // No shop of that company: the first shop that has the numbers.
    expect(legalLine(settings, city(1), undefined, shops)).toEqual({
      company: 'ООО «Другая»',
      inn: '1111111111',
      ogrn: '1111111111111',
    });
  });

  it('shows nothing before the settings arrive', () => {
    expect(legalLine(undefined, city(1), null)).toBeNull();
  });
});
