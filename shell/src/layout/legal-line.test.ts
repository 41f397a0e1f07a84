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

  it('shows nothing before the settings arrive', () => {
    expect(legalLine(undefined, city(1), null)).toBeNull();
  });
});
